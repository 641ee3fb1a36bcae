import Foundation

/// The default forwarding of trait and size transitions to child controllers (spec 9.4–9.5).
extension UIViewController {
  /// The default `viewWillTransition(to:with:)`: each child is asked for its new size with
  /// `size(forChildContentContainer:withParentContainerSize:)` and told of it, unless its
  /// loaded view already has that size (spec 9.4).
  func forwardSizeTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childList {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      if let current = child.storedView?.bounds.size, current == childSize { continue }
      child.viewWillTransition(to: childSize, with: coordinator)
    }
  }

  /// The default `willTransition(to:with:)`: each child whose traits will change is told of
  /// its new traits, the controller's new traits with the override for that child laid over
  /// them (spec 9.5, decision C14).
  func forwardTraitTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childList {
      var values = newCollection.values
      if let override = overrideTraitCollection(forChild: child) {
        values = values.overlaid(with: override.values)
      }
      let childCollection = UITraitCollection(values: values)
      guard childCollection != child.storedTraitCollection else { continue }
      child.willTransition(to: childCollection, with: coordinator)
    }
  }
}
