import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// setNeedsLayout, layoutIfNeeded and the events that mark views as needing layout.
///
/// Covers spec 4.1–4.4 and 4.13 and peers L1–L7 and L11. Views here are in no window, so nothing
/// is laid out unless the test calls layoutIfNeeded; the update cycle is tested in
/// UIViewUpdateCycleTests.
@MainActor
@Suite struct UIViewLayoutTests {
  /// A root with two children and a grandchild below the first child, all laid out and clean.
  @MainActor
  private struct Tree {
    let log = EventLog()
    let root: LoggingView
    let child: LoggingView
    let sibling: LoggingView
    let grandchild: LoggingView

    init() {
      root = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      sibling = LoggingView("sibling", log: log, frame: CGRect(x: 50, y: 0, width: 50, height: 50))
      grandchild = LoggingView(
        "grandchild", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(child)
      root.addSubview(sibling)
      child.addSubview(grandchild)
      root.layoutIfNeeded()
      log.clear()
    }

    var isClean: Bool {
      [root, child, sibling, grandchild].allSatisfy { !$0.layer.needsLayout() }
    }
  }

  @Test func treeHelperStartsClean() {
    let tree = Tree()
    #expect(tree.isClean)
    #expect(tree.log.entries.isEmpty)
  }

  // spec 4.1, peers L1: setNeedsLayout only records the request and returns.
  @Test func setNeedsLayoutOnlyRecordsTheRequest() {
    let tree = Tree()
    tree.child.setNeedsLayout()
    tree.child.setNeedsLayout()
    #expect(tree.log.entries.isEmpty)
    #expect(tree.child.layer.needsLayout())
    #expect(!tree.root.layer.needsLayout())
  }

  // spec 4.1, peers L1: several invalidations coalesce into one layout.
  @Test func severalInvalidationsCoalesceIntoOneLayout() {
    let tree = Tree()
    tree.child.setNeedsLayout()
    tree.child.setNeedsLayout()
    tree.child.setNeedsLayout()
    tree.child.layoutIfNeeded()
    #expect(tree.log.entries == ["child.layoutSubviews"])
    #expect(tree.isClean)
  }

  // spec 4.2, peers L2: layoutIfNeeded performs the pending layout now.
  @Test func layoutIfNeededPerformsPendingLayoutImmediately() {
    let tree = Tree()
    tree.child.setNeedsLayout()
    tree.child.layoutIfNeeded()
    #expect(tree.log.entries == ["child.layoutSubviews"])
    #expect(!tree.child.layer.needsLayout())
  }

  // spec 4.2, peers L2: with nothing pending, layoutIfNeeded calls no layout callbacks.
  @Test func layoutIfNeededWithNothingPendingCallsNoCallbacks() {
    let tree = Tree()
    tree.root.layoutIfNeeded()
    tree.child.layoutIfNeeded()
    tree.grandchild.layoutIfNeeded()
    #expect(tree.log.entries.isEmpty)
  }

  // spec 4.2: the receiver is the root of the subtree laid out: pending layout below it runs,
  // layout pending beside it (in a clean parent's other branch) does not.
  @Test func layoutIfNeededLaysOutPendingDescendantsButNotOtherBranches() {
    let tree = Tree()
    tree.grandchild.setNeedsLayout()
    tree.sibling.setNeedsLayout()
    tree.child.layoutIfNeeded()
    #expect(tree.log.entries == ["grandchild.layoutSubviews"])
    #expect(tree.sibling.layer.needsLayout())
  }

  // spec 4.3, D5, peers L3: a clean receiver below a dirty parent: the parent is laid out.
  @Test func layoutIfNeededOnCleanChildLaysOutDirtyParent() {
    let tree = Tree()
    tree.root.setNeedsLayout()
    tree.child.layoutIfNeeded()
    #expect(tree.log.entries == ["root.layoutSubviews"])
    #expect(tree.isClean)
  }

  // spec 4.3, D5: the walk goes up while ancestors need layout, then the whole subtree below the
  // highest one is laid out, top-down (so a dirty sibling of the receiver is included).
  @Test func layoutIfNeededLaysOutTheWholeTreeBelowTheHighestDirtyAncestor() {
    let tree = Tree()
    tree.root.setNeedsLayout()
    tree.child.setNeedsLayout()
    tree.sibling.setNeedsLayout()
    tree.grandchild.layoutIfNeeded()
    #expect(
      tree.log.entries == [
        "root.layoutSubviews", "child.layoutSubviews", "sibling.layoutSubviews",
      ])
    #expect(tree.isClean)
  }

  // spec 4.3: the walk stops at the first ancestor that does not need layout; a dirty ancestor
  // above a clean one is not reached.
  @Test func ancestorWalkStopsAtTheFirstCleanAncestor() {
    let tree = Tree()
    tree.root.setNeedsLayout()
    tree.grandchild.setNeedsLayout()
    tree.grandchild.layoutIfNeeded()
    #expect(tree.log.entries == ["grandchild.layoutSubviews"])
    #expect(tree.root.layer.needsLayout())
  }

