import Dispatch
import Foundation

/// Fires timers and delayed performs on the main queue, where the main actor's work runs.
///
/// On iOS they fire from the main run loop, which also drains the main queue. Headless, the
/// main queue is what runs: `swift test` parks the main thread and drains the main queue on
/// another one, so a timer on `RunLoop.main` would never fire there (decision RT6). A test sees
/// them fire when it lets the main queue run (`await Task.sleep(...)`, or any `await` that
/// gives the main actor up).
enum MainQueueTimers {
  /// Fires `timer` after `interval`, and again every `interval` while it repeats and is valid.
  ///
  /// The timer is kept alive until it is invalidated, as a scheduled timer is by its run loop.
  static func schedule(_ timer: Timer, interval: TimeInterval, repeats: Bool) {
    nonisolated(unsafe) let timer = timer
    DispatchQueue.main.asyncAfter(deadline: .now() + max(0, interval)) {
      guard timer.isValid else { return }
      timer.fire()
      if repeats, timer.isValid { schedule(timer, interval: interval, repeats: true) }
    }
  }
}
