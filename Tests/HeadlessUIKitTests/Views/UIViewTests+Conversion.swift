import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Converting points and rectangles between views (spec §2, peers G7–G17 and H8).
@MainActor
@Suite struct UIViewConversionTests {
  // MARK: Spec §2

  // spec 2.1: convert(_:to:) goes from the receiver's bounds space to the target's, and
  // convert(_:from:) the other way. Parent frame origin (0, 0); child frame (10, 20, 30, 30)
  // with bounds.origin (1, 2): child (5, 5) → parent (10 + 5 − 1, 20 + 5 − 2) = (14, 23).
  @Test func convertToAndFromAreInverseDirections() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
    child.bounds.origin = CGPoint(x: 1, y: 2)
    parent.addSubview(child)
    #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 14, y: 23))
    #expect(parent.convert(CGPoint(x: 5, y: 5), from: child) == CGPoint(x: 14, y: 23))
    #expect(parent.convert(CGPoint(x: 14, y: 23), to: child) == CGPoint(x: 5, y: 5))
    #expect(child.convert(CGPoint(x: 14, y: 23), from: parent) == CGPoint(x: 5, y: 5))
  }

  // spec 2.2: nil means the window's base (bounds) coordinates, wherever the window sits on
  // the screen. Window at (30, 40) on screen with bounds.origin (5, 5); view (10, 10, 50, 50),
  // whose frame is already in the window's bounds space: view (1, 2) → (10 + 1, 10 + 2).
  @Test func nilMeansTheWindowsBaseCoordinates() {
    let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
    window.bounds.origin = CGPoint(x: 5, y: 5)
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(view)
    #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 12))
    #expect(view.convert(CGPoint(x: 11, y: 12), from: nil) == CGPoint(x: 1, y: 2))
    #expect(view.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 11, y: 12))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.convert(rect, to: nil) == CGRect(x: 11, y: 12, width: 3, height: 4))
    #expect(view.convert(CGRect(x: 11, y: 12, width: 3, height: 4), from: nil) == rect)
  }

  // spec 2.3: one hop is C + T·(p − B.origin − A ⊙ B.size). Bounds (10, 20, 40, 60), anchor
  // (0.25, 0.5), center (100, 200), T = rotation(π/2) then translation (5, −5) = [0 1 −1 0 5 −5],
  // p = (30, 50): p − B.origin − A⊙size = (30 − 10 − 10, 50 − 20 − 30) = (10, 0);
  // T·(10, 0) = (−0 + 5, 10 − 5) = (5, 5); plus C: (105, 205).
  @Test func oneHopMapsThroughAnchorTransformAndCenter() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let view = UIView()
    parent.addSubview(view)
    view.bounds = CGRect(x: 10, y: 20, width: 40, height: 60)
    view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    view.center = CGPoint(x: 100, y: 200)
    view.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: -5)
    #expect(view.convert(CGPoint(x: 30, y: 50), to: parent) == CGPoint(x: 105, y: 205))
    #expect(view.convert(CGPoint(x: 105, y: 205), from: parent) == CGPoint(x: 30, y: 50))
  }

  // spec 2.3: with identity transform and default anchor, p_super = frame.origin + p − B.origin.
  @Test func oneHopWithoutTransformIsAnOffset() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let view = UIView(frame: CGRect(x: 40, y: 60, width: 80, height: 20))
    view.bounds.origin = CGPoint(x: -3, y: 7)
    parent.addSubview(view)
    // (40 + 9 + 3, 60 + 1 − 7) = (52, 54)
    #expect(view.convert(CGPoint(x: 9, y: 1), to: parent) == CGPoint(x: 52, y: 54))
  }

  // spec 2.3: arbitrary views compose the hops up to the common ancestor and down again.
  // Root → A (10, 10, 100, 100) scaled by 2 about its centre (60, 60) → a1 (20, 0, 10, 10);
  // root → B (200, 0, 50, 50) with bounds.origin (10, 10).
  // a1 (0, 0) → A (20, 0) → root: 60 + 2·(20 − 50) = 0, 60 + 2·(0 − 50) = −40 → B: (0 − 200 + 10,
  // −40 − 0 + 10) = (−190, −30).
  @Test func conversionComposesHopsThroughTheCommonAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    let a1 = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
    b.bounds.origin = CGPoint(x: 10, y: 10)
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    #expect(a1.convert(CGPoint.zero, to: b) == CGPoint(x: -190, y: -30))
    #expect(b.convert(CGPoint(x: -190, y: -30), to: a1) == .zero)
    #expect(a1.convert(CGPoint(x: -190, y: -30), from: b) == .zero)
  }

  // spec 2.4: a rect converts to the bounding box of its converted corners, so a rotated view's
  // bounds in its superview is its frame (the π/4 vector of spec 1.14).
  @Test func rotatedBoundsConvertToTheFrame() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(view)
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let converted = view.convert(view.bounds, to: parent)
    let published = CGRect(x: -20.7107, y: -20.7107, width: 141.4214, height: 141.4214)
    #expect(isClose(converted, published, tolerance: 1e-4))
    #expect(isClose(converted, view.frame))
  }

  // spec 2.4, peers G18: a sub-rectangle under a quarter turn converts to a bounding box.
  // View 100×50 at center (200, 100) rotated by π/2 ((x, y) → (−y, x) about the centre
  // (50, 25) of the bounds). Rect (0, 0, 20, 10) has
  // corners relative to the centre x ∈ {−50, −30}, y ∈ {−25, −15} → (−y, x): x' ∈ [15, 25],
  // y' ∈ [−50, −30]; plus center: (215, 50, 10, 20).
  @Test func rectConversionReturnsTheBoundingBox() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView()
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    view.center = CGPoint(x: 200, y: 100)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    parent.addSubview(view)
    let converted = view.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: parent)
    #expect(isClose(converted, CGRect(x: 215, y: 50, width: 10, height: 20)))
    let back = view.convert(CGRect(x: 215, y: 50, width: 10, height: 20), from: parent)
    #expect(isClose(back, CGRect(x: 0, y: 0, width: 20, height: 10)))
  }

  // spec 2.5 (a): two views in the same window convert through it.
  @Test func viewsInTheSameWindowConvertThroughIt() {
    let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 150, width: 50, height: 50))
    window.addSubview(a)
    window.addSubview(b)
    // a (5, 5) → window (15, 25) → b (−85, −125)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -125))
    #expect(b.convert(CGPoint(x: -85, y: -125), to: a) == CGPoint(x: 5, y: 5))
    #expect(Diagnostics.capture { _ = a.convert(CGPoint.zero, to: b) }.isEmpty)
  }

  // spec 2.5 (b), D4: views in different windows convert via screen coordinates.
  // Window 1 at (100, 200) on the screen; window 2 at (50, 20) with bounds.origin (5, 5).
  // v1 (10, 10, …) in window 1, v2 (30, 40, …) in window 2. v1 (0, 0) → window 1 (10, 10) →
  // screen (110, 210) → window 2 (110 − 50 + 5, 210 − 20 + 5) = (65, 195) → v2 (35, 155).
  @Test func viewsInDifferentWindowsConvertThroughTheScreen() {
    let window1 = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
    let window2 = UIWindow(frame: CGRect(x: 50, y: 20, width: 300, height: 300))
    window2.bounds.origin = CGPoint(x: 5, y: 5)
    let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let v2 = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
    window1.addSubview(v1)
    window2.addSubview(v2)
    var converted = CGPoint.zero
    let messages = Diagnostics.capture { converted = v1.convert(CGPoint.zero, to: v2) }
    #expect(messages.isEmpty)
    #expect(converted == CGPoint(x: 35, y: 155))
    #expect(v2.convert(CGPoint(x: 35, y: 155), to: v1) == .zero)
    #expect(v2.convert(CGPoint.zero, from: v1) == CGPoint(x: 35, y: 155))
    let rect = v1.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: v2)
    #expect(rect == CGRect(x: 35, y: 155, width: 10, height: 20))
    // The windows themselves: window 1 (0, 0) is screen (100, 200) = window 2 (55, 185).
    #expect(window1.convert(CGPoint.zero, to: window2 as UIView) == CGPoint(x: 55, y: 185))
  }

  // spec 2.5 (c), D4: views outside any window but under one root convert through it.
  @Test func windowlessViewsWithACommonRootConvertThroughIt() {
    let root = UIView(frame: CGRect(x: 1000, y: 1000, width: 300, height: 300))
    let branch = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
    root.addSubview(branch)
    branch.addSubview(leaf)
    root.addSubview(other)
    var converted = CGPoint.zero
    let messages = Diagnostics.capture { converted = leaf.convert(CGPoint(x: 1, y: 1), to: other) }
    #expect(messages.isEmpty)
    // leaf (1, 1) → branch (6, 6) → root (26, 36) → other (−174, −64)
    #expect(converted == CGPoint(x: -174, y: -64))
    // nil is the root's space when there is no window.
    #expect(leaf.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 26, y: 36))
  }

  // spec 2.5 (d), D4: unrelated views return the value unchanged and log a diagnostic.
  @Test func unrelatedViewsReturnTheValueUnchangedAndLog() {
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 70, y: 80, width: 50, height: 50))
    let point = CGPoint(x: 3, y: 4)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    var results: [CGPoint] = []
    var rects: [CGRect] = []
    let messages = Diagnostics.capture {
      results.append(a.convert(point, to: b))
      results.append(a.convert(point, from: b))
      rects.append(a.convert(rect, to: b))
      rects.append(a.convert(rect, from: b))
    }
    #expect(results == [point, point])
    #expect(rects == [rect, rect])
    #expect(messages.count == 4)
  }

  // spec 2.5 (d): a view in a window and one outside any window share no space either.
  @Test func viewInWindowAndWindowlessViewAreUnrelated() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inside = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(inside)
    let outside = UIView(frame: CGRect(x: 70, y: 80, width: 50, height: 50))
    var converted = CGPoint.zero
    let messages = Diagnostics.capture {
      converted = inside.convert(CGPoint(x: 3, y: 4), to: outside)
    }
    #expect(converted == CGPoint(x: 3, y: 4))
    #expect(messages.count == 1)
  }

  // MARK: Peers G7–G17 and H8 (ported from tests verified on iOS)

  // peers G7 (flowkey testPointConversion).
  @Test func pointConversionBetweenSiblingsAndNestedViews() {
    let rootView = UIView()
    rootView.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let subview1 = UIView()
    subview1.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
    let subview2 = UIView()
    subview2.frame = CGRect(x: 80, y: 80, width: 20, height: 20)
    rootView.addSubview(subview1)
    rootView.addSubview(subview2)

    #expect(rootView.convert(subview1.bounds.origin, from: subview1) == subview1.frame.origin)
    #expect(subview1.convert(subview1.bounds.origin, to: rootView) == subview1.frame.origin)

    #expect(rootView.convert(CGPoint(x: 15, y: 15), to: subview1) == CGPoint(x: -5, y: 5))
    #expect(subview1.convert(CGPoint(x: 5, y: 5), to: rootView) == CGPoint(x: 25, y: 15))
    #expect(rootView.convert(CGPoint(x: 85, y: 85), to: subview2) == CGPoint(x: 5, y: 5))
    #expect(subview2.convert(CGPoint(x: -5, y: -5), to: rootView) == CGPoint(x: 75, y: 75))

    #expect(subview1.convert(CGPoint(x: 60, y: 70), to: subview2) == CGPoint(x: 0, y: 0))
    #expect(subview2.convert(CGPoint(x: -5, y: -5), to: subview1) == CGPoint(x: 55, y: 65))

    let subSubView = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    subview2.addSubview(subSubView)
    #expect(subSubView.convert(CGPoint(x: 1, y: 1), to: subview1) == CGPoint(x: 66, y: 76))
  }

  // peers G7's companion (flowkey testAbsoluteOrigin / testCoordinateSystemConversion).
  @Test func nestedOriginInRoot() {
    let rootView = UIView()
    let subview1 = UIView()
    let subview1subview1 = UIView()
    subview1.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
    subview1subview1.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
    rootView.addSubview(subview1)
    subview1.addSubview(subview1subview1)
    #expect(subview1subview1.convert(CGPoint.zero, to: rootView) == CGPoint(x: 25, y: 25))
    #expect(rootView.convert(CGPoint.zero, from: subview1subview1) == CGPoint(x: 25, y: 25))
  }

  // peers G8: the root's own bounds.origin never enters a conversion into the root.
  @Test func rootBoundsOriginDoesNotAffectConversionIntoRoot() {
    let rootView = UIView()
    let subview1 = UIView()
    let subview1subview1 = UIView()
    rootView.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
    rootView.frame.origin = .zero
    subview1.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
    subview1subview1.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
    rootView.addSubview(subview1)
    subview1.addSubview(subview1subview1)
    #expect(subview1subview1.convert(CGPoint.zero, to: rootView) == CGPoint(x: 25, y: 25))
  }

  // peers G9: an intermediate view's bounds.origin shifts its children up and left.
  @Test func subviewBoundsOriginShiftsItsChildren() {
    let rootView = UIView()
    let subview1 = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
    subview1.bounds.origin = CGPoint(x: 10, y: 10)
    rootView.addSubview(subview1)
    let subview1subview1 = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    subview1.addSubview(subview1subview1)
    #expect(subview1subview1.convert(CGPoint.zero, to: rootView) == CGPoint(x: 15, y: 15))
  }

  // peers G10: the view's own bounds.origin moves where its local (0, 0) lands.
  @Test func ownBoundsOriginMovesLocalZero() {
    let rootView = UIView()
    rootView.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
    rootView.frame.origin = .zero
    let subview1 = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
    subview1.bounds.origin = CGPoint(x: 5, y: 5)
    rootView.addSubview(subview1)
    let subview1subview1 = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    subview1subview1.bounds.origin = CGPoint(x: 999, y: 999)
    subview1.addSubview(subview1subview1)
    #expect(subview1subview1.convert(CGPoint.zero, to: rootView) == CGPoint(x: -979, y: -979))
  }

  // peers G11 (flowkey testAbsoluteOriginWithTransforms).
  @Test func originUnderNestedScales() {
    let rootView = UIView(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
    let subview = UIView()
    subview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    subview.frame = CGRect(x: 128, y: 128, width: 256, height: 256)
    subview.bounds.origin = CGPoint(x: 32, y: 32)
    rootView.addSubview(subview)
    #expect(subview.bounds.size == CGSize(width: 512, height: 512))
    #expect(subview.center == CGPoint(x: 256, y: 256))

    let subviewSubview = UIView()
    subviewSubview.transform = CGAffineTransform(scaleX: 2, y: 2)
    subviewSubview.frame = CGRect(x: 128, y: 128, width: 128, height: 128)
    subview.addSubview(subviewSubview)
    #expect(subviewSubview.bounds.size == CGSize(width: 64, height: 64))
    #expect(subviewSubview.convert(CGPoint.zero, to: rootView) == CGPoint(x: 176, y: 176))
  }

  // peers G12 (flowkey testAbsoluteOriginWithTransformsAndLotsOfBounds): the intermediate
  // blank view has a zero frame, an identity hop that makes the scale act on a grandchild.
  @Test func originUnderScalesAndBoundsOrigins() {
    let rootView = UIView(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
    rootView.bounds.origin = CGPoint(x: 16, y: 18)
    let subview = UIView()
    subview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    subview.frame = CGRect(x: 128, y: 128, width: 256, height: 256)
    subview.bounds.origin = CGPoint(x: 32, y: 32)
    rootView.addSubview(subview)
    let blankSubview = UIView()
    subview.addSubview(blankSubview)
    let subviewSubview = UIView()
    subviewSubview.transform = CGAffineTransform(scaleX: 3, y: 3)
    subviewSubview.frame = CGRect(x: 100, y: 128, width: 128, height: 128)
    subviewSubview.bounds.origin = CGPoint(x: 64, y: 32)
    blankSubview.addSubview(subviewSubview)
    let origin = subviewSubview.convert(CGPoint.zero, to: rootView)
    #expect(isClose(origin, CGPoint(x: 66, y: 128)))
  }

  // peers G13 (flowkey testConvertToSubviewWithSubviewTransform and its opposite): converted
  // coordinates are in the target's untransformed bounds units.
  @Test func conversionIntoAndOutOfAScaledSubview() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    let subview = UIView()
    subview.transform = CGAffineTransform(scaleX: 2.0, y: 2.0)
    subview.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
    view.addSubview(subview)
    #expect(subview.bounds.size == CGSize(width: 30, height: 20))
    #expect(view.convert(CGPoint(x: 60, y: 20), to: subview) == CGPoint(x: 25, y: 5))
    #expect(subview.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))
  }

  // peers G14 (flowkey testConvertPointWithNonZeroBoundsOriginToSuperview).
  @Test func conversionWithBoundsOriginsOnBothSides() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.origin = CGPoint(x: 50, y: 50)
    let subview = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    view.addSubview(subview)
    let testPoint = CGPoint(x: 10, y: 10)
    subview.bounds.origin = CGPoint(x: 123, y: 123)
    let testPointIgnoringSubviewBoundsOrigin = CGPoint(
      x: subview.bounds.origin.x + testPoint.x, y: subview.bounds.origin.y + testPoint.y)
    let convertedPoint1 = subview.convert(testPointIgnoringSubviewBoundsOrigin, to: view)
    let convertedPoint2 = view.convert(testPointIgnoringSubviewBoundsOrigin, from: subview)
    #expect(convertedPoint1 == convertedPoint2)
    #expect(convertedPoint1 == CGPoint(x: 50, y: 50))
  }

  // peers G15 (flowkey testConversionWithMultipleSubviewsBounds): the window's own frame
  // origin and bounds.origin do not matter when converting into the window.
  @Test func conversionThroughSeveralBoundsOriginsIntoTheWindow() {
    let window = UIWindow(frame: CGRect(x: 3, y: 4, width: 256, height: 256))
    window.bounds.origin = CGPoint(x: 2, y: 1)
    let subview = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
    subview.bounds.origin = CGPoint(x: 15, y: 15)
    window.addSubview(subview)
    let subview2 = UIView(frame: CGRect(x: 70, y: 70, width: 100, height: 100))
    subview2.bounds.origin = CGPoint(x: 25, y: 25)
    subview.addSubview(subview2)
    let subview3 = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    subview3.bounds.origin = CGPoint(x: 64, y: 64)
    subview2.addSubview(subview3)
    #expect(subview3.convert(CGPoint(x: 20, y: 10), to: window) == CGPoint(x: 116, y: 106))
    #expect(subview3.convert(CGPoint(x: 20, y: 10), to: nil) == CGPoint(x: 116, y: 106))
  }

  // peers G16: converting downward undoes every ancestor transform. Container scale 2, frame
  // (0, 0, 200, 200) → bounds 100², center (100, 100): root (100, 100) → container (50, 50) →
  // M (40, 40) → I (35, 35).
  @Test func conversionIntoAViewUnderAScaledAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView()
    container.transform = CGAffineTransform(scaleX: 2, y: 2)
    container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.addSubview(container)
    #expect(container.bounds.size == CGSize(width: 100, height: 100))
    let middle = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    container.addSubview(middle)
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    middle.addSubview(inner)
    #expect(root.convert(CGPoint(x: 100, y: 100), to: inner) == CGPoint(x: 35, y: 35))
    #expect(inner.convert(CGPoint(x: 100, y: 100), from: root) == CGPoint(x: 35, y: 35))
    #expect(inner.convert(CGPoint(x: 35, y: 35), to: root) == CGPoint(x: 100, y: 100))
  }

  // peers G17 (flowkey testConvertWithNilView): a parentless view with default geometry.
  @Test func parentlessViewConvertsToAndFromNilUnchanged() {
    let rootView = UIView()
    let point = CGPoint(x: 10, y: 10)
    #expect(rootView.convert(point, to: nil) == point)
    #expect(rootView.convert(point, from: nil) == point)
  }

  // peers H8 (Cacao testConvertToView, "this is what UIKit also gives us"): a frame origin is
  // in the parent's coordinates, not the child's.
  @Test func frameOriginIsInTheParentsCoordinates() {
    let view1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view2 = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    let view3 = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    let view4 = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    view1.addSubview(view2)
    view2.addSubview(view3)
    view3.addSubview(view4)
    #expect(view1.convert(CGPoint(x: 10, y: 10), to: view1) == CGPoint(x: 10, y: 10))
    #expect(view1.convert(CGPoint(x: 15, y: 15), to: view2) == CGPoint(x: 5, y: 5))
    #expect(view1.convert(CGPoint(x: 25, y: 25), to: view3) == CGPoint(x: 5, y: 5))
    #expect(view1.convert(CGPoint(x: 40, y: 40), to: view4) == CGPoint())
    #expect(view1.convert(view2.frame.origin, to: view2) == CGPoint())
    #expect(view1.convert(view3.frame.origin, to: view3) == CGPoint(x: -10, y: -10))
    #expect(view1.convert(view4.frame.origin, to: view4) == CGPoint(x: -20, y: -20))
  }
}
