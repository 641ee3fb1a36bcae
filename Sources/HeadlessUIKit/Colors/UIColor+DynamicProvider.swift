import Foundation

extension UIColor {
  /// Creates a dynamic colour whose components an app's closure chooses for each trait
  /// collection (iOS 13).
  ///
  /// UIKit calls the closure whenever it resolves the colour: `resolvedColor(with:)` passes the
  /// collection it is given, and views resolve against their own `traitCollection` when they draw
  /// (a view under `overrideUserInterfaceStyle = .dark` gets the dark choice). Where UIKit would
  /// use the current trait collection (`cgColor`, `getRed(_:green:blue:alpha:)`), HeadlessUIKit
  /// passes a collection with the light, normal-contrast, base-level appearance, as it does for
  /// the system colours. The colour stays dynamic through `withAlphaComponent(_:)`; two colours
  /// made from closures are equal only when they are the same object, as in UIKit.
  ///
  /// - Parameter dynamicProvider: Returns the colour to show for a trait collection; it may be
  ///   called more than once, from any thread.
  public convenience init(
    dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    self.init(storage: .provider(DynamicColorProvider(dynamicProvider)))
  }
}

/// The closure of a colour made with ``UIColor/init(dynamicProvider:)``, compared by identity.
final class DynamicColorProvider: Hashable, @unchecked Sendable {
  /// The app's closure.
  private let body: @Sendable (UITraitCollection) -> UIColor

  /// Wraps a closure.
  ///
  /// - Parameter body: The app's closure.
  init(_ body: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.body = body
  }

  /// The colour the closure chooses for a trait collection.
  ///
  /// - Parameter traitCollection: The traits to resolve against.
  /// - Returns: The closure's colour, which may itself be dynamic.
  func color(for traitCollection: UITraitCollection) -> UIColor {
    body(traitCollection)
  }

  static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool {
    lhs === rhs
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension ColorAppearance {
  /// A trait collection that specifies this appearance: its interface style, contrast and level.
  var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: isDark ? .dark : .light),
      UITraitCollection(accessibilityContrast: hasIncreasedContrast ? .high : .normal),
      UITraitCollection(userInterfaceLevel: isElevated ? .elevated : .base),
    ])
  }
}
