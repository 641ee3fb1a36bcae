import Foundation

extension UIFontDescriptor {
  /// The keys of a font descriptor's attribute dictionary.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public var rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: A name such as `NSFontFamilyAttribute`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The family name, a `String`.
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The font's PostScript name, a `String`.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face (style) name, a `String`.
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The point size, a `CGFloat` (or another number).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name to show to people, a `String`.
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The traits, a dictionary keyed by ``TraitKey``.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// The Dynamic Type text style, a `UIFont.TextStyle` raw value.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The keys of the traits dictionary stored under ``AttributeName/traits``.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public var rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: A name such as `NSCTFontWeightTrait`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The symbolic traits, a `UInt32` of ``SymbolicTraits`` bits.
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight, a `UIFont.Weight` (or its `CGFloat` value).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, from -1 (condensed) to 1 (expanded).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, from -1 to 1.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// Stylistic qualities of a font, as bits.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt32

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits, as Core Text numbers them.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// An italic or oblique face.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// A bold face.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// An expanded face.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// A condensed face.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// A face whose glyphs all have the same advance.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// A face for vertical text.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// A face optimised for user interfaces.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A design of the system font.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The design's name, as UIKit spells it.
    public var rawValue: String

    /// Creates a design from its name.
    ///
    /// - Parameter rawValue: A name such as `NSCTFontUIFontDesignDefault`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The default design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded letterforms (the default family stands in, decision L1).
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Monospaced letterforms (the monospaced family).
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    /// Serif letterforms (the default family stands in, decision L1).
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }
}
