import Foundation

/// A size class: a coarse description of the space available along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Constrained space.
  case compact = 1
  /// Ample space.
  case regular = 2
}
