import Foundation

/// Target–selector timers (Linux's Foundation has only block-based ones).
///
/// The timer retains its target and performs the selector on it (with the timer when the
/// selector takes an argument) each time it fires. A scheduled timer fires on the main queue
/// (decision RT6, `MainQueueTimers`): in a test, when the test lets the main queue run
/// (`await Task.sleep(...)`). A timer made with the initializer fires where it is added, as
/// Foundation's do. `userInfo` is not stored: Linux's `Timer` has no way to set it, so the
/// timer's `userInfo` is `nil` (see Differences from UIKit).
extension Timer {
  /// Creates a timer that performs a selector on a target; add it to a run loop to start it.
  ///
  /// - Parameters:
  ///   - ti: The interval in seconds.
  ///   - aTarget: The object the selector is performed on (retained by the timer).
  ///   - aSelector: The selector, taking no argument or the timer.
  ///   - userInfo: Ignored on Linux (see the type's overview).
  ///   - yesOrNo: Whether the timer repeats.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    nonisolated(unsafe) let target = aTarget as AnyObject
    self.init(timeInterval: ti, repeats: yesOrNo) { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated {
        let count = ObjectiveCSelectorName.argumentCount(aSelector.name)
        _ = SelectorPerformer.performOnMainActor(
          aSelector, on: target, with: count == 0 ? [] : [timer])
      }
    }
  }

  /// Creates a timer that performs a selector on a target and schedules it: on the main queue
  /// (where iOS's main run loop would fire it; decision RT6).
  ///
  /// - Parameters:
  ///   - ti: The interval in seconds.
  ///   - aTarget: The object the selector is performed on (retained by the timer).
  ///   - aSelector: The selector, taking no argument or the timer.
  ///   - userInfo: Ignored on Linux (see the type's overview).
  ///   - yesOrNo: Whether the timer repeats.
  /// - Returns: The scheduled timer.
  @discardableResult
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
      repeats: yesOrNo)
    MainQueueTimers.schedule(timer, interval: ti, repeats: yesOrNo)
    return timer
  }
}
