import Foundation

/// A controller's status bar, toolbar, tab bar item, presentation-controller and editing state.
struct ControllerChrome {
  /// `modalPresentationCapturesStatusBarAppearance`.
  var capturesStatusBarAppearance = false

  /// `toolbarItems`.
  var toolbarItems: [UIBarButtonItem]?

  /// `tabBarItem`, once made or set.
  var tabBarItem: UITabBarItem?

  /// `hidesBottomBarWhenPushed`.
  var hidesBottomBarWhenPushed = false

  /// The coordinator of the presentation or dismissal under way, if any.
  var transitionCoordinator: HeadlessTransitionCoordinator?

  /// The presentation controller made for the controller, and the style it was made for.
  var presentationController:
    (controller: UIPresentationController, style: UIModalPresentationStyle)?

  /// `isEditing`.
  var isEditing = false

  /// `editButtonItem`, once made.
  var editButtonItem: UIBarButtonItem?
}

extension UIViewController {
  /// `tabBarItem`: the one set, or one made now with the controller's title.
  var resolvedTabBarItem: UITabBarItem {
    if let item = chrome.tabBarItem { return item }
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    chrome.tabBarItem = item
    return item
  }

  /// Tells the navigation controller that shows this controller that its toolbar items changed.
  func toolbarItemsDidChange() {
    guard let navigation = storedParent as? UINavigationController,
      navigation.topViewController === self
    else { return }
    navigation.toolbar.setItems(chrome.toolbarItems, animated: false)
  }
}
