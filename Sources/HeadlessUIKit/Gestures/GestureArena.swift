import Foundation

/// The recognizers that receive the touches of one touch sequence in a window, and compete
/// for them.
///
/// A recognizer joins when it receives its first touch and stays until the sequence is over
/// and every member has finished; then all return to `possible` together. Headless, every
/// recognizer that received a touch of the sequence competes with every other, whether or not
/// they share a touch.
@MainActor
final class GestureArena {
  /// The members, in the order they joined (the hit view's first).
  private(set) var members: [UIGestureRecognizer] = []

  /// Called after a member's state changed, so that the touch session can deliver or cancel
  /// the touches the views are waiting for.
  var stateDidChange: (@MainActor () -> Void)?

  /// Adds a recognizer that received a touch.
  func join(_ recognizer: UIGestureRecognizer) {
    guard !members.contains(where: { $0 === recognizer }) else { return }
    members.append(recognizer)
    recognizer.arena = self
  }

  /// The members a recognizer must wait for.
  func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    members.filter { $0 !== recognizer && recognizer.requiresFailure(of: $0) }
  }

  /// A member recognized: the members it excludes fail, or are cancelled when under way.
  ///
  /// The views hear of it (``stateDidChange``) once its actions were sent.
  func recognizerRecognized(_ recognizer: UIGestureRecognizer) {
    for other in members where other !== recognizer && recognizer.excludes(other) {
      if other.storedState == .possible {
        other.fail()
      } else if other.isActive {
        other.transition(to: .cancelled)
      }
    }
  }

  /// A member failed: the members waiting for it try again.
  func recognizerFailed(_ recognizer: UIGestureRecognizer) {
    for other in members where other.pendingState != nil && other.requiresFailure(of: recognizer) {
      other.resolvePendingTransition()
    }
    stateDidChange?()
  }

  /// A member reached `ended` or `cancelled`.
  func recognizerFinished(_ recognizer: UIGestureRecognizer) {
    stateDidChange?()
  }

  /// The earliest timer among the members, with its recognizer.
  var nextDeadline: (time: TimeInterval, recognizer: UIGestureRecognizer)? {
    var best: (time: TimeInterval, recognizer: UIGestureRecognizer)?
    for member in members {
      guard let deadline = member.deadline, !member.isFinished else { continue }
      if let current = best, current.time <= deadline { continue }
      best = (deadline, member)
    }
    return best
  }

  /// Fails the members still possible that track no touch and wait for nothing: the touch
  /// sequence is over and no further touch can make them recognize.
  func failIdleMembers() {
    for member in members
    where member.storedState == .possible && member.trackedTouches.isEmpty
      && member.deadline == nil && member.pendingState == nil
    {
      member.fail()
    }
  }

  /// Returns every member to `possible`, calling its `reset()`.
  func resetMembers() {
    let finished = members
    members.removeAll()
    for member in finished where member.arena === self { member.performReset() }
  }
}
