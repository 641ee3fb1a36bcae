import Foundation

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
