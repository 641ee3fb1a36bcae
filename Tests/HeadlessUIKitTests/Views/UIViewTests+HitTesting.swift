import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A view that records the hit-testing calls it receives, with the point it was given.
@MainActor
private final class RecordingView: UIView {
  let name: String
  let log: EventLog
  var insideOverride: Bool?

  init(_ name: String, log: EventLog, frame: CGRect) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    log.record("\(name).hitTest(\(point.x), \(point.y))")
    return super.hitTest(point, with: event)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    log.record("\(name).pointInside")
    return insideOverride ?? super.point(inside: point, with: event)
  }
}

/// UIKit's hit-testing algorithm (spec §3, peers H1–H8).
@MainActor
@Suite struct UIViewHitTestingTests {
  /// A 100×100 parent holding one 50×50 child at (25, 25).
  private func parentAndChild() -> (parent: UIView, child: UIView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
    parent.addSubview(child)
    return (parent, child)
  }

  // MARK: 3.1 Eligibility

  // spec 3.1: a hidden receiver returns nil without looking further (not even point(inside:)).
  @Test func hiddenViewIsNotHitAndNotAsked() {
    let log = EventLog()
    let view = RecordingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.isHidden = true
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    #expect(log.entries == ["v.hitTest(50.0, 50.0)"])
  }

  // spec 3.1: user interaction disabled → nil, without looking further.
  @Test func nonInteractiveViewIsNotHitAndNotAsked() {
    let log = EventLog()
    let view = RecordingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.isUserInteractionEnabled = false
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    #expect(log.entries == ["v.hitTest(50.0, 50.0)"])
  }

