import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct UIViewLayoutDecisionTests {
  // Decision H12: sizing children inside layoutSubviews does not re-mark the parent, so the
  // parent's layoutSubviews runs once per pass, in the update cycle and in layoutIfNeeded.
  @Test func parentSizingItsChildrenIsLaidOutOncePerPass() async {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    window.addSubview(parent)
    log.clear()
    var width: CGFloat = 10
    parent.onLayout = { _ in
      width += 10
      child.frame = CGRect(x: 0, y: 0, width: width, height: 10)
    }
    window.layoutIfNeeded()
    #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    #expect(!parent.layer.needsLayout())

    log.clear()
    parent.setNeedsLayout()
    await nextMainQueueTurn()
    #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    #expect(child.frame.width == 30)
  }

  // Outside a layout pass the rule of spec 4.13 holds: resizing a child marks its superview.
  @Test func resizingAChildOutsideLayoutMarksTheSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(!parent.layer.needsLayout())
    child.frame.size.width = 20
    #expect(parent.layer.needsLayout())
  }
}

@MainActor
@Suite struct UIViewHitTestingDecisionTests {
  // Decision H13: a zero-scaled subview covers no area, so neither it nor its children are hit;
  // the point falls through to the view behind it.
  @Test func zeroScaledSubviewIsNeverHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let collapsed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    collapsed.addSubview(inner)
    root.addSubview(collapsed)
    collapsed.transform = CGAffineTransform(scaleX: 0, y: 0)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 10, y: 90), with: nil) === root)
  }
}
