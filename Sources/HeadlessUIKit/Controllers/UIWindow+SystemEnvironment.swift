import Foundation

/// Setting the system-wide settings a new window starts with, for code that shows a screen
/// under chosen settings (the layout audits of `HeadlessUIKitTesting`).
extension UIWindow {
  /// Gives the window the system's text size and appearance, as if the user had chosen them
  /// in Settings before the app showed the window: they become traits of the window's
  /// environment (not overrides), and the window's tree receives them.
  ///
  /// Meant for a window that shows nothing yet: no transition callbacks run (to change them
  /// while a screen is shown, use ``headlessSetContentSizeCategory(_:)``).
  ///
  /// - Parameters:
  ///   - contentSizeCategory: The preferred content size category; `.unspecified` keeps the
  ///     screen's `.large`.
  ///   - userInterfaceStyle: Light or dark; `.unspecified` keeps the screen's light.
  package func setSystemEnvironment(
    contentSizeCategory: UIContentSizeCategory, userInterfaceStyle: UIUserInterfaceStyle
  ) {
    var environment = environmentTraitValues
    environment.system.preferredContentSizeCategory = contentSizeCategory
    environment.system.userInterfaceStyle = userInterfaceStyle
    guard environment != environmentTraitValues else { return }
    environmentTraitValues = environment
    refreshTraitsInSubtree()
  }
}
