import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Geometry under a non-identity transform (spec §1.2, decisions 1.15 and D1).
@MainActor
@Suite struct UIViewTransformTests {
  /// A 100×100 view whose center is (50, 50), the view of spec 1.14.
  private func square() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  // spec 1.11, peers G23: the transform defaults to identity, and setting it changes neither
  // bounds nor center, so the untransformed frame (center ± bounds.size/2, what Auto Layout
  // works with) is unaffected.
  @Test func transformDefaultsToIdentityAndLeavesBoundsAndCenterAlone() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.transform == .identity)
    #expect(view.transform.isIdentity)

    view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3)
      .translatedBy(x: 7, y: -5)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.center == CGPoint(x: 25, y: 40))
    let untransformed = CGRect(
      x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
      width: view.bounds.width, height: view.bounds.height)
    #expect(untransformed == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  // spec 1.11: the transform is applied about the anchor point. 100×100 at center (50, 50)
  // scaled by 2: anchor (0, 0) keeps the top-left corner at center, so the frame is
  // (50, 50, 200, 200); anchor (1, 1) keeps the bottom-right there: (50 − 200, 50 − 200).
  @Test func transformIsAppliedAboutTheAnchorPoint() {
    let view = square()
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
    view.layer.anchorPoint = CGPoint(x: 1, y: 1)
    #expect(view.frame == CGRect(x: -150, y: -150, width: 200, height: 200))
  }

  // spec 1.12, 1.13, D1: frame under a transform is the bounding box of the bounds' corners
  // taken relative to the anchor, transformed by T and moved to center. Hand calculation with
  // bounds 100×50, anchor (0.2, 0.6), center (200, 100), T = [0 1 −1 0 10 20]:
  // x ∈ {−20, 80}, y ∈ {−30, 20}; T·(x, y) = (−y + 10, x + 20) spans x' ∈ [−10, 40],
  // y' ∈ [0, 100]; plus center: (190, 100, 50, 100).
  @Test func frameUnderTransformIsTheBoundingBoxAboutTheAnchor() {
    let view = UIView()
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    view.layer.anchorPoint = CGPoint(x: 0.2, y: 0.6)
    view.center = CGPoint(x: 200, y: 100)
    view.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 20)
    #expect(view.frame == CGRect(x: 190, y: 100, width: 50, height: 100))
    #expect(view.layer.frame == view.frame)
  }

  // spec 1.13: bounds.origin plays no part in the frame. Bounds 100×50 rotated by π/2 about
  // its centre (200, 100): x ∈ {−50, 50}, y ∈ {−25, 25} → (−y, x) spans 50×100, so the frame
  // is (175, 50, 50, 100) whatever bounds.origin is.
  @Test func frameUnderRotationIgnoresBoundsOrigin() {
    let view = UIView()
    view.bounds = CGRect(x: 33, y: -12, width: 100, height: 50)
    view.center = CGPoint(x: 200, y: 100)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(view.frame, CGRect(x: 175, y: 50, width: 50, height: 100)))
  }

  // spec 1.14 (first vector), peers G2: scale 2 about the centre.
  @Test func scaledFrameGrowsAboutTheCenter() {
    let view = square()
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 50, y: 50))
  }

  // spec 1.14 (second vector), peers G1: rotation by π/4 → side 100·√2, origin 50 − 50·√2.
  @Test func rotatedFrameIsTheBoundingBox() {
    let view = square()
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 50, y: 50))
    let side = 100 * CGFloat(2).squareRoot()
    let exact = CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side)
    #expect(isClose(view.frame, exact))
    let published = CGRect(x: -20.7107, y: -20.7107, width: 141.4214, height: 141.4214)
    #expect(isClose(view.frame, published, tolerance: 1e-4))
  }

  // spec 1.14 (third vector): translation (10, 20) moves the frame, not the center.
  @Test func translatedFrameMovesButCenterDoesNot() {
    let view = square()
    view.transform = CGAffineTransform(translationX: 10, y: 20)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 50, y: 50))
  }

  // spec 1.15 (decision), peers G3: with scale (0.25, 0.75), a frame that is set reads back.
  @Test func frameSetUnderNonUniformScaleReadsBack() {
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.75))
    let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    layer.frame = frame
    #expect(isClose(layer.frame.origin.x, frame.origin.x, tolerance: 1e-5))
    #expect(isClose(layer.frame.origin.y, frame.origin.y, tolerance: 1e-5))
    #expect(isClose(layer.frame.width, frame.width, tolerance: 1e-5))
    #expect(isClose(layer.frame.height, frame.height, tolerance: 1e-5))
  }

  // spec 1.15 (decision), peers G4: under scale 0.5 a 100×100 frame needs 200×200 bounds.
  @Test func frameSetUnderScaleDividesBoundsSizeByScale() {
    let layer = CALayer()
    let scaleFactor: CGFloat = 0.5
    layer.setAffineTransform(CGAffineTransform(scaleX: scaleFactor, y: scaleFactor))
    layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    #expect(isClose(layer.bounds.width, 100 / scaleFactor, tolerance: 1e-5))
    #expect(isClose(layer.bounds.height, 100 / scaleFactor, tolerance: 1e-5))
  }

  // spec 1.15 (decision), peers G5: with anchor (0.1, 0.1), a frame that is set reads back.
  @Test func frameSetWithOffCentreAnchorReadsBack() {
    let layer = CALayer()
    layer.anchorPoint = CGPoint(x: 0.1, y: 0.1)
    let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    layer.frame = frame
    #expect(layer.frame == frame)
  }

  // spec 1.15 (decision): under a rotation by π/6 (|a| = |d| = √3/2, |b| = |c| = 1/2) the bounds
  // 100×50 have a bounding box W = 100·√3/2 + 50/2, H = 100/2 + 50·√3/2; setting that frame
  // solves back to bounds 100×50, with no diagnostic.
  @Test func frameSetUnderRotationSolvesTheBoundsSize() {
    let view = UIView()
    view.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let root3 = CGFloat(3).squareRoot()
    let requested = CGRect(
      x: 20, y: 30, width: 100 * root3 / 2 + 25, height: 50 + 50 * root3 / 2)
    let messages = Diagnostics.capture { view.frame = requested }
    #expect(messages.isEmpty)
    #expect(isClose(view.bounds.size.width, 100))
    #expect(isClose(view.bounds.size.height, 50))
    #expect(isClose(view.frame, requested))
    // With the default anchor the bounding box is centred on center.
    #expect(isClose(view.center, CGPoint(x: requested.midX, y: requested.midY)))
  }

  // spec 1.15 (decision) with an off-centre anchor: the same rotation and requested frame, anchor
  // (0.1, 0.1). The box midpoint sits at center + T·((0.5 − 0.1)·100, (0.5 − 0.1)·50) =
  // center + T·(40, 20), with T·(x, y) = (x·√3/2 − y/2, x/2 + y·√3/2).
  @Test func frameSetUnderRotationWithOffCentreAnchorReadsBack() {
    let view = UIView()
    view.layer.anchorPoint = CGPoint(x: 0.1, y: 0.1)
    view.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let root3 = CGFloat(3).squareRoot()
    let requested = CGRect(
      x: 20, y: 30, width: 100 * root3 / 2 + 25, height: 50 + 50 * root3 / 2)
    view.frame = requested
    #expect(isClose(view.bounds.size.width, 100))
    #expect(isClose(view.bounds.size.height, 50))
    #expect(isClose(view.frame, requested))
    let offset = CGPoint(x: 40 * root3 / 2 - 20 / 2, y: 40 / 2 + 20 * root3 / 2)
    let expectedCenter = CGPoint(x: requested.midX - offset.x, y: requested.midY - offset.y)
    #expect(isClose(view.center, expectedCenter))
  }

  // spec 1.15 (decision): a quarter turn swaps the axes: frame 50×100 → bounds 100×50.
  @Test func frameSetUnderQuarterTurnSwapsTheBoundsSize() {
    let view = UIView()
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    view.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
    #expect(isClose(view.bounds.size.width, 100))
    #expect(isClose(view.bounds.size.height, 50))
    #expect(isClose(view.center, CGPoint(x: 25, y: 50)))
  }

  // spec 1.15 (decision): the system uses absolute values, so a mirroring scale keeps the size.
  @Test func frameSetUnderMirroringScaleKeepsThePositiveSize() {
    let view = UIView()
    view.transform = CGAffineTransform(scaleX: -1, y: 2)
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(isClose(view.bounds.size.width, 30))
    #expect(isClose(view.bounds.size.height, 20))
    #expect(isClose(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40)))
  }

  // spec 1.15 (decision): under a rotation by π/4 the system |a|w + |c|h = W, |b|w + |d|h = H is
  // singular (all four coefficients are √2/2), so bounds.size is kept, a diagnostic is
  // emitted, and only center moves: the box midpoint lands on the requested midpoint (100, 150).
  @Test func frameSetUnderSingularRotationKeepsBoundsSizeAndLogs() {
    let view = square()
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let messages = Diagnostics.capture {
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    }
    #expect(messages.count == 1)
    #expect(view.bounds.size == CGSize(width: 100, height: 100))
    #expect(isClose(view.center, CGPoint(x: 100, y: 150)))
    #expect(isClose(view.frame.midX, 100))
    #expect(isClose(view.frame.midY, 150))
    let side = 100 * CGFloat(2).squareRoot()
    #expect(isClose(view.frame.size.width, side))
  }

  // spec 1.15 (decision), singular case with anchor (0, 0): the box midpoint is
  // center + T·(50, 50) = center + (0, 50·√2), so center = (100, 150 − 50·√2).
  @Test func frameSetUnderSingularRotationHonoursTheAnchor() {
    let view = square()
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let messages = Diagnostics.capture {
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    }
    #expect(messages.count == 1)
    #expect(view.bounds.size == CGSize(width: 100, height: 100))
    let half = 50 * CGFloat(2).squareRoot()
    #expect(isClose(view.center, CGPoint(x: 100, y: 150 - half)))
    #expect(isClose(view.frame.midX, 100))
    #expect(isClose(view.frame.midY, 150))
  }

  // spec 1.15 (decision): under π/6 a 10×100 frame needs w = (10·√3/2 − 100/2)/(1/2) < 0, so
  // there is no non-negative solution: bounds.size is kept and a diagnostic is emitted.
  @Test func frameSetNeedingNegativeBoundsKeepsBoundsSizeAndLogs() {
    let view = square()
    view.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let messages = Diagnostics.capture {
      view.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
    }
    #expect(messages.count == 1)
    #expect(view.bounds.size == CGSize(width: 100, height: 100))
    #expect(isClose(view.frame.midX, 5))
    #expect(isClose(view.frame.midY, 50))
  }
}
