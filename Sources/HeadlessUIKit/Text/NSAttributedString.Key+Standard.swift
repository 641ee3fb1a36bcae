import Foundation

/// The standard attribute keys of attributed text: font, paragraph style, colours, kerning,
/// underline, strikethrough and baseline offset.
extension NSAttributedString.Key {
  /// The font of the text, a `UIFont` (default: the 12-point system font, decision L5).
  public static let font = NSAttributedString.Key("NSFont")
  /// The paragraph attributes, an `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The colour of the text, a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space after each character in points, a number.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline style, an `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough style, an `NSUnderlineStyle` raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The colour of the underline, a `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The offset of the baseline in points, a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
