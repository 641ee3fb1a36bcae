import Foundation

/// The state Core Animation keeps for a layer beyond its geometry.
///
/// That is the 3D transform, styling, media timing and attached animations. Stored in one value so the class body stays small.
struct LayerExtras {
  var transform3D: CATransform3D?
  var sublayerTransform = CATransform3DIdentity
  var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var mask: CALayer?
  var cornerCurve = CALayerCornerCurve.circular
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1
  var isOpaque = false
  var isDoubleSided = true
  var contents: Any?
  var contentsGravity = CALayerContentsGravity.resize
  var magnificationFilter = CALayerContentsFilter.linear
  var minificationFilter = CALayerContentsFilter.linear
  var minificationFilterBias: Float = 0
  var allowsEdgeAntialiasing = false
  var allowsGroupOpacity = true
  var timing = MediaTimingValues()
  var animations: [AttachedAnimation] = []
  weak var modelLayer: CALayer?
}
