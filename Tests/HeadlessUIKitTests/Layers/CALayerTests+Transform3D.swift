import Foundation
import HeadlessUIKit
import Testing

/// The layer's 3D transform, kept consistent with its affine transform and the view's.
@MainActor
@Suite struct CALayerTransform3DTests {
  @Test("UIKit: an affine 3D transform is the view's transform, and back")
  func affineTransformIsShared() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.transform = CATransform3DMakeScale(2, 3, 1)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
    #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
    view.transform = CGAffineTransform(translationX: 5, y: 6)
    #expect(view.layer.transform == CATransform3DMakeTranslation(5, 6, 0))
    #expect(view.transform3D == view.layer.transform)
  }

  @Test("Decision: a non-affine transform is kept exactly; geometry uses its z = 0 projection")
  func nonAffineTransformProjects() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var t = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
    t.m34 = -1 / 500
    view.transform3D = t
    #expect(view.layer.transform == t)
    // Rotating by 60° about x shows the view at half its height.
    let affine = view.transform
    #expect(abs(affine.d - 0.5) < 1e-12 && affine.a == 1)
    #expect(abs(view.frame.height - 50) < 1e-9 && view.frame.width == 100)
    #expect(abs(view.frame.midY - 50) < 1e-9)
    // Setting an affine transform replaces the whole 3D transform.
    view.transform = .identity
    #expect(CATransform3DIsIdentity(view.layer.transform))
  }

  @Test("Core Animation: sublayerTransform applies to sublayers about the anchor point")
  func sublayerTransformConverts() {
    let parent = CALayer()
    parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    parent.addSublayer(child)
    #expect(CATransform3DIsIdentity(parent.sublayerTransform))
    parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    // The child's origin (10, 10) is scaled by 2 about the centre (50, 50): (−30, −30).
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: -30, y: -30))
    #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test("Core Animation: init(layer:) copies the 3D transform")
  func copiesKeepTheTransform() {
    let layer = CALayer()
    var t = CATransform3DIdentity
    t.m34 = -0.002
    layer.transform = t
    #expect(CALayer(layer: layer).transform == t)
  }
}
