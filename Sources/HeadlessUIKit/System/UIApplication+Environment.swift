import Foundation

extension UIApplication {
  /// The text size the user chose in Settings: the content size category of the key window's
  /// environment (``UIWindow/headlessSetContentSizeCategory(_:)`` changes it), `.large` without
  /// a window.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    statusBarWindow?.screenTraitCollection.preferredContentSizeCategory ?? .large
  }

  /// The direction of the app's user interface: left to right, as for the English localization
  /// HeadlessUIKit runs with.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .leftToRight
  }
}
