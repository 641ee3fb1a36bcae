import Foundation

/// The traits a view, view controller or window changes for itself and everything that
/// inherits its traits (iOS 17).
///
///     view.traitOverrides.userInterfaceStyle = .dark
///     controller.traitOverrides.horizontalSizeClass = .compact
///
/// A trait that was set is overridden, even with its unspecified value, until it is removed
/// with ``remove(_:)``. Setting an object's `traitOverrides` updates its traits and its
/// descendants' at once (decision C17).
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
  /// The values of the traits set (the other traits hold their defaults).
  var values: TraitValues
  /// The traits set (`ObjectIdentifier` of each trait type).
  private var keys = Set<ObjectIdentifier>()

  /// Creates overrides that change nothing, or a container that starts from `values` (for
  /// `UITraitCollection(mutations:)`).
  init(values: TraitValues = TraitValues()) {
    self.values = values
  }

  /// Whether no trait is overridden.
  var isEmpty: Bool {
    keys.isEmpty
  }

  /// The value of a trait: the override, or the trait's default when it is not overridden.
  ///
  /// - Parameter trait: The trait's type.
  public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    get { values[trait: trait] }
    set {
      values[trait: trait] = newValue
      keys.insert(ObjectIdentifier(trait))
    }
  }

  /// Whether the overrides change a trait.
  ///
  /// - Parameter trait: The trait's type.
  /// - Returns: `true` when the trait was set and not removed.
  public func contains(_ trait: UITrait) -> Bool {
    keys.contains(ObjectIdentifier(trait))
  }

  /// Stops overriding a trait.
  ///
  /// - Parameter trait: The trait's type.
  public mutating func remove(_ trait: UITrait) {
    keys.remove(ObjectIdentifier(trait))
    reset(trait)
  }

  private mutating func reset<T: UITraitDefinition>(_ trait: T.Type) {
    values[trait: trait] = T.defaultValue
  }

  /// Inherited traits with the overridden ones replaced.
  func applied(to inherited: TraitValues) -> TraitValues {
    var result = inherited
    for trait in SystemTraitValues.all where keys.contains(ObjectIdentifier(trait)) {
      copy(trait, into: &result)
    }
    for key in keys {
      result.custom[key] = values.custom[key]
    }
    return result
  }

  private func copy<S: SystemTraitDefinition>(_ trait: S.Type, into result: inout TraitValues) {
    result.system[keyPath: S.storage] = values.system[keyPath: S.storage]
  }

  /// The overridden traits, as a trait collection prints them.
  public var description: String {
    let traits = UITraitCollection(values: applied(to: TraitValues())).traitDescriptions
    return "<UITraitOverrides"
      + (traits.isEmpty ? ">" : ": " + traits.joined(separator: ", ") + ">")
  }

  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitHorizontalSizeClass.self] }
    set { self[UITraitHorizontalSizeClass.self] = newValue }
  }

  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitVerticalSizeClass.self] }
    set { self[UITraitVerticalSizeClass.self] = newValue }
  }

  /// The user-interface idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { self[UITraitUserInterfaceIdiom.self] }
    set { self[UITraitUserInterfaceIdiom.self] = newValue }
  }

  /// The display scale.
  public var displayScale: CGFloat {
    get { self[UITraitDisplayScale.self] }
    set { self[UITraitDisplayScale.self] = newValue }
  }

  /// The preferred content size category.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }

  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { self[UITraitLayoutDirection.self] }
    set { self[UITraitLayoutDirection.self] = newValue }
  }

  /// The light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { self[UITraitUserInterfaceStyle.self] }
    set { self[UITraitUserInterfaceStyle.self] = newValue }
  }

  /// The accessibility contrast.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { self[UITraitAccessibilityContrast.self] }
    set { self[UITraitAccessibilityContrast.self] = newValue }
  }

  /// The user-interface level.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { self[UITraitUserInterfaceLevel.self] }
    set { self[UITraitUserInterfaceLevel.self] = newValue }
  }
}
