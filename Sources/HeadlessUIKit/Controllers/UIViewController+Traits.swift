import Foundation

extension UIViewController: UITraitEnvironment {}

/// A view controller's traits (spec 7.12, 7.14, decisions C10–C12).
///
/// As in iOS 17, a controller inherits the traits of its view's superview; a controller whose
/// view is not in a hierarchy inherits its parent's, and one with neither keeps the traits it
/// had (at first the main screen's, UIKit's prediction). A parent's override for the child
/// (`setOverrideTraitCollection(_:forChild:)` or an override of
/// `overrideTraitCollection(forChild:)`) is laid over the inherited traits, and the
/// controller's own `traitOverrides` over that.
extension UIViewController {
  /// The stored traits, or those the environment gives a controller that never had any.
  var storedTraitCollection: UITraitCollection {
    traitState.current ?? environmentTraitCollection()
  }

  /// The traits the controller's environment gives it now.
  ///
  /// - Parameter prospective: Whether to work the environment's traits out from the window
  ///   down rather than read their stored traits (see `UIView`'s); nothing is stored.
  /// - Returns: The traits.
  func environmentTraitCollection(prospective: Bool = false) -> UITraitCollection {
    let inherited: UITraitCollection
    if let superview = storedView?.superview {
      inherited =
        prospective
        ? superview.environmentTraitCollection(prospective: true)
        : superview.storedTraitCollection
    } else if let parent = storedParent {
      inherited =
        prospective
        ? parent.environmentTraitCollection(prospective: true) : parent.storedTraitCollection
    } else {
      inherited = traitState.current ?? UIScreen.main.traitCollection
    }
    var values = inherited.values
    if let parent = storedParent, let override = parent.overrideTraitCollection(forChild: self) {
      values = values.overlaid(with: override.values)
    }
    let overrides = traitState.overrides
    if !overrides.isEmpty { values = overrides.applied(to: values) }
    return values == inherited.values ? inherited : UITraitCollection(values: values)
  }

  /// The traits the controller changes for itself, its views and the children that inherit
  /// from it (iOS 17); setting them updates those traits at once (decision C17).
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set {
      traitState.overrides = newValue
      refreshTraitsOfHierarchy()
    }
  }

  /// Updates the controller's traits from its environment; when they changed, calls
  /// `traitCollectionDidChange(_:)` and the registrations.
  ///
  /// - Returns: Whether the horizontal size class, and so the root view's system minimum
  ///   margins (spec 6.4), changed.
  @discardableResult
  func refreshOwnTraits() -> Bool {
    let old = traitState.current ?? UIScreen.main.traitCollection
    let new = environmentTraitCollection()
    traitState.current = new
    TraitDelivery.deliver(new, replacing: old, to: self, registrations: traitState.registrations)
    return new.horizontalSizeClass != old.horizontalSizeClass
  }

  /// Updates the traits of the controller, its view's subtree and its children.
  func refreshTraitsOfHierarchy() {
    if let view = storedView {
      view.refreshTraitsInSubtree()
      if view.owningController !== self { refreshOwnTraits() }
    } else {
      refreshOwnTraits()
      refreshChildrenOutsideViewHierarchy()
    }
  }

  /// Updates the children that no view hierarchy reaches: those whose view is not loaded or
  /// has no superview.
  func refreshChildrenOutsideViewHierarchy() {
    for child in childList where child.storedView?.superview == nil {
      child.refreshTraitsOfHierarchy()
    }
  }

  /// The system minimum margins follow the horizontal size class: a change is reported at
  /// once when no safe-area change is pending, else by the layout that reports the safe area
  /// (safe area first, then margins, spec 6.11).
  func rootMarginMinimumMayHaveChanged() {
    guard let root = storedView else { return }
    if root.safeAreaInsets(in: .current) == root.marginState.reportedSafeArea {
      root.rootMarginInputsDidChange()
    } else {
      root.setNeedsLayout()
    }
  }

  // MARK: Overrides for children

  /// Stores an override for a child and updates the child's traits (spec 7.14).
  func setTraitOverride(_ collection: UITraitCollection?, forChild child: UIViewController) {
    traitState.childOverrides.removeAll { $0.child == nil || $0.child === child }
    if let collection {
      traitState.childOverrides.append(ChildTraitOverride(child: child, traits: collection))
    }
    if child.storedParent === self { child.refreshTraitsOfHierarchy() }
  }

  /// The override stored for a child, while it is a child of this controller.
  func traitOverride(forChild child: UIViewController) -> UITraitCollection? {
    guard child.storedParent === self else { return nil }
    return traitState.childOverrides.first { $0.child === child }?.traits
  }
}

/// A parent's trait override for one child.
struct ChildTraitOverride {
  /// The child, held weakly.
  weak var child: UIViewController?
  /// The traits laid over the child's inherited traits.
  let traits: UITraitCollection
}

extension UIViewController: UITraitChangeObservable {
  /// Registers a closure to run after any of the traits change (iOS 17).
  ///
  /// The closure runs after `traitCollectionDidChange(_:)`, with the controller as its first
  /// argument (typed as the closure declares it) and the previous traits as its second.
  ///
  /// - Parameters:
  ///   - traits: The traits to observe, such as `[UITraitHorizontalSizeClass.self]`.
  ///   - handler: The closure.
  /// - Returns: A token for `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registration = TraitState.registration(traits, handler)
    traitState.registrations.append(registration)
    return registration
  }

  /// Removes a registration made on this controller.
  ///
  /// - Parameter registration: A token `registerForTraitChanges(_:handler:)` returned.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.registrations.removeAll { $0 === registration }
  }
}
