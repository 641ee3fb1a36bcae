import Foundation
import TextLayout

/// How lines of text line up horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Along the right edge.
  case right = 2
  /// Stretched to both edges (the last line of a paragraph is natural).
  case justified = 3
  /// Along the leading edge of the text's writing direction.
  case natural = 4
}

/// How text that does not fit is wrapped or cut, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at any character.
  case byCharWrapping = 1
  /// Wrap at words; the last line is cut at the edge.
  case byClipping = 2
  /// Wrap at words; the last line shows its end after "…".
  case byTruncatingHead = 3
  /// Wrap at words; the last line shows its start followed by "…".
  case byTruncatingTail = 4
  /// Wrap at words; the last line keeps both ends with "…" between them.
  case byTruncatingMiddle = 5

  /// The text module's mode with the same meaning.
  var layoutMode: LineBreakMode {
    switch self {
    case .byWordWrapping: .byWordWrapping
    case .byCharWrapping: .byCharWrapping
    case .byClipping: .byClipping
    case .byTruncatingHead: .byTruncatingHead
    case .byTruncatingTail: .byTruncatingTail
    case .byTruncatingMiddle: .byTruncatingMiddle
    }
  }
}

/// The direction text is written in, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
  /// The direction the Unicode bidirectional algorithm finds.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

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