  // spec 3.1, D25: alpha exactly 0.01 is still hittable; below it is not.
  @Test func alphaOfExactlyOneHundredthIsHittable() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.alpha = 0.01
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    view.alpha = 0.0099
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    view.alpha = 0
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    view.alpha = 1
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
  }

  // spec 3.1: a transparent receiver returns nil without looking further.
  @Test func transparentViewIsNotAsked() {
    let log = EventLog()
    let view = RecordingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.alpha = 0.0099
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    #expect(log.entries == ["v.hitTest(50.0, 50.0)"])
  }

  // MARK: 3.2–3.3 point(inside:)

  // spec 3.2, peers H7: a child sticking out of its parent cannot be hit there, whether or not
  // the parent clips.
  @Test(arguments: [false, true])
  func childOutsideParentBoundsIsNotHit(clipsToBounds: Bool) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.clipsToBounds = clipsToBounds
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    parent.addSubview(child)
    #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
    #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
  }

  // spec 3.2: clipsToBounds defaults to false for UIView.
  @Test func clipsToBoundsDefaultsToFalse() {
    #expect(UIView().clipsToBounds == false)
  }

  // spec 3.2: point(inside:) decides; when it is false the subviews are never visited.
  @Test func pointInsideFalseSkipsTheWholeBranch() {
    let log = EventLog()
    let parent = RecordingView("p", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = RecordingView("c", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(child)
    parent.insideOverride = false
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    #expect(log.entries == ["p.hitTest(50.0, 50.0)", "p.pointInside"])
  }

  // spec 3.2: conversely, an overridden point(inside:) that accepts a point outside the bounds
  // lets the subviews be tried there.
  @Test func pointInsideOverrideWidensTheHitArea() {
    let log = EventLog()
    let parent = RecordingView("p", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    parent.addSubview(child)
    parent.insideOverride = true
    #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
    #expect(parent.hitTest(CGPoint(x: 500, y: 500), with: nil) === parent)
  }

  // spec 3.3, peers H1: point(inside:) is bounds.contains, max edges exclusive.
  @Test func pointInsideIsHalfOpen() {
    let view = UIView()
    view.bounds.size = CGSize(width: 100, height: 100)
    #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
    #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
    #expect(!view.point(inside: CGPoint(x: -0.001, y: 50), with: nil))
  }

  // spec 3.3, peers H2: point(inside:) works in bounds coordinates, origin included.
  @Test func pointInsideHonoursBoundsOrigin() {
    let view = UIView()
    view.bounds.size = CGSize(width: 100, height: 100)
    view.bounds.origin = CGPoint(x: 10000, y: 10000)
    #expect(!view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(view.point(inside: CGPoint(x: 10050, y: 10050), with: nil))
  }

  // spec 3.3: a view with an empty bounds contains no point.
  @Test func emptyViewContainsNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(!view.point(inside: CGPoint(x: 0, y: 5), with: nil))
    #expect(view.hitTest(CGPoint(x: 0, y: 5), with: nil) == nil)
  }

  // MARK: 3.4 Order and conversion

  // spec 3.4, peers H7: overlapping siblings — the last in `subviews` (front-most) wins.
  @Test func frontMostSubviewWins() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    parent.addSubview(back)
    parent.addSubview(front)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    parent.bringSubviewToFront(back)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    // [front, back] → exchanged → [back, front]
    parent.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    parent.sendSubviewToBack(front)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
  }

  // spec 3.4: subviews are visited last to first, each with the point in its own space, and the
  // first non-nil result ends the search.
  @Test func subviewsAreVisitedFrontToBackWithConvertedPoints() {
    let log = EventLog()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = RecordingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = RecordingView("b", log: log, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    b.bounds.origin = CGPoint(x: 100, y: 100)
    let c = RecordingView("c", log: log, frame: CGRect(x: 60, y: 60, width: 10, height: 10))
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(c)
    // (30, 30) is outside c; in b it is (30 − 10 + 100, 30 − 20 + 100) = (120, 110), inside b.
    #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === b)
    #expect(
      log.entries == [
        "c.hitTest(-30.0, -30.0)", "c.pointInside", "b.hitTest(120.0, 110.0)", "b.pointInside",
      ])
  }

  // spec 3.4: with no subview hit, the receiver is the result.
  @Test func receiverIsReturnedWhenNoSubviewIsHit() {
    let (parent, child) = parentAndChild()
    #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === child)
  }

  // spec 3.4, peers H3 (flowkey testHitTestBasic): points are in the root's bounds coordinates.
  @Test func hitTestInBoundsCoordinates() {
    let rootView = UIView()
    rootView.bounds = CGRect(x: -10, y: -10, width: 100, height: 100)
    rootView.frame.origin = .zero
    let subview1 = UIView()
    subview1.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
    let subview1subview1 = UIView()
    subview1subview1.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
    rootView.addSubview(subview1)
    subview1.addSubview(subview1subview1)

    #expect(rootView.hitTest(CGPoint(x: -5, y: -5), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 40, y: 40), with: nil) === subview1)
    #expect(rootView.hitTest(CGPoint(x: 52.5, y: 52.5), with: nil) === subview1subview1)
    #expect(rootView.hitTest(CGPoint(x: -11, y: -11), with: nil) == nil)
    #expect(rootView.hitTest(CGPoint(x: 95, y: 95), with: nil) == nil)
  }

  // spec 3.4, peers H4 (flowkey testHitTestWithSelfTransform): the receiver's own transform
  // does not enter; its bounds are 200² under scale 0.5.
  @Test func hitTestWithSelfTransform() {
    let rootView = UIView()
    let subview = UIView()
    rootView.addSubview(subview)
    rootView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    rootView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    subview.frame = CGRect(x: 25, y: 25, width: 50, height: 50)

    #expect(rootView.hitTest(CGPoint(x: 25, y: 25), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 74, y: 74), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 20, y: 20), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 75, y: 75), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 199, y: 199), with: nil) === rootView)
  }

  // spec 3.4, peers H5 (flowkey testHitTestWithChildTransform).
  @Test func hitTestWithChildTransform() {
    let rootView = UIView()
    let subview = UIView()
    rootView.addSubview(subview)
    rootView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    subview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    subview.frame = CGRect(x: 25, y: 25, width: 50, height: 50)

    #expect(rootView.hitTest(CGPoint(x: 25, y: 25), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 74, y: 74), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 20, y: 20), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 75, y: 75), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
  }

  // spec 3.4, peers H6 (flowkey testHitTestWithSelfTransformAndAlteredBoundsOrigin).
  @Test func hitTestWithSelfTransformAndBoundsOrigin() {
    let rootView = UIView()
    let subview = UIView()
    rootView.addSubview(subview)
    rootView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    rootView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    subview.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
    rootView.bounds.origin = CGPoint(x: 0, y: 25)

    #expect(rootView.hitTest(CGPoint(x: 25, y: 25), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 74, y: 74), with: nil) === subview)
    #expect(rootView.hitTest(CGPoint(x: 75, y: 75), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 199, y: 199), with: nil) === rootView)
    #expect(rootView.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
  }

  // spec 3.4: a rotated child is hit through its own space. Child 40×20 at center (50, 50)
  // rotated by π/2 covers x ∈ [40, 60], y ∈ [30, 70] in the parent.
  @Test func hitTestThroughARotatedChild() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    child.center = CGPoint(x: 50, y: 50)
    child.transform = CGAffineTransform(rotationAngle: .pi / 2)
    parent.addSubview(child)
    #expect(parent.hitTest(CGPoint(x: 50, y: 35), with: nil) === child)
    #expect(parent.hitTest(CGPoint(x: 35, y: 50), with: nil) === parent)
  }

  // peers H8's companion (Cacao testHitTest): nested frames (10,10)+(10,10)+(20,20).
  @Test func hitTestNestedFrames() {
    let view1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view2 = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    let view3 = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    let view4 = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    view1.addSubview(view2)
    view2.addSubview(view3)
    view3.addSubview(view4)
    #expect(view1.hitTest(CGPoint(x: 5, y: 5), with: nil) === view1)
    #expect(view1.hitTest(view2.frame.origin, with: nil) === view2)
    #expect(view1.hitTest(CGPoint(x: 15, y: 15), with: nil) === view2)
    #expect(view1.hitTest(CGPoint(x: 20, y: 20), with: nil) === view3)
    #expect(view1.hitTest(CGPoint(x: 25, y: 25), with: nil) === view3)
    #expect(view1.hitTest(CGPoint(x: 40, y: 40), with: nil) === view4)
    #expect(view1.hitTest(CGPoint(x: 45, y: 45), with: nil) === view4)
  }

  // MARK: 3.5–3.7

  // spec 3.5: content is not considered — a view with no (or a clear) background is hit.
  @Test func transparentContentIsStillHit() {
    let (parent, child) = parentAndChild()
    child.isOpaque = false
    #expect(child.backgroundColor == nil)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    child.backgroundColor = .clear
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
  }

  // spec 3.6, peers H7: descendants of a hidden, non-interactive or transparent view are never
  // returned, though their own isHidden does not consult the ancestor.
  @Test(arguments: ["hidden", "noninteractive", "transparent"])
  func ineligibleAncestorHidesItsDescendants(kind: String) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (parent, child) = parentAndChild()
    root.addSubview(parent)
    switch kind {
    case "hidden": parent.isHidden = true
    case "noninteractive": parent.isUserInteractionEnabled = false
    default: parent.alpha = 0
    }
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    // The child itself is still eligible when asked directly.
    #expect(!child.isHidden)
    #expect(child.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
  }

  // spec 3.6: an ineligible child drops out, and the point falls through to what is behind it.
  @Test func ineligibleChildFallsThroughToItsParent() {
    let (parent, child) = parentAndChild()
    child.isHidden = true
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
    child.isHidden = false
    child.isUserInteractionEnabled = false
    #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
  }

  // spec 3.7: the test vector.
  @Test func childOverhangingTheParentVector() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.clipsToBounds = false
    let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
    parent.addSubview(child)
    #expect(parent.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
    #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
  }

  // peers H7: the whole rule in one window — hidden, disabled and transparent siblings in
  // front are skipped, and the visible one behind them is hit.
  @Test func ineligibleFrontSiblingsAreSkipped() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(target)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    hidden.isHidden = true
    let disabled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    disabled.isUserInteractionEnabled = false
    let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    transparent.alpha = 0.005
    for view in [hidden, disabled, transparent] { window.addSubview(view) }
    window.isHidden = false
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === target)
  }
}
