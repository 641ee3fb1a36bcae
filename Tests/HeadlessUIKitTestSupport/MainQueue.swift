import Dispatch

/// Waits until the main queue has run everything enqueued before this call — in particular the
/// update cycle HeadlessUIKit schedules when a view in a window needs layout.
///
/// The main queue is serial and first-in first-out, so a block enqueued now runs after the pending
/// pass.
@MainActor
public func nextMainQueueTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}
