import Foundation

extension UIViewController: UIStateRestoring, @preconcurrency NSCoding {}

extension UIViewController {
  /// The controllers directly under this one in the restoration hierarchy, with how each is
  /// attached: its children (a navigation stack, the tabs), then the controller it presents.
  var restorationChildren: [(controller: UIViewController, presented: Bool)] {
    var result = children.map { ($0, false) }
    if let presented = presentedViewController, presented.presentingViewController === self,
      !children.contains(where: { $0 === presented })
    {
      result.append((presented, true))
    }
    return result
  }

  /// The first view with a restoration identifier equal to `identifier` in the controller's
  /// view tree, not descending into the root views of other controllers.
  func restorableView(withIdentifier identifier: String) -> UIView? {
    restorableViews().first { $0.restorationIdentifier == identifier }
  }

  /// The views with restoration identifiers in the controller's loaded view tree, breadth
  /// first, not descending into the root views of other controllers (spec 13.5).
  func restorableViews() -> [UIView] {
    guard let root = viewIfLoaded else { return [] }
    var result: [UIView] = []
    var queue: [UIView] = [root]
    var position = 0
    while position < queue.count {
      let view = queue[position]
      position += 1
      if view.restorationIdentifier != nil { result.append(view) }
      for subview in view.subviews where subview.ownerController(ifRootOfAnotherThan: self) == nil {
        queue.append(subview)
      }
    }
    return result
  }
}

extension UIView {
  /// The controller whose root view this is, when that controller is not `controller`.
  fileprivate func ownerController(ifRootOfAnotherThan controller: UIViewController)
    -> UIViewController?
  {
    guard let owner = next as? UIViewController, owner.viewIfLoaded === self, owner !== controller
    else { return nil }
    return owner
  }
}

extension UINavigationController {
  private static let stackKey = "UINavigationControllerViewControllers"

  /// Saves the stack as references; controllers that are not saved are left out.
  func encodeStack(with coder: NSCoder) {
    coder.encode(viewControllers as NSArray, forKey: Self.stackKey)
  }

  /// Replaces the stack with the restored controllers, when any of them were restored.
  func decodeStack(with coder: NSCoder) {
    guard
      let stack = coder.decodeObject(
        of: [NSArray.self, UIViewController.self], forKey: Self.stackKey)
        as? [UIViewController], !stack.isEmpty
    else { return }
    if stack.count == viewControllers.count, zip(stack, viewControllers).allSatisfy({ $0 === $1 }) {
      return
    }
    setViewControllers(stack, animated: false)
  }
}

extension UITabBarController {
  private static let selectedIdentifierKey = "UITabBarControllerSelectedIdentifier"
  private static let selectedIndexKey = "UITabBarControllerSelectedIndex"

  /// Saves the selected tab by its restoration identifier and its index.
  func encodeSelection(with coder: NSCoder) {
    coder.encode(selectedIndex, forKey: Self.selectedIndexKey)
    if let identifier = selectedViewController?.restorationIdentifier {
      coder.encode(identifier as NSString, forKey: Self.selectedIdentifierKey)
    }
  }

  /// Selects the tab with the saved identifier, or else the saved index when it is in range.
  func decodeSelection(with coder: NSCoder) {
    let tabs = viewControllers ?? []
    if let identifier = coder.decodeObject(of: NSString.self, forKey: Self.selectedIdentifierKey)
      as String?,
      let position = tabs.firstIndex(where: { $0.restorationIdentifier == identifier })
    {
      selectedIndex = position
    } else if coder.containsValue(forKey: Self.selectedIndexKey) {
      let position = coder.decodeInteger(forKey: Self.selectedIndexKey)
      if tabs.indices.contains(position) { selectedIndex = position }
    }
  }
}
