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

/// The traits a closure may have set on a container: ours are read directly, another type's
/// system traits one by one (a closure may replace the container with its own type).
func traitValues(of traits: any UIMutableTraits) -> TraitValues {
  if let ours = traits as? UITraitOverrides { return ours.values }
  var copy = UITraitOverrides()
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
