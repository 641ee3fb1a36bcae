import Foundation

/// A type that identifies a trait in a trait collection (iOS 17).
///
/// Every system trait has such a type (``UITraitHorizontalSizeClass`` and the others), and app
/// code may define its own: a type whose `defaultValue` is the value of the trait where no
/// environment specifies it.
///
///     struct ThemeTrait: UITraitDefinition {
///       static let defaultValue = Theme.standard
///     }
///
/// A custom trait's value is compared with `==` when its type is `Equatable` (otherwise two
/// values are equal only if they are the same object), so that trait changes are detected.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value

  /// The value of the trait where no trait environment specifies it.
  static var defaultValue: Value { get }

  /// A unique identifier for the trait.
  static var identifier: String { get }

  /// A short name for the trait, used in descriptions.
  static var name: String { get }

  /// Whether the trait changes how dynamic colours resolve.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's fully qualified name.
  public static var identifier: String {
    String(reflecting: Self.self)
  }

  /// The type's name.
  public static var name: String {
    String(describing: Self.self)
  }

  /// `false`: a trait does not affect colours unless it says so.
  public static var affectsColorAppearance: Bool {
    false
  }
}

/// A trait type, the key of a trait in a trait collection and in trait-change registrations.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: its value lives in ``SystemTraitValues``.
protocol SystemTraitDefinition: UITraitDefinition where Value: Hashable & Sendable {
  /// Where the value is stored.
  static var storage: WritableKeyPath<SystemTraitValues, Value> { get }
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitHorizontalSizeClass`.
  public static let identifier = "UITraitHorizontalSizeClass"
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// `HorizontalSizeClass`.
  public static let name = "HorizontalSizeClass"
  static var storage: WritableKeyPath<SystemTraitValues, UIUserInterfaceSizeClass> {
    \.horizontalSizeClass
  }
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitVerticalSizeClass`.
  public static let identifier = "UITraitVerticalSizeClass"
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// `VerticalSizeClass`.
  public static let name = "VerticalSizeClass"
  static var storage: WritableKeyPath<SystemTraitValues, UIUserInterfaceSizeClass> {
    \.verticalSizeClass
  }
}

/// The user-interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitUserInterfaceIdiom`.
  public static let identifier = "UITraitUserInterfaceIdiom"
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  /// `UserInterfaceIdiom`.
  public static let name = "UserInterfaceIdiom"
  static var storage: WritableKeyPath<SystemTraitValues, UIUserInterfaceIdiom> {
    \.userInterfaceIdiom
  }
}

/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitDisplayScale`.
  public static let identifier = "UITraitDisplayScale"
  /// 0, unspecified.
  public static let defaultValue: CGFloat = 0
  /// `DisplayScale`.
  public static let name = "DisplayScale"
  static var storage: WritableKeyPath<SystemTraitValues, CGFloat> { \.displayScale }
}

/// The preferred content size category trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitPreferredContentSizeCategory`.
  public static let identifier = "UITraitPreferredContentSizeCategory"
  /// Unspecified.
  public static let defaultValue = UIContentSizeCategory.unspecified
  /// `PreferredContentSizeCategory`.
  public static let name = "PreferredContentSizeCategory"
  static var storage: WritableKeyPath<SystemTraitValues, UIContentSizeCategory> {
    \.preferredContentSizeCategory
  }
}

/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitLayoutDirection`.
  public static let identifier = "UITraitLayoutDirection"
  /// Unspecified.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  /// `UserInterfaceLayoutDirection`.
  public static let name = "UserInterfaceLayoutDirection"
  static var storage: WritableKeyPath<SystemTraitValues, UITraitEnvironmentLayoutDirection> {
    \.layoutDirection
  }
}

/// The light or dark appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitUserInterfaceStyle`.
  public static let identifier = "UITraitUserInterfaceStyle"
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// `UserInterfaceStyle`.
  public static let name = "UserInterfaceStyle"
  /// `true`: the style selects the light or dark variant of dynamic colours.
  public static let affectsColorAppearance = true
  static var storage: WritableKeyPath<SystemTraitValues, UIUserInterfaceStyle> {
    \.userInterfaceStyle
  }
}

/// The accessibility contrast trait.
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitAccessibilityContrast`.
  public static let identifier = "UITraitAccessibilityContrast"
  /// Unspecified.
  public static let defaultValue = UIAccessibilityContrast.unspecified
  /// `AccessibilityContrast`.
  public static let name = "AccessibilityContrast"
  /// `true`: increased contrast selects other variants of dynamic colours.
  public static let affectsColorAppearance = true
  static var storage: WritableKeyPath<SystemTraitValues, UIAccessibilityContrast> {
    \.accessibilityContrast
  }
}

/// The user-interface level trait.
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
  /// `UITraitUserInterfaceLevel`.
  public static let identifier = "UITraitUserInterfaceLevel"
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  /// `UserInterfaceLevel`.
  public static let name = "UserInterfaceLevel"
  /// `true`: the elevated level selects other variants of some dynamic colours.
  public static let affectsColorAppearance = true
  static var storage: WritableKeyPath<SystemTraitValues, UIUserInterfaceLevel> {
    \.userInterfaceLevel
  }
}
