import Foundation

extension UIBarItem {
  /// Restyles the view a bar button item is shown with after its title text attributes
  /// changed.
  func titleTextAttributesDidChange() {
    guard let item = self as? UIBarButtonItem, let button = item.shownView as? UIButton,
      button !== item.customView
    else { return }
    item.applyTitleTextAttributes(to: button)
  }
}
