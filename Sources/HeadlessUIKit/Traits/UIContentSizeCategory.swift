import Foundation

/// The preferred size of content, chosen in the Dynamic Type settings (a trait, spec 12).
///
/// The raw values are UIKit's: `UICTContentSizeCategoryL` for `.large`, the default category.
/// Categories are ordered from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`;
/// `.unspecified` (and any raw value UIKit does not define) orders before all of them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name, as UIKit spells it.
  public var rawValue: String

  /// Creates a category from its raw value.
  ///
  /// - Parameter rawValue: A name such as `UICTContentSizeCategoryL`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a category from its raw value, as UIKit's typed string constants allow.
  ///
  /// - Parameter rawValue: A name such as `UICTContentSizeCategoryL`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// No preferred size: the trait is not specified.
  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  /// The extra-small size.
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  /// The small size.
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  /// The medium size.
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  /// The large size, the default.
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  /// The extra-large size.
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  /// The extra-extra-large size.
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  /// The largest size outside the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  /// The medium accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  /// The large accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  /// The extra-large accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  /// The extra-extra-large accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// The specified categories, smallest first.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rank >= 8
  }

  /// The position in ``ordered`` plus one; 0 for `.unspecified` and unknown raw values.
  var rank: Int {
    Self.ordered.firstIndex(of: self).map { $0 + 1 } ?? 0
  }

  /// The short name UIKit prints in a trait collection's description (`L`, `AccessibilityXL`).
  var shortName: String {
    let prefix = "UICTContentSizeCategory"
    guard rawValue.hasPrefix(prefix) else { return "Unspecified" }
    return String(rawValue.dropFirst(prefix.count))
  }
}

extension UIContentSizeCategory: Comparable {
  /// Whether `lhs` is a smaller size than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A category.
  ///   - rhs: Another category.
  /// - Returns: `true` when `lhs` comes first in the Dynamic Type scale.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }
}
