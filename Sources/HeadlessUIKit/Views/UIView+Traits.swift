import Foundation

extension UIView: UITraitEnvironment {}

/// A view's traits (spec 7.12, decisions C10–C12).
///
/// A view's traits are stored and updated when its environment changes, parents before
/// children: a window takes its screen's traits (with the content size category the headless
/// environment set), a controller's root view takes its controller's, any other view its
/// superview's. A view that never had an environment has the traits UIKit predicts for new
/// views, the main screen's; a view keeps its last traits when it leaves its superview.
extension UIView {
  /// The stored traits, or the prediction for a view that never had an environment: its
  /// controller's traits, else the main screen's.
  var storedTraitCollection: UITraitCollection {
    traitState.current ?? owningController?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The layout direction the view's traits give the interface around it: right to left only
  /// when the traits say so.
  var interfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    storedTraitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The traits the view's environment gives it now, with its own overrides laid over them.
  ///
  /// - Parameter prospective: Whether to work the environment's traits out from the window
  ///   down rather than read their stored traits, which lag while a subtree moves into a
  ///   window (the appearance proxies match traits then, decision AP2); nothing is stored.
  /// - Returns: The traits.
  func environmentTraitCollection(prospective: Bool = false) -> UITraitCollection {
    let inherited: UITraitCollection
    if let window = self as? UIWindow {
      inherited = window.screenTraitCollection
    } else if let controller = owningController {
      inherited =
        prospective
        ? controller.environmentTraitCollection(prospective: true)
        : controller.storedTraitCollection
    } else if let superview {
      inherited =
        prospective
        ? superview.environmentTraitCollection(prospective: true)
        : superview.storedTraitCollection
    } else {
      inherited = storedTraitCollection
    }
    let overrides = traitState.overrides
    guard !overrides.isEmpty else { return inherited }
    return UITraitCollection(values: overrides.applied(to: inherited.values))
  }

  /// The traits the view changes for itself and its subviews (iOS 17); setting them updates
  /// the traits of the view's subtree at once (decision C17).
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set {
      traitState.overrides = newValue
      refreshTraitsInSubtree()
    }
  }

  /// Updates the traits of the view and its subtree from their environment, parents first: a
  /// root view's controller before the view, the view before its subviews, then the
  /// controller's children whose views are not in a view hierarchy; a change of the root
  /// margins that the controller's new size class brings is reported last.
  func refreshTraitsInSubtree() {
    let controller = owningController
    let sizeClassChanged = controller?.refreshOwnTraits() ?? false
    applyTraits(environmentTraitCollection())
    for subview in subviews { subview.refreshTraitsInSubtree() }
    controller?.refreshChildrenOutsideViewHierarchy()
    if sizeClassChanged { controller?.rootMarginMinimumMayHaveChanged() }
  }

  /// Stores new traits; when they differ, calls `traitCollectionDidChange(_:)` and the
  /// registrations (decision C11), and rebuilds the view's leading and trailing edges when its
  /// layout direction flipped.
  private func applyTraits(_ new: UITraitCollection) {
    let old = traitState.current ?? UIScreen.main.traitCollection
    let wasRightToLeft = isRightToLeft
    traitState.current = new
    let changed = TraitDelivery.deliver(
      new, replacing: old, to: self, registrations: traitState.registrations)
    if changed, isRightToLeft != wasRightToLeft { layoutDirectionDidChange() }
    if changed, let variations = traitState.sizeClassVariations,
      old.horizontalSizeClass != new.horizontalSizeClass
        || old.verticalSizeClass != new.verticalSizeClass
    {
      variations.apply(to: self, traits: new)
    }
  }
}

extension UIView: UITraitChangeObservable {
  /// Registers a closure to run after any of the traits change (iOS 17).
  ///
  /// The closure runs after `traitCollectionDidChange(_:)`, with the view as its first argument
  /// (typed as the closure declares it) and the previous traits as its second.
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

  /// Removes a registration made on this view.
  ///
  /// - Parameter registration: A token `registerForTraitChanges(_:handler:)` returned.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.registrations.removeAll { $0 === registration }
  }
}
