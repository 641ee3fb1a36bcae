import Foundation

/// What an attribute run draws besides its glyphs' shapes: colours, underline and strikethrough
/// (decision TX16).
struct TextRunDecoration {
  /// `NSAttributedString.Key.foregroundColor`, or `nil` for the label's text colour.
  var foregroundColor: UIColor?
  /// `NSAttributedString.Key.backgroundColor`: a fill behind the run's part of each line.
  var backgroundColor: UIColor?
  /// `NSAttributedString.Key.underlineStyle`.
  var underline: NSUnderlineStyle = []
  /// `NSAttributedString.Key.underlineColor`, or `nil` for the run's text colour.
  var underlineColor: UIColor?
  /// `NSAttributedString.Key.strikethroughStyle`.
  var strikethrough: NSUnderlineStyle = []
  /// `NSAttributedString.Key.strikethroughColor`, or `nil` for the run's text colour.
  var strikethroughColor: UIColor?

  /// The decorations of each attribute run of `text`, in the order of
  /// ``TextMeasurement/styledText(_:defaultFont:)``'s runs.
  static func runs(of text: NSAttributedString) -> [TextRunDecoration] {
    var runs: [TextRunDecoration] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
      attributes, _, _ in
      runs.append(
        TextRunDecoration(
          foregroundColor: attributes[.foregroundColor] as? UIColor,
          backgroundColor: attributes[.backgroundColor] as? UIColor,
          underline: style(attributes[.underlineStyle]),
          underlineColor: attributes[.underlineColor] as? UIColor,
          strikethrough: style(attributes[.strikethroughStyle]),
          strikethroughColor: attributes[.strikethroughColor] as? UIColor))
    }
    return runs
  }

  private static func style(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let value as NSUnderlineStyle: value
    case let value as Int: NSUnderlineStyle(rawValue: value)
    case let value as NSNumber: NSUnderlineStyle(rawValue: value.intValue)
    default: []
    }
  }

  /// The bands a line style draws, as (offset of the band's top, thickness).
  ///
  /// A single line is one band `thickness` thick at offset 0; `.thick` doubles the thickness;
  /// `.double` draws two lines one thickness apart. Patterns draw solid (decision TX16).
  static func bands(of style: NSUnderlineStyle, thickness: Double) -> [(Double, Double)] {
    switch style.rawValue & 0x0F {
    case 0: []
    case NSUnderlineStyle.thick.rawValue: [(0, thickness * 2)]
    case NSUnderlineStyle.double.rawValue & 0x0F: [(0, thickness), (thickness * 2, thickness)]
    default: [(0, thickness)]
    }
  }
}
