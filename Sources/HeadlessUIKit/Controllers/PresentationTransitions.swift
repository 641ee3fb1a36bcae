import Foundation

/// The windows in which a presentation or dismissal has started and not finished yet
/// (decision C20): a second one asked for meanwhile is refused.
@MainActor
enum PresentationTransitions {
  private static var windows: Set<ObjectIdentifier> = []

  /// Whether a transition is under way in `window`.
  static func isInProgress(in window: UIWindow) -> Bool {
    windows.contains(ObjectIdentifier(window))
  }

  /// Records that a transition started in `window`.
  ///
  /// - Returns: The key to pass to ``end(_:)``.
  static func begin(in window: UIWindow) -> ObjectIdentifier {
    let key = ObjectIdentifier(window)
    windows.insert(key)
    return key
  }

  /// Records that the transition started by ``begin(in:)`` finished.
  static func end(_ key: ObjectIdentifier) {
    windows.remove(key)
  }
}
