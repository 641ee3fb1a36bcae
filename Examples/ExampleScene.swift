import HeadlessUIKit

/// A scene bundled with HeadlessUIKit: ordinary UIKit code that builds a window, used by the
/// command-line tool and by tests.
@MainActor
public struct ExampleScene: Sendable {
  /// The name the tool accepts (for example `profile`).
  public let name: String

  /// One line saying what the scene shows.
  public let summary: String

  /// Builds the scene's window on a screen and lays it out.
  public let makeWindow: @MainActor @Sendable (UIScreen) -> UIWindow

  /// Every bundled scene, in the order the tool lists them.
  public static let all: [ExampleScene] = [
    .profile, .mapContainer, .mapContainerFramed, .selfSizingChild, .previewCap, .frameVersusBounds,
  ]

  /// Finds a scene by name.
  ///
  /// - Parameter name: The scene's name, case-insensitive.
  /// - Returns: The scene, or `nil`.
  public static func named(_ name: String) -> ExampleScene? {
    all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }
}
