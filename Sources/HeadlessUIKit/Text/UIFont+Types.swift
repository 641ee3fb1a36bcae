import Foundation
import TextLayout

extension UIFont {
  /// A font weight, from -1 (lightest) to 1 (heaviest), with UIKit's named values.
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The weight as a number between -1 and 1.
    public var rawValue: CGFloat

    /// Creates a weight from its number.
    ///
    /// - Parameter rawValue: A value between -1 and 1; 0 is regular.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Creates a weight from its number.
    ///
    /// - Parameter rawValue: A value between -1 and 1; 0 is regular.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The ultra-light weight, -0.8.
    public static let ultraLight = Weight(-0.8)
    /// The thin weight, -0.6.
    public static let thin = Weight(-0.6)
    /// The light weight, -0.4.
    public static let light = Weight(-0.4)
    /// The regular weight, 0.
    public static let regular = Weight(0)
    /// The medium weight, 0.23.
    public static let medium = Weight(0.23)
    /// The semibold weight, 0.3.
    public static let semibold = Weight(0.3)
    /// The bold weight, 0.4.
    public static let bold = Weight(0.4)
    /// The heavy weight, 0.56.
    public static let heavy = Weight(0.56)
    /// The black weight, 0.62.
    public static let black = Weight(0.62)

    /// Orders weights from light to heavy.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The nearest OpenType weight class (100…900) to this weight (decision L2).
    var openTypeWeight: FontWeight {
      let table: [(CGFloat, FontWeight)] = [
        (-0.8, .thin), (-0.6, .ultraLight), (-0.4, .light), (0, .regular), (0.23, .medium),
        (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      // UIKit orders ultra light (−0.8) below thin (−0.6): San Francisco's Ultralight is its
      // lightest face and `UIImage.SymbolWeight` numbers them 1 and 2. OpenType names its two
      // lightest classes the other way round (Thin 100, Extra Light 200), so the mapping keeps
      // UIKit's order: ultra light 100, thin 200.
      if rawValue <= -0.7 { return .thin }
      if rawValue <= -0.5 { return .ultraLight }
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
    }
  }

  /// A named text style for Dynamic Type, such as the body or a headline (spec 12.5).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit spells it (`UICTFontTextStyleBody`).
    public var rawValue: String

    /// Creates a text style from its name.
    ///
    /// - Parameter rawValue: A name such as `UICTFontTextStyleBody`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a text style from its name.
    ///
    /// - Parameter rawValue: A name such as `UICTFontTextStyleBody`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The large title style (34 pt at the default size).
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    /// The first-level title style (28 pt).
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    /// The second-level title style (22 pt).
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    /// The third-level title style (20 pt).
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    /// The headline style (17 pt semibold).
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    /// The body style (17 pt).
    public static let body = TextStyle("UICTFontTextStyleBody")
    /// The callout style (16 pt).
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    /// The subheadline style (15 pt).
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    /// The footnote style (13 pt).
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    /// The first caption style (12 pt).
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    /// The second caption style (11 pt).
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// The row of the Dynamic Type table; unknown styles use the body's.
    var tableStyle: DynamicTypeTable.Style {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .callout: .callout
      case .subheadline: .subheadline
      case .footnote: .footnote
      case .caption1: .caption1
      case .caption2: .caption2
      default: .body
      }
    }

    /// The style's point size for `category` (spec 12.6); `.unspecified` gives the default size.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
      let rank = category.rank
      let index = rank == 0 ? DynamicTypeTable.defaultCategory : rank - 1
      return CGFloat(DynamicTypeTable.pointSize(tableStyle, category: index))
    }

    /// The style's weight: semibold for the headline, regular for the others.
    var weight: UIFont.Weight { DynamicTypeTable.isSemibold(tableStyle) ? .semibold : .regular }
  }
}
