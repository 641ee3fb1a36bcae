import Foundation
import HeadlessUIKit
import Testing

/// Layer styling: Core Animation's documented defaults, and stored values.
@MainActor
@Suite struct CALayerAppearanceTests {
  @Test("Core Animation: styling defaults")
  func defaults() {
    let layer = CALayer()
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.mask == nil)
    #expect(layer.cornerCurve == .circular)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
    #expect(!layer.isOpaque && layer.isDoubleSided)
    #expect(layer.contents == nil && layer.contentsGravity == .resize)
    #expect(!layer.allowsEdgeAntialiasing && layer.allowsGroupOpacity)
    #expect(!layer.needsDisplayOnBoundsChange)
    #expect(layer.zPosition == 0 && layer.opacity == 1 && !layer.masksToBounds)
  }

  @Test("Core Animation: styling is stored and copied by init(layer:)")
  func storedAndCopied() {
    let layer = CALayer()
    let mask = CALayer()
    layer.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.shadowOpacity = 0.4
    layer.shadowOffset = CGSize(width: 2, height: 5)
    layer.shadowRadius = 8
    layer.mask = mask
    layer.cornerCurve = .continuous
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    layer.contentsGravity = .resizeAspectFill
    let copy = CALayer(layer: layer)
    #expect(copy.shadowColor == layer.shadowColor && copy.shadowOpacity == 0.4)
    #expect(copy.shadowOffset == CGSize(width: 2, height: 5) && copy.shadowRadius == 8)
    #expect(copy.mask === mask && mask.superlayer == nil)
    #expect(copy.cornerCurve == .continuous)
    #expect(copy.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(copy.shouldRasterize && copy.rasterizationScale == 3)
    #expect(copy.contentsGravity == .resizeAspectFill)
  }

  @Test("SDK: corner masks, curves and gravities have the SDK's raw values")
  func rawValues() {
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
    #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
    #expect(CALayerContentsGravity.resizeAspect.rawValue == "resizeAspect")
    #expect(CALayerCornerCurve.expansionFactor(.circular) == 1)
    #expect(CALayerCornerCurve.expansionFactor(.continuous) > 1.5)
  }

  @Test("Core Animation: gradient and text layer defaults")
  func gradientAndTextDefaults() {
    let gradient = CAGradientLayer()
    #expect(gradient.colors == nil && gradient.locations == nil)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    let text = CATextLayer()
    #expect(text.string == nil && text.font == nil && text.fontSize == 36)
    #expect(text.foregroundColor == CGColor(gray: 1, alpha: 1))
    #expect(!text.isWrapped && text.alignmentMode == .natural && text.truncationMode == .none)
  }

  /// A view whose layer is a gradient layer.
  private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  @Test("UIKit: layerClass chooses the class of the view's layer")
  func layerClass() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer is CAGradientLayer)
    #expect(view.layer.delegate === view)
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  @Test("Core Animation: presentation() has the model values; model() leads back")
  func presentationLayer() throws {
    let layer = CAGradientLayer()
    layer.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    layer.opacity = 0.5
    layer.colors = [CGColor(gray: 0, alpha: 1)]
    let presentation = try #require(layer.presentation())
    #expect(presentation !== layer)
    #expect(presentation.frame == layer.frame && presentation.opacity == 0.5)
    #expect(presentation.colors?.count == 1)
    #expect(presentation.model() === layer)
    #expect(layer.model() === layer)
  }
}
