import Foundation
import TextLayout

/// The one place where UIKit's attributed strings become the text module's input.
enum TextMeasurement {
  /// Lays out styled text at a width.
  ///
  /// Each attribute run becomes a styled run: its font (or `defaultFont`), its kern and its
  /// paragraph style. A paragraph style's line-break mode overrides `lineBreakMode`; text
  /// without a paragraph style uses `lineBreakMode`, as a label's does (spec 12.2).
  ///
  /// - Parameters:
  ///   - text: The text with its attributes.
  ///   - defaultFont: The font of characters that have none.
  ///   - width: The wrap width in points; `.infinity` does not wrap.
  ///   - numberOfLines: The largest number of lines; 0 means no limit.
  ///   - lineBreakMode: The mode of paragraphs that do not set one.
  ///   - isRightToLeft: Whether natural alignment is right aligned.
  ///   - tightensBeforeTruncating: Whether every paragraph tightens before truncating, as
  ///     `UILabel.allowsDefaultTighteningForTruncation` asks (decision TX14).
  /// - Returns: The lines and their metrics.
  static func layout(
    _ text: NSAttributedString, defaultFont: UIFont, width: Double, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, isRightToLeft: Bool, tightensBeforeTruncating: Bool = false
  ) -> TextLayoutResult {
    var options = TextLayoutOptions(
      maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layoutMode)
    options.isRightToLeft = isRightToLeft
    options.tightensBeforeTruncating = tightensBeforeTruncating
    return TextLayouter.layout(styledText(text, defaultFont: defaultFont), options: options)
  }

  /// The runs of an attributed string.
  static func styledText(_ text: NSAttributedString, defaultFont: UIFont) -> StyledText {
    guard text.length > 0 else { return StyledText("", font: defaultFont.font) }
    let string = text.string as NSString
    var runs: [StyledRun] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
      attributes, range, _ in
      let font = (attributes[.font] as? UIFont) ?? defaultFont
      var paragraph = ParagraphLayoutStyle()
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
        paragraph = style.layoutStyle
      }
      runs.append(
        StyledRun(
          string.substring(with: range), font: font.font, kern: number(attributes[.kern]),
          paragraphStyle: paragraph))
    }
    return StyledText(runs: runs)
  }

  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as CGFloat: Double(value)
    case let value as Double: value
    case let value as Int: Double(value)
    case let value as Float: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// Lays out plain text in one font and one paragraph style, without making an attributed
  /// string (which Linux's Foundation does not free; see Benchmarks/README.md).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: Its font.
  ///   - paragraph: Its paragraph style; `nil` uses `lineBreakMode`.
  ///   - kern: Points added after each character, or `nil`.
  ///   - width: The wrap width in points; `.infinity` does not wrap.
  ///   - numberOfLines: The largest number of lines; 0 means no limit.
  ///   - lineBreakMode: The mode when `paragraph` is `nil`.
  ///   - isRightToLeft: Whether natural alignment is right aligned.
  /// - Returns: The lines and their metrics.
  static func layout(
    plain text: String, font: UIFont, paragraph: NSParagraphStyle?, kern: Double? = nil,
    width: Double, numberOfLines: Int, lineBreakMode: NSLineBreakMode, isRightToLeft: Bool
  ) -> TextLayoutResult {
    var options = TextLayoutOptions(
      maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layoutMode)
    options.isRightToLeft = isRightToLeft
    let style = paragraph?.layoutStyle ?? ParagraphLayoutStyle()
    let run = StyledRun(text, font: font.font, kern: kern, paragraphStyle: style)
    return TextLayouter.layout(StyledText(runs: [run]), options: options)
  }

  /// The kern value of an attribute, if it is a number.
  static func kern(_ value: Any?) -> Double? { number(value) }
}
