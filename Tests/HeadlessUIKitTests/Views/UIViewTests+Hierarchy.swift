import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The view tree: adding, inserting, reordering, removing and searching subviews (peers V1, V4;
/// spec 4.13 for the layout marks that go with them).
@MainActor
@Suite struct UIViewHierarchyTests {
  /// Where `insertSubview` puts `v1` among `[v0, v1, v2, v3]` (peers V4).
  enum InsertionCase: Sendable, CustomTestStringConvertible {
    case atIndex(Int)
    case below(Int)
    case above(Int)
    case belowItself
    case aboveItself
    case belowNonSibling
    case aboveNonSibling

    var testDescription: String {
      switch self {
      case .atIndex(let index): "insertSubview(v1, at: \(index))"
      case .below(let index): "insertSubview(v1, belowSubview: v\(index))"
      case .above(let index): "insertSubview(v1, aboveSubview: v\(index))"
      case .belowItself: "insertSubview(v1, belowSubview: v1)"
      case .aboveItself: "insertSubview(v1, aboveSubview: v1)"
      case .belowNonSibling: "insertSubview(v1, belowSubview: notASibling)"
      case .aboveNonSibling: "insertSubview(v1, aboveSubview: notASibling)"
      }
    }
  }

  @Test func addSubviewAppendsTheViewAndItsLayer() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews == [a, b])
    #expect(a.superview === parent)
    #expect(b.superview === parent)
    #expect(parent.layer.sublayers == [a.layer, b.layer])
    #expect(a.layer.superlayer === parent.layer)
  }

  // peers V1: an index past the end appends.
  @Test func insertingAtIndexPastTheEndAppends() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.insertSubview(a, at: 999)
    #expect(parent.subviews == [a])
    parent.insertSubview(b, at: 999)
    #expect(parent.subviews == [a, b])
    #expect(parent.layer.sublayers == [a.layer, b.layer])
  }

  // peers V1: inserting below (or above) a view that is not a subview puts the view on top.
  @Test func insertingRelativeToANonSubviewAppendsOnTop() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stranger = UIView()
    parent.addSubview(a)
    parent.insertSubview(b, belowSubview: stranger)
    #expect(parent.subviews == [a, b])
    parent.insertSubview(c, aboveSubview: stranger)
    #expect(parent.subviews == [a, b, c])
    #expect(parent.layer.sublayers == [a.layer, b.layer, c.layer])
  }

  // peers V1; spec 4.13: adding a view to a new parent removes it from the old one, which is
  // told with willRemoveSubview(_:) and marked as needing layout.
  @Test func addingToANewParentRemovesFromTheOldParent() {
    let log = EventLog()
    let oldParent = LoggingView("old", log: log)
    let newParent = UIView()
    let view = UIView()
    let sibling = UIView()
    oldParent.addSubview(view)
    oldParent.addSubview(sibling)
    oldParent.layoutIfNeeded()
    #expect(!oldParent.layer.needsLayout())
    log.clear()

    newParent.addSubview(view)
    #expect(oldParent.subviews == [sibling])
    #expect(oldParent.layer.sublayers == [sibling.layer])
    #expect(newParent.subviews == [view])
    #expect(view.superview === newParent)
    #expect(view.layer.superlayer === newParent.layer)
    #expect(log.entries == ["old.willRemoveSubview(UIView)"])
    #expect(oldParent.layer.needsLayout())
  }

  // peers V4: with subviews [v0, v1, v2, v3], where each insertSubview variant puts v1 (which
  // already is a subview, so it is first taken out: [v0, v2, v3]). UIKit's "relative to nil"
  // case (v1 stays at index 1) cannot be written in Swift: `belowSubview:`/`aboveSubview:` take
  // a non-optional `UIView`, so that case is not tested.
  @Test(arguments: [
    (InsertionCase.atIndex(0), [1, 0, 2, 3]),
    (.atIndex(1), [0, 1, 2, 3]),
    (.atIndex(2), [0, 2, 1, 3]),
    (.atIndex(3), [0, 2, 3, 1]),
    (.atIndex(999), [0, 2, 3, 1]),
    (.belowItself, [0, 2, 3, 1]),
    (.aboveItself, [0, 2, 3, 1]),
    (.belowNonSibling, [0, 2, 3, 1]),
    (.aboveNonSibling, [0, 2, 3, 1]),
    (.below(2), [0, 1, 2, 3]),
    (.below(3), [0, 2, 1, 3]),
    (.above(0), [0, 1, 2, 3]),
    (.above(3), [0, 2, 3, 1]),
  ])
  func insertingAnExistingSubviewMovesIt(_ insertion: InsertionCase, expectedOrder: [Int]) {
    let log = EventLog()
    let parent = UIView()
    let views = (0..<4).map { LoggingView("v\($0)", log: log) }
    for view in views { parent.addSubview(view) }
    let stranger = UIView()
    UIView().addSubview(stranger)
    log.clear()

    let v1 = views[1]
    switch insertion {
    case .atIndex(let index): parent.insertSubview(v1, at: index)
    case .below(let index): parent.insertSubview(v1, belowSubview: views[index])
    case .above(let index): parent.insertSubview(v1, aboveSubview: views[index])
    case .belowItself: parent.insertSubview(v1, belowSubview: v1)
    case .aboveItself: parent.insertSubview(v1, aboveSubview: v1)
    case .belowNonSibling: parent.insertSubview(v1, belowSubview: stranger)
    case .aboveNonSibling: parent.insertSubview(v1, aboveSubview: stranger)
    }

    let expected = expectedOrder.map { views[$0] }
    #expect(parent.subviews == expected)
    #expect(parent.layer.sublayers == expected.map(\.layer))
    // A move within the same superview is not a move to a new superview or window.
    #expect(log.entries.isEmpty)
  }

  // Adding a view that already is a subview moves it to the front, without move callbacks.
  @Test func addingAnExistingSubviewAgainMovesItToTheFrontWithoutCallbacks() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    let c = LoggingView("c", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(c)
    log.clear()

    parent.addSubview(a)
    #expect(parent.subviews == [b, c, a])
    #expect(parent.layer.sublayers == [b.layer, c.layer, a.layer])
    #expect(log.entries.isEmpty)
  }

  @Test func exchangeSubviewSwapsSubviewsAndLayers() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    let c = LoggingView("c", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(c)
    log.clear()

    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews == [c, b, a])
    #expect(parent.layer.sublayers == [c.layer, b.layer, a.layer])
    #expect(log.entries.isEmpty)
    #expect(a.superview === parent)
    #expect(c.superview === parent)
  }

  // peers L7 (layout marks are in UIViewTests+Layout): the layer order follows the subviews.
  @Test func bringSubviewToFrontAndSendSubviewToBackReorderLayersToo() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    let c = LoggingView("c", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(c)
    log.clear()

    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    #expect(parent.layer.sublayers == [b.layer, c.layer, a.layer])

    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, b, a])
    #expect(parent.layer.sublayers == [c.layer, b.layer, a.layer])
    #expect(log.entries.isEmpty)
  }

  @Test func removeFromSuperviewDetachesTheViewAndItsLayer() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)

    a.removeFromSuperview()
    #expect(parent.subviews == [b])
    #expect(parent.layer.sublayers == [b.layer])
    #expect(a.superview == nil)
    #expect(a.layer.superlayer == nil)
  }

  // Apple's removeFromSuperview doc: only a view with a superview is removed.
  @Test func removeFromSuperviewWithoutSuperviewDoesNothing() {
    let log = EventLog()
    let view = LoggingView("v", log: log)
    view.removeFromSuperview()
    #expect(view.superview == nil)
    #expect(log.entries.isEmpty)
  }

  @Test func isDescendantOfIsTrueForTheViewItselfAndItsAncestorsOnly() {
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    let sibling = UIView()
    let stranger = UIView()
    root.addSubview(child)
    root.addSubview(sibling)
    child.addSubview(grandchild)

    #expect(grandchild.isDescendant(of: grandchild))
    #expect(grandchild.isDescendant(of: child))
    #expect(grandchild.isDescendant(of: root))
    #expect(!grandchild.isDescendant(of: sibling))
    #expect(!child.isDescendant(of: grandchild))
    #expect(!root.isDescendant(of: child))
    #expect(!grandchild.isDescendant(of: stranger))
  }

  // viewWithTag: the receiver first, then its subtree depth-first in subview order.
  @Test func viewWithTagSearchesTheReceiverFirstThenDepthFirst() {
    let root = UIView()
    let first = UIView()
    let deep = UIView()
    let second = UIView()
    root.addSubview(first)
    root.addSubview(second)
    first.addSubview(deep)
    deep.tag = 5
    second.tag = 5

    // deep (inside the first subview) comes before second, which is shallower but later.
    #expect(root.viewWithTag(5) === deep)
    #expect(second.viewWithTag(5) === second)
    root.tag = 5
    #expect(root.viewWithTag(5) === root)
    #expect(root.viewWithTag(42) == nil)
    // Every view's tag defaults to 0, so 0 finds the receiver.
    #expect(first.viewWithTag(0) === first)
  }

  // UIResponder: a view's next responder is its superview.
  @Test func nextResponderIsTheSuperview() {
    let parent = UIView()
    let child = UIView()
    #expect(child.next == nil)
    parent.addSubview(child)
    #expect(child.next === parent)
    child.removeFromSuperview()
    #expect(child.next == nil)
  }

  @Test func windowPropagatesToTheWholeSubtree() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView()
    let child = UIView()
    let grandchild = UIView()
    container.addSubview(child)
    child.addSubview(grandchild)
    #expect(container.window == nil)
    #expect(grandchild.window == nil)

    window.addSubview(container)
    #expect(window.window === window)
    #expect(container.window === window)
    #expect(child.window === window)
    #expect(grandchild.window === window)

    // A view added below a view that already is in a window is in the window too.
    let late = UIView()
    grandchild.addSubview(late)
    #expect(late.window === window)

    container.removeFromSuperview()
    #expect(container.window == nil)
    #expect(child.window == nil)
    #expect(grandchild.window == nil)
    #expect(late.window == nil)
  }

  @Test func movingASubtreeBetweenWindowsUpdatesEveryWindow() {
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    let child = UIView()
    view.addSubview(child)
    first.addSubview(view)
    #expect(child.window === first)

    second.addSubview(view)
    #expect(first.subviews.isEmpty)
    #expect(view.window === second)
    #expect(child.window === second)
  }

  // Programmer error: UIKit raises NSInvalidArgumentException "Can't add self as subview".
  @Test func addingAViewToItselfStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        view.addSubview(view)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Can't add self as subview"))
  }

  // Programmer error: Core Animation stops with "layer … is a part of cycle in its layer tree"
  // when a view is added below itself.
  @Test func addingAnAncestorAsASubviewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("is a part of cycle in its layer tree"))
  }

  @Test func addingAGrandparentAsASubviewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.insertSubview(root, at: 0)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("is a part of cycle in its layer tree"))
  }
}
