import Foundation

/// The direction in which an interface lays out its content.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}
