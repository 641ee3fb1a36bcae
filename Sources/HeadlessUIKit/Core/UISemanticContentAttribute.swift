import Foundation

/// How a view's content is arranged when the interface runs right to left.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the interface's layout direction.
  case unspecified = 0
  /// Playback controls, which stay left to right.
  case playback = 1
  /// Directional controls (such as arrows), which stay left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
