import Foundation
import TextLayout

/// The system fonts and the Dynamic Type fonts.
extension UIFont {
  /// The system font at a size, in the regular weight.
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight; the nearest face of the family is used.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(UIFontDescriptor.Specification(size: fontSize, weight: weight))
  }

  /// The bold system font at a size.
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(UIFontDescriptor.Specification(size: fontSize, weight: .bold, traits: .traitBold))
  }

  /// The italic system font at a size.
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(UIFontDescriptor.Specification(size: fontSize, traits: .traitItalic))
  }

  /// The monospaced system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(UIFontDescriptor.Specification(size: fontSize, weight: weight, design: .monospaced))
  }

  /// The system font with digits of equal width, at a size and weight.
  ///
  /// The stand-in family's digits already share one advance, so this is the system font
  /// (decision L1).
  ///
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The font of a text style for the current traits (spec 12.7).
  ///
  /// - Parameter style: The text style.
  /// - Returns: The system font at the style's size and weight for the current content size
  ///   category; labels that adjust to the category follow it.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style for a trait collection's content size category (spec 12.6).
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits; `nil` or an unspecified category uses the current traits.
  /// - Returns: The system font at the style's size and weight.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(
      withTextStyle: style, compatibleWith: traitCollection)
    let spec = descriptor.specification
    return UIFont(font: systemFace(spec), descriptor: descriptor, origin: .textStyle(style))
  }

  /// The font for another content size category, for fonts that follow Dynamic Type.
  ///
  /// - Returns: `nil` for a font with a fixed size.
  @MainActor func adjusted(for traits: UITraitCollection) -> UIFont? {
    switch origin {
    case .textStyle(let style):
      return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    case .metrics(let style, let base, let maximum):
      return UIFontMetrics(forTextStyle: style).scaledFont(
        for: base, maximumPointSize: maximum, compatibleWith: traits)
    case nil:
      return nil
    }
  }

  /// The size of the standard system font, 14 points.
  public class var systemFontSize: CGFloat { 14 }
  /// The size of the small system font, 12 points.
  public class var smallSystemFontSize: CGFloat { 12 }
  /// The size of a label's font, 17 points.
  public class var labelFontSize: CGFloat { 17 }
  /// The size of a button's font, 18 points.
  public class var buttonFontSize: CGFloat { 18 }

  /// The families of the installed fonts, sorted.
  public class var familyNames: [String] { (try? FontMatcher.familyNames()) ?? [] }

  /// The PostScript names of the faces of a family.
  ///
  /// - Parameter familyName: The family name.
  /// - Returns: The names, sorted; empty for an unknown family.
  public class func fontNames(forFamilyName familyName: String) -> [String] {
    (try? FontMatcher.postScriptNames(inFamily: familyName)) ?? []
  }

  private static func system(_ spec: UIFontDescriptor.Specification) -> UIFont {
    UIFont(font: systemFace(spec), descriptor: UIFontDescriptor(specification: spec))
  }
}
