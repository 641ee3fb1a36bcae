import Foundation

/// Comparing trait collections.
extension UITraitCollection {
  /// Whether the collection has the value of every trait another collection specifies.
  ///
  /// - Parameter trait: The collection whose specified traits are looked for; `nil` is
  ///   contained in every collection.
  /// - Returns: `true` when each trait `trait` specifies has the same value here.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Compare the traits' values")
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return values.contains(trait.values)
  }

  /// Whether dynamic colours could resolve differently in the two collections: whether a trait
  /// that affects colours (interface style, contrast, level, custom colour traits) differs.
  ///
  /// - Parameter traitCollection: The other collection; `nil` compares with a collection that
  ///   specifies nothing.
  /// - Returns: `true` when a colour trait has different values.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    let other = traitCollection?.values ?? TraitValues()
    let colorTraits: [any SystemTraitDefinition.Type] = [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self,
    ]
    let changed = values.changedTraits(comparedTo: other)
    if colorTraits.contains(where: { changed.contains(ObjectIdentifier($0)) }) { return true }
    return changed.contains { key in
      (values.custom[key] ?? other.custom[key])?.affectsColor == true
    }
  }

  /// The colour appearance the collection selects (light unless it specifies dark, and so on).
  var colorAppearance: ColorAppearance {
    ColorAppearance(
      isDark: userInterfaceStyle == .dark, hasIncreasedContrast: accessibilityContrast == .high,
      isElevated: userInterfaceLevel == .elevated)
  }
}

/// The current trait collection (iOS 13).
extension UITraitCollection {
  /// The collection set by `current`'s setter or `performAsCurrent(_:)`, if any.
  @MainActor private static var storedCurrent: UITraitCollection?

  /// The trait collection of the code that runs now.
  ///
  /// HeadlessUIKit sets it to the receiver's traits while it calls `traitCollectionDidChange(_:)`
  /// and trait-change handlers; elsewhere it is what app code set, or the main screen's traits.
  @MainActor public class var current: UITraitCollection {
    get { storedCurrent ?? UIScreen.main.traitCollection }
    set { storedCurrent = newValue }
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`, then restores it.
  ///
  /// - Parameter actions: The work to run.
  @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = Self.storedCurrent
    Self.storedCurrent = self
    defer { Self.storedCurrent = saved }
    try actions()
  }
}
