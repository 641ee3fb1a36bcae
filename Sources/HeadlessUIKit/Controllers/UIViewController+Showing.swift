import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit asks the parents, nearest
/// first, for a controller that handles the action (`targetViewController(forAction:sender:)`);
/// navigation and split view controllers handle `show`, split view controllers handle
/// `showDetail`, and a controller without such a parent presents modally.
extension UIViewController {
  /// Shows through the nearest navigation or split view controller among the parents, or
  /// presents.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  func showInPrimaryContext(_ vc: UIViewController, sender: Any?) {
    if let target = nearestParent(where: {
      $0 is UINavigationController || $0 is UISplitViewController
    }) {
      target.show(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows through the nearest split view controller among the parents, or presents.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  func showInSecondaryContext(_ vc: UIViewController, sender: Any?) {
    if let target = nearestParent(where: { $0 is UISplitViewController }) {
      target.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// The nearest parent, grandparent… that satisfies a condition.
  private func nearestParent(where condition: (UIViewController) -> Bool) -> UIViewController? {
    var candidate = parent
    while let controller = candidate {
      if condition(controller) { return controller }
      candidate = controller.parent
    }
    return nil
  }
}
