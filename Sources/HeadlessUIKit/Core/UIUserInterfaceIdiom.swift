import Foundation

/// The kind of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
}
