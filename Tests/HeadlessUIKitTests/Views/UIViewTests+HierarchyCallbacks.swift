import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A window with a name, so that logs can tell two windows apart.
@MainActor
private final class NamedWindow: UIWindow {
  var name = "window"
}

/// A view that records each move callback together with the state the view sees at that
/// moment: its superview, its window and its layer's superlayer.
@MainActor
private final class StateRecordingView: UIView {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name).willMove(toSuperview:) superview=\(label(superview))")
  }

  override func didMoveToSuperview() {
    let layerInSuperlayer = superview.map { layer.superlayer === $0.layer } ?? false
    let superlayer = layer.superlayer == nil ? "nil" : "set"
    log.record(
      "\(name).didMoveToSuperview superview=\(label(superview)) "
        + "layerInSuperlayer=\(layerInSuperlayer) superlayer=\(superlayer)")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name).willMove(toWindow: \(label(newWindow))) window=\(label(window))")
  }

  override func didMoveToWindow() {
    log.record("\(name).didMoveToWindow window=\(label(window))")
  }

  private func label(_ view: UIView?) -> String {
    switch view {
    case nil: "nil"
    case let window as NamedWindow: window.name
    case let recording as StateRecordingView: recording.name
    case let logging as LoggingView: logging.name
    default: "\(type(of: view))"
    }
  }
}

/// The order of UIKit's hierarchy callbacks and what a view sees during them (peers V3, V5; the
/// order chosen where the sources are silent is the one documented in UIView+Hierarchy.swift).
@MainActor
@Suite struct UIViewHierarchyCallbackTests {
  enum Insertion: String, Sendable, CaseIterable {
    case addSubview
    case insertAtIndex
    case insertAbove
    case insertBelow
  }

  // Out of any window: only the superview callbacks, then the new parent's didAddSubview.
  @Test func addingOutsideAWindowCallsOnlySuperviewCallbacks() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let view = LoggingView("v", log: log)
    let child = LoggingView("c", log: log)
    view.addSubview(child)
    log.clear()