  // spec 4.4, D6: layout is top-down; a parent's layoutSubviews assigns child frames before the
  // children's own layoutSubviews run.
  @Test func layoutRunsTopDownWithParentFramesAssignedFirst() {
    let tree = Tree()
    var childWidthSeenByChild: CGFloat?
    tree.root.onLayout = { root in
      root.subviews[0].frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    }
    tree.child.onLayout = { child in childWidthSeenByChild = child.bounds.width }
    tree.root.setNeedsLayout()
    tree.grandchild.setNeedsLayout()
    tree.root.layoutIfNeeded()
    // The child's size changed (50 → 80) inside the root's pass, which marked the child.
    #expect(
      tree.log.entries == [
        "root.layoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews",
      ])
    #expect(childWidthSeenByChild == 80)
  }

  // peers L11: a freshly created view needs layout, so its first layoutIfNeeded lays it out;
  // the second has nothing to do.
  @Test func freshViewNeedsLayoutOnce() {
    let log = EventLog()
    let view = LoggingView("v", log: log)
    #expect(view.layer.needsLayout())
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(log.entries == ["v.layoutSubviews"])
  }

  // spec 4.13, peers L4: creating a view does not lay anything out, even after a turn of the
  // main queue (its pending flag of L11 only matters once someone asks for layout).
  @Test func creatingAViewDoesNotLayItOut() async {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    await nextMainQueueTurn()
    #expect(log.entries.isEmpty)
    #expect(view.superview == nil)
  }

  // spec 4.13: creating a view (even with a frame) marks no existing view.
  @Test func creatingAViewMarksNoOtherView() {
    let tree = Tree()
    _ = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = LoggingView("new", log: tree.log, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(tree.isClean)
  }

  // spec 4.13, peers L4: addSubview marks the added view and the receiver.
  @Test func addSubviewMarksTheAddedViewAndTheReceiver() {
    let tree = Tree()
    let view = LoggingView("new", log: tree.log)
    view.layoutIfNeeded()
    tree.log.clear()
    #expect(!view.layer.needsLayout())

    tree.child.addSubview(view)
    #expect(view.layer.needsLayout())
    #expect(tree.child.layer.needsLayout())
    #expect(!tree.root.layer.needsLayout())
    tree.log.clear()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["child.layoutSubviews", "new.layoutSubviews"])
  }

  // spec 4.13, peers L4: removeFromSuperview marks the former superview.
  @Test func removeFromSuperviewMarksTheFormerSuperview() {
    let tree = Tree()
    tree.grandchild.removeFromSuperview()
    #expect(tree.child.layer.needsLayout())
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries.contains("child.layoutSubviews"))
  }

  // spec 4.13, peers L4: a bounds size change marks the view and its superview.
  @Test func boundsSizeChangeMarksTheViewAndItsSuperview() {
    let tree = Tree()
    tree.child.bounds = CGRect(x: 0, y: 0, width: 60, height: 50)
    #expect(tree.child.layer.needsLayout())
    #expect(tree.root.layer.needsLayout())
    #expect(!tree.sibling.layer.needsLayout())
    #expect(!tree.grandchild.layer.needsLayout())
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["root.layoutSubviews", "child.layoutSubviews"])
  }

  // spec 4.13, peers L4: a size change through frame marks the view and its superview.
  @Test func frameSizeChangeMarksTheViewAndItsSuperview() {
    let tree = Tree()
    tree.child.frame = CGRect(x: 0, y: 0, width: 50, height: 70)
    #expect(tree.child.layer.needsLayout())
    #expect(tree.root.layer.needsLayout())
  }

  // peers L5: changing a subview's layer.bounds size marks the superview, whose layoutSubviews
  // runs on the next layoutIfNeeded.
  @Test func layerBoundsSizeChangeMarksTheSuperview() {
    let tree = Tree()
    tree.child.layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(tree.root.layer.needsLayout())
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries.first == "root.layoutSubviews")
  }

  // spec 4.13, peers L4: an origin-only frame change (or a center change) does not mark the view.
  @Test func originOnlyFrameChangeDoesNotMarkTheView() {
    let tree = Tree()
    tree.child.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
    #expect(!tree.child.layer.needsLayout())
    tree.child.center = CGPoint(x: 5, y: 5)
    #expect(!tree.child.layer.needsLayout())
    tree.child.layoutIfNeeded()
    #expect(!tree.log.entries.contains("child.layoutSubviews"))
  }

  // spec 4.13: setting the same frame again changes nothing and marks nothing.
  @Test func settingAnUnchangedFrameMarksNothing() {
    let tree = Tree()
    tree.child.frame = tree.child.frame
    tree.child.bounds = tree.child.bounds
    #expect(tree.isClean)
  }

  // peers L6: a bounds *origin* change (what scrolling does) does not lay out the superview.
  // (L6's presentation-layer case does not apply: HeadlessUIKit has no presentation layer; the
  // scroll view's own re-layout on scrolling, spec 4.13, belongs to UIScrollView.)
  @Test func boundsOriginChangeDoesNotMarkTheSuperview() {
    let tree = Tree()
    tree.child.bounds.origin = CGPoint(x: 0, y: 25)
    #expect(!tree.root.layer.needsLayout())
  }

  // peers L7: bringSubviewToFront / sendSubviewToBack that change the order lay out the
  // superview.
  @Test func bringSubviewToFrontMarksTheSuperview() {
    let tree = Tree()
    tree.root.bringSubviewToFront(tree.child)
    #expect(tree.root.layer.needsLayout())
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["root.layoutSubviews"])
  }

  @Test func sendSubviewToBackMarksTheSuperview() {
    let tree = Tree()
    tree.root.sendSubviewToBack(tree.sibling)
    #expect(tree.root.layer.needsLayout())
  }
}
