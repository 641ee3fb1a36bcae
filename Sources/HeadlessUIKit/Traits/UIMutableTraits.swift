import Foundation

/// A mutable container of traits (iOS 17), used to build trait collections.
///
/// HeadlessUIKit models the system traits below and custom ``UITraitDefinition`` traits through
/// the subscript; UIKit's other system traits (display gamut, legibility weight, …) are absent.
public protocol UIMutableTraits {
  /// The value of a trait.
  subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The user-interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The display scale.
  var displayScale: CGFloat { get set }
  /// The preferred content size category.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// The light or dark appearance.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// The accessibility contrast.
  var accessibilityContrast: UIAccessibilityContrast { get set }
  /// The user-interface level.
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
}

/// The container `UITraitCollection(mutations:)` hands to its closure.
struct MutableTraitValues: UIMutableTraits {
  var values: TraitValues

  subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    get { values[trait: trait] }
    set { values[trait: trait] = newValue }
  }

  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.system.horizontalSizeClass }
    set { values.system.horizontalSizeClass = newValue }
  }

  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.system.verticalSizeClass }
    set { values.system.verticalSizeClass = newValue }
  }

  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.system.userInterfaceIdiom }
    set { values.system.userInterfaceIdiom = newValue }
  }

  var displayScale: CGFloat {
    get { values.system.displayScale }
    set { values.system.displayScale = newValue }
  }

  var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.system.preferredContentSizeCategory }
    set { values.system.preferredContentSizeCategory = newValue }
  }

  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.system.layoutDirection }
    set { values.system.layoutDirection = newValue }
  }

  var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.system.userInterfaceStyle }
    set { values.system.userInterfaceStyle = newValue }
  }

  var accessibilityContrast: UIAccessibilityContrast {
    get { values.system.accessibilityContrast }
    set { values.system.accessibilityContrast = newValue }
  }

  var userInterfaceLevel: UIUserInterfaceLevel {
    get { values.system.userInterfaceLevel }
    set { values.system.userInterfaceLevel = newValue }
  }

  /// The traits in a container: its values if it is ours, else its system traits read one by
  /// one (a closure may have replaced the container with its own type).
  static func values(of traits: any UIMutableTraits) -> TraitValues {
    if let ours = traits as? MutableTraitValues { return ours.values }
    var copy = MutableTraitValues(values: TraitValues())
    copy.horizontalSizeClass = traits.horizontalSizeClass
    copy.verticalSizeClass = traits.verticalSizeClass
    copy.userInterfaceIdiom = traits.userInterfaceIdiom
    copy.displayScale = traits.displayScale
    copy.preferredContentSizeCategory = traits.preferredContentSizeCategory
    copy.layoutDirection = traits.layoutDirection
    copy.userInterfaceStyle = traits.userInterfaceStyle
    copy.accessibilityContrast = traits.accessibilityContrast
    copy.userInterfaceLevel = traits.userInterfaceLevel
    return copy.values
  }
}