    parent.addSubview(view)
    #expect(
      log.entries == [
        "v.willMove(toSuperview: p)",
        "v.didMoveToSuperview",
        "p.didAddSubview(v)",
      ])
  }

  // peers V5 (addition): superview callbacks first, then the window callbacks for every view of
  // the moved subtree, parents first, then didAddSubview (order of UIView+Hierarchy.swift).
  @Test func addingIntoAWindowCallsSuperviewThenWindowCallbacksForTheSubtree() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = LoggingView("p", log: log)
    window.addSubview(parent)
    let view = LoggingView("v", log: log)
    let child = LoggingView("c", log: log)
    let grandchild = LoggingView("g", log: log)
    view.addSubview(child)
    child.addSubview(grandchild)
    log.clear()

    parent.addSubview(view)
    #expect(
      log.entries == [
        "v.willMove(toSuperview: p)",
        "v.didMoveToSuperview",
        "v.willMove(toWindow: UIWindow)",
        "c.willMove(toWindow: UIWindow)",
        "g.willMove(toWindow: UIWindow)",
        "v.didMoveToWindow",
        "c.didMoveToWindow",
        "g.didMoveToWindow",
        "p.didAddSubview(v)",
      ])
  }

  // peers V5 (removal, view in a window): willMove(toSuperview: nil) → willMove(toWindow: nil)
  // → didMoveToWindow → didMoveToSuperview; the superview's willRemoveSubview(_:) comes first
  // (UIView+Hierarchy.swift), and every descendant gets the window callbacks.
  @Test func removingFromAWindowCallsCallbacksInV5Order() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = LoggingView("p", log: log)
    let view = LoggingView("v", log: log)
    let child = LoggingView("c", log: log)
    window.addSubview(parent)
    parent.addSubview(view)
    view.addSubview(child)
    log.clear()

    view.removeFromSuperview()
    #expect(
      log.entries == [
        "p.willRemoveSubview(v)",
        "v.willMove(toSuperview: nil)",
        "v.willMove(toWindow: nil)",
        "c.willMove(toWindow: nil)",
        "v.didMoveToWindow",
        "c.didMoveToWindow",
        "v.didMoveToSuperview",
      ])
  }

  @Test func removingOutsideAWindowCallsOnlySuperviewCallbacks() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let view = LoggingView("v", log: log)
    parent.addSubview(view)
    log.clear()

    view.removeFromSuperview()
    #expect(
      log.entries == [
        "p.willRemoveSubview(v)",
        "v.willMove(toSuperview: nil)",
        "v.didMoveToSuperview",
      ])
  }

  // Re-parenting inside one window: the old parent is told, the view moves straight to the new
  // superview (no intermediate nil), and the window does not change, so no window callbacks.
  @Test func reparentingWithinAWindowSkipsWindowCallbacks() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let oldParent = LoggingView("old", log: log)
    let newParent = LoggingView("new", log: log)
    let view = LoggingView("v", log: log)
    window.addSubview(oldParent)
    window.addSubview(newParent)
    oldParent.addSubview(view)
    log.clear()

    newParent.addSubview(view)
    #expect(
      log.entries == [
        "old.willRemoveSubview(v)",
        "v.willMove(toSuperview: new)",
        "v.didMoveToSuperview",
        "new.didAddSubview(v)",
      ])
    #expect(view.window === window)
  }

  // Moving between windows: the new window is announced directly (no intermediate nil), to every
  // view of the subtree; during willMove(toWindow:) `window` is still the old window, during
  // didMoveToWindow it is already the new one.
  @Test func movingBetweenWindowsReportsTheWindowPropertyDuringCallbacks() {
    let log = EventLog()
    let first = NamedWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    first.name = "w1"
    let second = NamedWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    second.name = "w2"
    let view = StateRecordingView("v", log: log)
    let child = StateRecordingView("c", log: log)
    view.addSubview(child)
    first.addSubview(view)
    log.clear()

    second.addSubview(view)
    #expect(
      log.entries == [
        "v.willMove(toSuperview:) superview=w1",
        "v.didMoveToSuperview superview=w2 layerInSuperlayer=true superlayer=set",
        "v.willMove(toWindow: w2) window=w1",
        "c.willMove(toWindow: w2) window=w1",
        "v.didMoveToWindow window=w2",
        "c.didMoveToWindow window=w2",
      ])
  }

  @Test func windowPropertyDuringRemovalCallbacks() {
    let log = EventLog()
    let window = NamedWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.name = "w"
    let view = StateRecordingView("v", log: log)
    let child = StateRecordingView("c", log: log)
    view.addSubview(child)
    window.addSubview(view)
    log.clear()

    view.removeFromSuperview()
    #expect(
      log.entries == [
        "v.willMove(toSuperview:) superview=w",
        "v.willMove(toWindow: nil) window=w",
        "c.willMove(toWindow: nil) window=w",
        "v.didMoveToWindow window=nil",
        "c.didMoveToWindow window=nil",
        "v.didMoveToSuperview superview=nil layerInSuperlayer=false superlayer=nil",
      ])
  }

  // peers V3: when didMoveToSuperview runs, for addSubview and every insertSubview variant, the
  // view's layer already is a sublayer of the superview's layer; before the move, during
  // willMove(toSuperview:), the superview is still the old one.
  @Test(arguments: Insertion.allCases)
  func layerIsInTheSuperlayerDuringDidMoveToSuperview(_ insertion: Insertion) {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let sibling = UIView()
    parent.addSubview(sibling)
    let view = StateRecordingView("v", log: log)
    log.clear()

    // LoggingView names other views by their class.
    switch insertion {
    case .addSubview: parent.addSubview(view)
    case .insertAtIndex: parent.insertSubview(view, at: 0)
    case .insertAbove: parent.insertSubview(view, aboveSubview: sibling)
    case .insertBelow: parent.insertSubview(view, belowSubview: sibling)
    }
    #expect(
      log.entries == [
        "v.willMove(toSuperview:) superview=nil",
        "v.didMoveToSuperview superview=p layerInSuperlayer=true superlayer=set",
        "p.didAddSubview(StateRecordingView)",
      ])
  }

  // peers V3: didMoveToSuperview is also called on removal, when the layer has left.
  @Test func didMoveToSuperviewIsCalledOnRemoval() {
    let log = EventLog()
    let parent = LoggingView("p", log: log)
    let view = StateRecordingView("v", log: log)
    parent.addSubview(view)
    log.clear()

    view.removeFromSuperview()
    #expect(
      log.entries == [
        "p.willRemoveSubview(StateRecordingView)",
        "v.willMove(toSuperview:) superview=p",
        "v.didMoveToSuperview superview=nil layerInSuperlayer=false superlayer=nil",
      ])
  }

  // Moving a subview to a new place among its siblings is not a move: no callbacks at all.
  @Test func reorderingSiblingsCallsNoHierarchyCallbacks() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = LoggingView("p", log: log)
    window.addSubview(parent)
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    log.clear()

    parent.addSubview(a)
    parent.insertSubview(a, at: 0)
    parent.insertSubview(b, belowSubview: a)
    parent.insertSubview(b, aboveSubview: a)
    parent.exchangeSubview(at: 0, withSubviewAt: 1)
    parent.bringSubviewToFront(a)
    parent.sendSubviewToBack(a)
    #expect(log.entries.filter { !$0.hasSuffix("layoutSubviews") }.isEmpty)
  }
}
