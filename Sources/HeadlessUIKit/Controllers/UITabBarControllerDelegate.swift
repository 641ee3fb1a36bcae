import Foundation

/// The methods a tab bar controller's delegate implements to approve and hear of the user's tab
/// selections.
///
/// Both methods are optional, as in UIKit: the protocol extension provides the defaults. They are
/// called only for selections the user makes in the tab bar, never when code sets
/// `selectedIndex`, `selectedViewController` or `viewControllers` (decision C36).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asks whether the tab the user tapped may be selected.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the tapped tab.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after the user selected a tab, even when it was already selected.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the selected tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows every selection.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the tapped tab.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the selected tab.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
