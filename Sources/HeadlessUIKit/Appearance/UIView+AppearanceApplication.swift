import Foundation

/// When appearance proxies reach views and bar items (decision AP2).
///
/// As UIAppearance's documentation says, UIKit applies the proxies when a view enters a window
/// and leaves a view already in a window alone: here each view of a subtree that moves into a
/// window gets the rules that match it just before its `didMoveToWindow()` (so before its first
/// layout), and a window gets them when it is shown. A bar applies them to the items it shows
/// when it enters a window, and to items it is given while in one.
extension UIView {
  /// Applies the matching appearance rules to the view, and to the bar items it shows, as it
  /// enters a window.
  func applyAppearanceOnEnteringWindow() {
    guard AppearanceRegistry.hasSettings else { return }
    AppearanceRegistry.applyRules(
      to: self, containers: { self.appearanceContainers },
      traits: { self.traitCollectionForAppearance() })
    (self as? BarItemAppearanceHost)?.applyAppearanceToShownItems()
  }

  /// The view's appearance containers, nearest first: a root view's controller, else its
  /// superview, and so on up to the window (decision AP4).
  var appearanceContainers: [AnyObject] {
    var chain: [AnyObject] = []
    var next = Self.appearanceContainer(above: self)
    while let container = next {
      chain.append(container)
      next = Self.appearanceContainer(above: container)
    }
    return chain
  }

  /// The container around a view or view controller: for a view, the controller whose root
  /// view it is, else its superview; for a controller, its view's superview, else its parent,
  /// else the controller that presented it.
  private static func appearanceContainer(above object: AnyObject) -> AnyObject? {
    if let view = object as? UIView { return view.owningController ?? view.superview }
    guard let controller = object as? UIViewController else { return nil }
    return controller.storedView?.superview ?? controller.storedParent
      ?? controller.presentation.presenting
  }

  /// The traits the view has once the traits of the window it is entering reach it (its
  /// stored traits are updated only after `didMoveToWindow()`).
  func traitCollectionForAppearance() -> UITraitCollection {
    environmentTraitCollection(prospective: true)
  }
}

/// A bar that shows bar items, to which it applies appearance proxies.
@MainActor
protocol BarItemAppearanceHost: UIView {
  /// The items the bar shows now.
  var shownBarItems: [UIBarItem] { get }
}

extension BarItemAppearanceHost {
  /// Applies the matching appearance rules to the items the bar shows, when it is in a window;
  /// an item's containers are the bar and the bar's containers, its traits the bar's.
  func applyAppearanceToShownItems() {
    applyAppearance(to: shownBarItems)
  }

  /// Applies the matching appearance rules to items the bar starts showing, when it is in a
  /// window.
  ///
  /// - Parameter items: The items.
  func applyAppearance(to items: [UIBarItem]) {
    guard AppearanceRegistry.hasSettings, window != nil, !items.isEmpty else { return }
    let containers = [self as AnyObject] + appearanceContainers
    for item in items {
      AppearanceRegistry.applyRules(
        to: item, containers: { containers }, traits: { self.traitCollectionForAppearance() })
    }
  }
}
