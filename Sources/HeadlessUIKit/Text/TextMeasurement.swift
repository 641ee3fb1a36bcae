import Foundation
import TextLayout

/// The one place where UIKit's attributed strings become the text module's input.
enum TextMeasurement {
  /// Lays out styled text at a width.
  ///
  /// Characters without a font use `defaultFont`.
  ///
  /// - Parameters:
  ///   - text: The text with its attributes.
  ///   - defaultFont: The font of characters that have none.
  ///   - width: The wrap width in points; `.infinity` does not wrap.
  ///   - numberOfLines: The largest number of lines; 0 means no limit.
  ///   - lineBreakMode: The mode of paragraphs that do not set one.
  ///   - isRightToLeft: Whether natural alignment is right aligned.
  /// - Returns: The lines and their metrics.
  static func layout(
    _ text: NSAttributedString, defaultFont: UIFont, width: Double, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode, isRightToLeft: Bool
  ) -> TextLayoutResult {
    let options = TextLayoutOptions(
      maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layoutMode)
    var font = defaultFont
    if text.length > 0, let first = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
      font = first
    }
    return font.font.layout(text.string, options: options)
  }
}
