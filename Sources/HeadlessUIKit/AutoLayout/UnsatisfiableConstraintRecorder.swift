import Foundation

/// The constraints the layout engine breaks, collected as they are broken, for code that wants
/// them for one piece of work rather than from the console (the layout audits of
/// `HeadlessUIKitTesting`).
///
/// Each time an engine finds a required constraint it cannot satisfy, it logs UIKit's "Unable
/// to simultaneously satisfy constraints" message and leaves the constraint out (spec 5.10);
/// at that moment it also hands the broken constraint and the constraints it conflicts with to
/// every recording in progress. Recordings nest; outside them nothing is kept.
@MainActor
package enum UnsatisfiableConstraintRecorder {
  /// One constraint the engine broke.
  package struct Event {
    /// The constraint left out of the solution: the one UIKit's message says it will "attempt
    /// to recover by breaking".
    package let broken: NSLayoutConstraint
    /// The other constraints of the conflict, as the message lists them.
    package let conflicting: [NSLayoutConstraint]
  }

  /// The events of each recording in progress, innermost last.
  private static var recordings: [[Event]] = []

  /// Runs `body` and returns the constraints broken while it ran, in the order they were
  /// broken (a constraint broken again after a rebuild comes back again).
  ///
  /// - Parameter body: The work whose broken constraints are wanted.
  /// - Returns: The events.
  package static func record(_ body: () throws -> Void) rethrows -> [Event] {
    recordings.append([])
    defer { recordings.removeLast() }
    try body()
    return recordings[recordings.count - 1]
  }

  /// Hands an event to every recording in progress (the engine calls this as it breaks a
  /// constraint).
  ///
  /// - Parameters:
  ///   - broken: The constraint left out.
  ///   - conflicting: The other constraints of the conflict.
  static func report(broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
    guard !recordings.isEmpty else { return }
    let event = Event(broken: broken, conflicting: conflicting)
    for index in recordings.indices { recordings[index].append(event) }
  }
}
