import Dispatch
import Foundation

/// Tells whether code runs on the main queue, where the main actor's work runs.
///
/// `Thread.isMainThread` is not enough on Linux: a program with an asynchronous entry point (and
/// `swift test`) parks the main thread and drains the main queue on another thread, so the main
/// actor may run off the main thread. The main queue is marked once with a queue-specific key.
package enum MainQueue {
  private static let marker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main thread or on the main queue.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
  }

  /// A description made on the main actor, or the short `<ClassName:0x…>` form when called off
  /// the main queue (where main-actor state cannot be read).
  ///
  /// - Parameters:
  ///   - object: The object described.
  ///   - separator: What separates the class name from the address (`": "` for views).
  ///   - body: Builds the full description on the main actor.
  /// - Returns: The description.
  package static func describe(
    _ object: AnyObject, separator: String = ":", _ body: @MainActor () -> String
  ) -> String {
    guard isCurrent else {
      return "<\(ObjectAddress.className(of: object))\(separator)\(ObjectAddress.of(object))>"
    }
    return MainActor.assumeIsolated { body() }
  }
}
