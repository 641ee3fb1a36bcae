import Foundation

/// The methods a tab bar's delegate implements to hear of the user's item selections.
///
/// A tab bar controller is the delegate of its own bar. Every method is optional: the protocol
/// extension provides empty defaults.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
  /// Called when the user selects an item.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The selected item.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The selected item.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension UITabBarController: UITabBarDelegate {}
