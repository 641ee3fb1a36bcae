import Foundation
import TextLayout

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
