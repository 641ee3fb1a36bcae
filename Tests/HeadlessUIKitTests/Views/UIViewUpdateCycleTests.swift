import Foundation
import HeadlessUIKit
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
}
