import Foundation

/// An object with a trait collection that tells it when its traits change: screens, windows,
/// views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The environment's traits.
  var traitCollection: UITraitCollection { get }

  /// Called after the traits changed, with the collection before the change (spec 7.12).
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use registerForTraitChanges")
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A token for a trait-change registration, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// An object that runs code when some of its traits change (iOS 17): views and view
/// controllers.
///
/// Only the closure form is available: the target–action forms need Objective-C selectors,
/// which Swift on Linux does not have.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
  /// A closure that runs after observed traits changed; it receives the object and its
  /// previous traits.
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void

  /// Registers a closure to run after any of the traits change.
  ///
  /// - Parameters:
  ///   - traits: The traits to observe, such as `[UITraitHorizontalSizeClass.self]`.
  ///   - handler: Receives the object (typed as the closure declares it, usually `Self`) and
  ///     its previous traits.
  /// - Returns: A token for `unregisterForTraitChanges(_:)`; keeping it is optional.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Removes a registration.
  ///
  /// - Parameter registration: A token `registerForTraitChanges(_:handler:)` returned.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One trait-change registration.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
  /// The observed traits (`ObjectIdentifier` of each trait type).
  let traits: Set<ObjectIdentifier>
  /// Calls the handler with the object and its previous traits.
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
    super.init()
  }
}

/// The trait bookkeeping of a view or view controller.
struct TraitState {
  /// The traits last delivered; `nil` until the object first receives traits from an
  /// environment (it then has the traits UIKit predicts: the main screen's).
  var current: UITraitCollection?
  /// The trait-change registrations, in the order they were made.
  var registrations: [TraitChangeRegistration] = []
  /// A controller's overrides for its children.
  var childOverrides: [ChildTraitOverride] = []
  /// The traits the object overrides for itself and its descendants (iOS 17).
  var overrides = UITraitOverrides()
  /// Re-resolves what a document installs per size class when a view's size classes change
  /// (set by the loader on views that hold such constraints or subviews, decision IB7).
  var sizeClassVariations: NibSizeClassVariations?

  /// Makes a registration whose handler receives the observed object as `Environment`.
  @MainActor
  static func registration<Environment: UITraitEnvironment>(
    _ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> TraitChangeRegistration {
    TraitChangeRegistration(traits: traits) { object, previous in
      guard let environment = object as? Environment else { return }
      handler(environment, previous)
    }
  }
}

/// Delivering a trait change to a view or view controller.
@MainActor
enum TraitDelivery {
  /// Calls `traitCollectionDidChange(_:)` and then the registrations that observe a changed trait,
  /// with `new` as the current trait collection, when `new` differs from `old` (decision C11).
  ///
  /// The object must already answer `new` for its traits.
  ///
  /// - Returns: Whether the traits changed.
  @discardableResult
  static func deliver(
    _ new: UITraitCollection, replacing old: UITraitCollection, to object: some UITraitEnvironment,
    registrations: [TraitChangeRegistration]
  ) -> Bool {
    guard new !== old, new.values != old.values else { return false }
    new.performAsCurrent {
      object.traitCollectionDidChange(old)
      guard !registrations.isEmpty else { return }
      let changed = new.values.changedTraits(comparedTo: old.values)
      for registration in registrations where !registration.traits.isDisjoint(with: changed) {
        registration.handler(object, old)
      }
    }
    return true
  }
}
