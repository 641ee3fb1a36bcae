import Foundation

/// The direction text is written in, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
  /// The direction the Unicode bidirectional algorithm finds.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
