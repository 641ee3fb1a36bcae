import Foundation

/// An immutable set of traits that describe the environment of an interface: size classes,
/// idiom, display scale, layout direction, Dynamic Type size and appearance (spec 7.11–7.15).
///
/// A trait *specifies* a value unless it holds its unspecified value (`.unspecified`, or 0 for
/// `displayScale`); `UITraitCollection()` specifies nothing. Screens, windows, view controllers
/// and views each have one (``UITraitEnvironment``): a window's traits come from its screen
/// (the simulated device in its orientation), flow to its root view controller and views, and a
/// container can override its children's with `setOverrideTraitCollection(_:forChild:)`.
///
///     let traits = UITraitCollection { mutableTraits in
///       mutableTraits.horizontalSizeClass = .regular
///       mutableTraits.userInterfaceIdiom = .pad
///     }
///
/// Trait collections are values: two collections are equal when they specify the same traits
/// with the same values. They are immutable and safe to share across threads.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The traits the collection specifies.
  let values: TraitValues

  /// Creates a collection from stored values.
  init(values: TraitValues) {
    self.values = values
    super.init()
  }

  /// Creates a collection that specifies no trait.
  public override convenience init() {
    self.init(values: TraitValues())
  }

  // MARK: Traits

  /// The horizontal size class.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { values.system.horizontalSizeClass }

  /// The vertical size class.
  open var verticalSizeClass: UIUserInterfaceSizeClass { values.system.verticalSizeClass }

  /// The kind of device the interface is designed for.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { values.system.userInterfaceIdiom }

  /// The number of pixels per point (0 when not specified).
  open var displayScale: CGFloat { values.system.displayScale }

  /// The Dynamic Type size the user prefers.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    values.system.preferredContentSizeCategory
  }

  /// The layout direction of the environment.
  open var layoutDirection: UITraitEnvironmentLayoutDirection { values.system.layoutDirection }

  /// The light or dark appearance.
  open var userInterfaceStyle: UIUserInterfaceStyle { values.system.userInterfaceStyle }

  /// Whether the user asked for increased contrast.
  open var accessibilityContrast: UIAccessibilityContrast { values.system.accessibilityContrast }

  /// The visual level of the content.
  open var userInterfaceLevel: UIUserInterfaceLevel { values.system.userInterfaceLevel }

  /// The value of a trait, system or custom; the trait's default when not specified.
  ///
  /// - Parameter trait: The trait's type, such as `UITraitHorizontalSizeClass.self`.
  public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    values[trait: trait]
  }

  // MARK: Equality and description

  /// Whether `object` is a trait collection that specifies the same traits with the same values.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` when the two collections are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return values == other.values
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int {
    values.hashValue
  }

  /// UIKit's description: the specified traits, in UIKit's order and spelling.
  ///
  /// For example `<UITraitCollection: 0x…; UserInterfaceIdiom = Phone, DisplayScale = 3,
  /// HorizontalSizeClass = Compact, VerticalSizeClass = Regular, UserInterfaceStyle = Light,
  /// UserInterfaceLayoutDirection = LTR, PreferredContentSizeCategory = L,
  /// AccessibilityContrast = Normal, UserInterfaceLevel = Base>`.
  open override var description: String {
    let traits = traitDescriptions
    let head = "<UITraitCollection: \(ObjectAddress.of(self))"
    return traits.isEmpty ? head + ">" : head + "; " + traits.joined(separator: ", ") + ">"
  }
}
