import Foundation

/// The curve used to round a layer's corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public var rawValue: String

  /// Creates a corner curve from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A quarter circle (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curvature curve, as app icons use (drawn as a circle by HeadlessUIKit).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")

  /// The expansion factor of a curve: how far beyond the corner radius its curvature reaches.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: 1 for a circular curve, about 1.528665 for a continuous one.
  public static func expansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? 1.528665 : 1
  }
}

/// The corners of a layer that `cornerRadius` rounds.
///
/// The names follow the layer's coordinate space with x growing right and y growing down, as
/// on iOS: `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public var rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents are positioned or scaled within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public var rawValue: String

  /// Creates a gravity from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Centred, not scaled.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Centred along the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Centred along the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Centred along the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Centred along the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// In the top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// In the top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// In the bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// In the bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit the bounds, keeping its aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

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

/// A layer's or an animation's `CAMediaTiming` values, with Core Animation's defaults.
struct MediaTimingValues {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode = CAMediaTimingFillMode.removed
}
