import Foundation

extension UIApplication {
  /// The URL string that opens the app's page in the Settings app (`app-settings:`).
  ///
  /// `canOpenURL(_:)` answers `true` for it and `open(_:options:completionHandler:)` records it,
  /// as the Settings app would open.
  public static let openSettingsURLString = "app-settings:"

  /// Opens a URL the old way; since iOS 18 UIKit refuses and returns `false` (deprecated).
  ///
  /// UIKit logs that the caller must move to `open(_:options:completionHandler:)` and opens
  /// nothing; HeadlessUIKit does the same: the URL is not recorded among the opened URLs.
  ///
  /// - Parameter url: The URL.
  /// - Returns: `false`.
  @available(*, deprecated, message: "Please use open(_:options:completionHandler:) instead")
  public func openURL(_ url: URL) -> Bool {
    Diagnostics.log(
      "BUG IN CLIENT OF UIKIT: The caller of UIApplication.openURL(_:) needs to migrate to the "
        + "non-deprecated UIApplication.open(_:options:completionHandler:). "
        + "Force returning false (NO).")
    return false
  }
}
