import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// frame, bounds, center and anchorPoint with an identity transform (spec §1.1).
@MainActor
@Suite struct UIViewGeometryTests {
  // spec 1.1: the geometry lives in the layer (bounds, position = center, transform, anchor);
  // frame is derived from it.
  @Test func geometryIsStoredInTheLayerAndFrameIsDerived() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.layer.bounds == view.bounds)
    #expect(view.layer.position == view.center)
    #expect(view.layer.affineTransform() == view.transform)

    view.layer.position = CGPoint(x: 100, y: 100)
    #expect(view.center == CGPoint(x: 100, y: 100))
    // 100 − 30/2 = 85, 100 − 40/2 = 80
    #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))

    view.layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
    #expect(view.bounds.size == CGSize(width: 50, height: 60))
    // 100 − 50/2 = 75, 100 − 60/2 = 70
    #expect(view.frame == CGRect(x: 75, y: 70, width: 50, height: 60))
    #expect(view.layer.frame == view.frame)
  }

  // spec 1.2: init(frame:) gives a zero-origin bounds of the frame's size and a centred center.
  @Test func initWithFrameSetsBoundsAndCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.center == CGPoint(x: 25, y: 40))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  // spec 1.2: UIView() is init(frame: .zero).
  @Test func plainInitHasZeroGeometry() {
    let view = UIView()
    #expect(view.frame == .zero)
    #expect(view.bounds == .zero)
    #expect(view.center == .zero)
  }

  // spec 1.3: anchorPoint defaults to (0.5, 0.5) and names the bounds point placed at center.
  @Test func anchorPointDefaultsToMiddle() {
    #expect(UIView().layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(CALayer().anchorPoint == CGPoint(x: 0.5, y: 0.5))
  }

  // spec 1.3
  @Test func anchorPointIsTheBoundsPointPlacedAtCenter() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let view = UIView()
    parent.addSubview(view)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 200)
    view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
    view.center = CGPoint(x: 300, y: 300)
    // The anchor in bounds coordinates: (0.25·100, 0.75·200) = (25, 150).
    let anchorInBounds = CGPoint(x: 25, y: 150)
    #expect(isClose(view.convert(anchorInBounds, to: parent), CGPoint(x: 300, y: 300)))

    // Rotations and scales happen about it: the anchor stays at center.
    view.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5)
    #expect(isClose(view.convert(anchorInBounds, to: parent), CGPoint(x: 300, y: 300)))
    #expect(view.center == CGPoint(x: 300, y: 300))
  }

  // spec 1.4: frame.origin = center − A ⊙ bounds.size, frame.size = bounds.size.
  @Test func frameOriginIsCenterMinusAnchorTimesSize() {
    let view = UIView()
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 60)
    view.center = CGPoint(x: 100, y: 100)
    // Default anchor: (100 − 20, 100 − 30).
    #expect(view.frame == CGRect(x: 80, y: 70, width: 40, height: 60))
    view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    // (100 − 0.25·40, 100 − 0.5·60) = (90, 70).
    #expect(view.frame == CGRect(x: 90, y: 70, width: 40, height: 60))
  }

  // spec 1.5: changing anchorPoint keeps center and moves the frame.
  @Test func changingAnchorPointMovesFrameNotCenter() {
    let view = UIView()
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.center = CGPoint(x: 50, y: 50)
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    view.layer.anchorPoint = CGPoint(x: 1, y: 1)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: -50, y: -50, width: 100, height: 100))
  }

  // spec 1.6: setting frame sets bounds.size (not bounds.origin) and center = origin + A ⊙ size.
  @Test func settingFrameSetsBoundsSizeAndCenter() {
    let view = UIView()
    view.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
    view.layer.anchorPoint = CGPoint(x: 0.2, y: 0.8)
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.bounds == CGRect(x: 5, y: 7, width: 100, height: 50))
    // (10 + 0.2·100, 20 + 0.8·50) = (30, 60)
    #expect(view.center == CGPoint(x: 30, y: 60))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  // spec 1.6; the identity-transform twin of peers G5 (flowkey testLayerFrameGetterAndSetter).
  @Test func frameReadsBackWhatWasSet() {
    let layer = CALayer()
    let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    layer.frame = frame
    #expect(layer.frame == frame)
  }

  // spec 1.7: setting bounds.size keeps center, so the frame grows about the anchor.
  @Test func settingBoundsSizeKeepsCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.size = CGSize(width: 200, height: 50)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
  }

  // peers G6: frame (50,50,100,100), bounds.size = 256×512 → origin (50−78, 50−206).
  @Test func boundsSizeGrowsAroundAnchorPoint() {
    let layer = CALayer()
    layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    layer.bounds.size = CGSize(width: 256, height: 512)
    #expect(isClose(layer.frame.origin.x, -28, tolerance: 1e-5))
    #expect(isClose(layer.frame.origin.y, -156, tolerance: 1e-5))
  }

  // spec 1.8: setting center moves the frame by the same delta and never touches bounds.
  @Test func settingCenterMovesFrameByTheSameDelta() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.bounds.origin = CGPoint(x: 3, y: 4)
    let bounds = view.bounds
    view.center = CGPoint(x: view.center.x + 7, y: view.center.y - 11)
    #expect(view.frame == CGRect(x: 17, y: 9, width: 30, height: 40))
    #expect(view.bounds == bounds)
  }

  // spec 1.9: bounds.origin leaves the frame alone but shifts where subviews appear.
  @Test func boundsOriginShiftsSubviewsNotTheFrame() {
    let grandparent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    grandparent.addSubview(parent)
    let child = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
    parent.addSubview(child)

    parent.bounds.origin = CGPoint(x: 5, y: 25)
    #expect(parent.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(child.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
    // Relative to the parent's top-left corner (its frame origin, (0, 0) in grandparent):
    // (30 − 5, 40 − 25) = (25, 15).
    #expect(child.convert(CGPoint.zero, to: grandparent) == CGPoint(x: 25, y: 15))

    // Increasing bounds.origin.y moves content up.
    parent.bounds.origin.y += 10
    #expect(child.convert(CGPoint.zero, to: grandparent) == CGPoint(x: 25, y: 5))
  }

  // spec 1.10: no pixel rounding in frame, bounds or center.
  @Test func geometryIsNeverRounded() {
    let view = UIView(frame: CGRect(x: 0.125, y: 0.375, width: 10.25, height: 20.625))
    #expect(view.frame == CGRect(x: 0.125, y: 0.375, width: 10.25, height: 20.625))
    #expect(view.bounds.size == CGSize(width: 10.25, height: 20.625))
    // 0.125 + 10.25/2 = 5.25, 0.375 + 20.625/2 = 10.6875
    #expect(view.center == CGPoint(x: 5.25, y: 10.6875))

    view.center = CGPoint(x: 1.1, y: 2.2)
    #expect(view.center == CGPoint(x: 1.1, y: 2.2))
    view.bounds = CGRect(x: 0.3, y: 0.7, width: 1.0 / 3, height: 2.0 / 3)
    #expect(view.bounds == CGRect(x: 0.3, y: 0.7, width: 1.0 / 3, height: 2.0 / 3))
    // 1.1 − 1/6 and 2.2 − 1/3: not on any pixel grid.
    #expect(isClose(view.frame.origin, CGPoint(x: 1.1 - 1.0 / 6, y: 2.2 - 1.0 / 3)))
  }
}
