import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct UIViewUpdateCycleTests {
  // spec 4.1, L1: setNeedsLayout only records; the next turn of the main queue lays out once.
  @Test func viewInWindowIsLaidOutOnNextMainQueueTurnOnce() async {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    window.layoutIfNeeded()
    log.clear()

    view.setNeedsLayout()
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(log.entries.isEmpty)
    await nextMainQueueTurn()
    #expect(log.entries == ["v.layoutSubviews"])
  }

  @Test func viewOutsideAnyWindowIsNotLaidOutAutomatically() async {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.setNeedsLayout()
    await nextMainQueueTurn()
    #expect(log.entries.isEmpty)
    view.layoutIfNeeded()
    #expect(log.entries == ["v.layoutSubviews"])
  }

  /// A window 100×100 holding `views` side by side, laid out and clean, with an empty log.
  ///
  /// Nothing else retains a window (a view's `superview` is weak), so callers keep it alive.
  private func makeCleanWindow(_ views: [UIView], log: EventLog) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for view in views { window.addSubview(view) }
    window.layoutIfNeeded()
    log.clear()
    return window
  }

  // spec 4.1, L1: invalidations of several views coalesce into one pass that lays out each once.
  @Test func invalidationsOfSeveralViewsCoalesceIntoOnePass() async {
    let log = EventLog()
    let a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let b = LoggingView("b", log: log, frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([a, b], log: log)

    b.setNeedsLayout()
    a.setNeedsLayout()
    b.setNeedsLayout()
    a.setNeedsLayout()
    #expect(log.entries.isEmpty)
    await nextMainQueueTurn()
    #expect(log.entries == ["a.layoutSubviews", "b.layoutSubviews"])
    #expect(!window.layer.treeNeedsLayout)
  }

  // spec 4.4, D6: the update cycle lays out top-down.
  @Test func updateCycleLaysOutTopDown() async {
    let log = EventLog()
    let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    let window = makeCleanWindow([parent], log: log)

    child.setNeedsLayout()
    parent.setNeedsLayout()
    await nextMainQueueTurn()
    #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    #expect(child.window === window)
  }

  // spec 4.13: adding a view to a view in a window marks both, so the next cycle lays them out.
  @Test func addingToAWindowSchedulesLayoutOfTheViewAndTheReceiver() async {
    let log = EventLog()
    let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([parent], log: log)
    let view = LoggingView("v", log: log)

    parent.addSubview(view)
    log.clear()
    await nextMainQueueTurn()
    #expect(log.entries == ["parent.layoutSubviews", "v.layoutSubviews"])
    #expect(view.window === window)
  }

  // spec 4.2: a layoutIfNeeded before the turn does the work; the cycle then has nothing to do.
  @Test func layoutIfNeededBeforeTheTurnLeavesNothingForTheCycle() async {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([view], log: log)

    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(log.entries == ["v.layoutSubviews"])
    await nextMainQueueTurn()
    #expect(log.entries == ["v.layoutSubviews"])
    #expect(view.window === window)
  }

  // spec 4.16: a view that invalidates its own layout during layout is laid out again within the
  // same cycle (no exception, no wait for another turn).
  @Test func selfInvalidationDuringLayoutIsRerunInTheSameCycle() {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([view], log: log)
    var remaining = 1
    view.onLayout = { view in
      if remaining > 0 {
        remaining -= 1
        view.setNeedsLayout()
      }
    }

    view.setNeedsLayout()
    UpdateCycle.shared.run()
    #expect(log.entries == ["v.layoutSubviews", "v.layoutSubviews"])
    #expect(!window.layer.treeNeedsLayout)
  }

  // spec 4.16: invalidating a view that was already laid out earlier in the same pass (here the
  // back sibling, by the front one) re-runs it within the same cycle.
  @Test func invalidationOfAnEarlierViewDuringLayoutIsRerunInTheSameCycle() {
    let log = EventLog()
    let back = LoggingView("back", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let front = LoggingView("front", log: log, frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([back, front], log: log)
    var remaining = 1
    front.onLayout = { _ in
      if remaining > 0 {
        remaining -= 1
        back.setNeedsLayout()
      }
    }

    back.setNeedsLayout()
    front.setNeedsLayout()
    UpdateCycle.shared.run()
    #expect(log.entries == ["back.layoutSubviews", "front.layoutSubviews", "back.layoutSubviews"])
    #expect(!window.layer.treeNeedsLayout)
  }

  // spec 4.15, D26: a view whose layoutSubviews always invalidates its own layout is laid out
  // exactly 100 times in one cycle; the cycle then stops and reports a feedback loop naming it.
  // The cycle normally runs on the main queue; it is run here directly so that its diagnostics
  // can be captured.
  @Test func feedbackLoopStopsAfterOneHundredLayoutsAndIsReported() async {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([view], log: log)
    view.onLayout = { $0.setNeedsLayout() }

    view.setNeedsLayout()
    let messages = Diagnostics.capture { UpdateCycle.shared.run() }
    #expect(log.entries.count == 100)
    #expect(log.entries.allSatisfy { $0 == "v.layoutSubviews" })
    let loops = messages.filter { $0.localizedCaseInsensitiveContains("feedback loop") }
    #expect(loops.count == 1)
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
    #expect(loops.first?.contains("LoggingView") == true)
    #expect(loops.first?.contains(address) == true)
    #expect(loops.first?.contains("100") == true)

    // Layout stays stopped until the next invalidation: the turn that the loop's own
    // setNeedsLayout calls scheduled does nothing.
    #expect(!window.layer.treeNeedsLayout)
    await nextMainQueueTurn()
    #expect(log.entries.count == 100)
  }

  // spec 4.15: the diagnostic lists every view involved; two views that invalidate each other
  // are both laid out 100 times and both named.
  @Test func mutualFeedbackLoopNamesBothViews() {
    let log = EventLog()
    let a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let b = LoggingView("b", log: log, frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([a, b], log: log)
    a.onLayout = { _ in b.setNeedsLayout() }
    b.onLayout = { _ in a.setNeedsLayout() }

    a.setNeedsLayout()
    let messages = Diagnostics.capture { UpdateCycle.shared.run() }
    #expect(log.entries.filter { $0 == "a.layoutSubviews" }.count == 100)
    #expect(log.entries.filter { $0 == "b.layoutSubviews" }.count == 100)
    let loops = messages.filter { $0.localizedCaseInsensitiveContains("feedback loop") }
    #expect(loops.count == 1)
    for view in [a, b] {
      let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
      #expect(loops.first?.contains(address) == true)
      #expect(view.window === window)
    }
  }

  // spec 4.15: after a loop was stopped, a new invalidation starts layout again (and, since the
  // view still loops, is stopped again after another 100 layouts).
  @Test func layoutResumesAfterAFeedbackLoopOnTheNextInvalidation() {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([view], log: log)
    view.onLayout = { $0.setNeedsLayout() }
    view.setNeedsLayout()
    _ = Diagnostics.capture { UpdateCycle.shared.run() }
    log.clear()

    view.onLayout = nil
    view.setNeedsLayout()
    _ = Diagnostics.capture { UpdateCycle.shared.run() }
    #expect(log.entries == ["v.layoutSubviews"])
    #expect(view.window === window)
  }

  /// Runs one cycle for a view that invalidates its own layout during its first
  /// `invalidations` layouts, and returns the number of layouts and the feedback-loop reports.
  private func runCycle(invalidations: Int) -> (layouts: Int, reports: [String]) {
    let log = EventLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = makeCleanWindow([view], log: log)
    var remaining = invalidations
    view.onLayout = { view in
      if remaining > 0 {
        remaining -= 1
        view.setNeedsLayout()
      }
    }
    view.setNeedsLayout()
    let messages = Diagnostics.capture { UpdateCycle.shared.run() }
    let reports = messages.filter { $0.localizedCaseInsensitiveContains("feedback loop") }
    withExtendedLifetime(window) {}
    return (log.entries.count, reports)
  }

  // spec 4.15: passes are re-run until no view is dirty; a view that settles is not reported.
  @Test func settlingRelayoutIsNotReported() {
    // 1 layout + 10 re-runs.
    let result = runCycle(invalidations: 10)
    #expect(result.layouts == 11)
    #expect(result.reports.isEmpty)
  }

  // spec 4.15, D26 boundary: a view that settles on exactly its 100th layout did not need to be
  // stopped (1 layout + 99 re-runs = 100, then the tree is clean), so nothing is reported.
  @Test func relayoutSettlingOnTheHundredthLayoutIsNotReported() {
    let result = runCycle(invalidations: 99)
    #expect(result.layouts == 100)
    #expect(result.reports.isEmpty)
  }

  // spec 4.15, D26 boundary: a view that would need a 101st layout is stopped after 100.
  @Test func relayoutNeedingAHundredAndFirstLayoutIsStoppedAndReported() {
    let result = runCycle(invalidations: 100)
    #expect(result.layouts == 100)
    #expect(result.reports.count == 1)
  }
}
