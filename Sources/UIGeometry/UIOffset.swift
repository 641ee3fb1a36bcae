import Foundation

/// A horizontal and vertical displacement, in points, such as the position adjustment of a title.
public struct UIOffset: Sendable, Equatable, Hashable {
  /// The displacement along x; positive moves right.
  public var horizontal: CGFloat
  /// The displacement along y; positive moves down.
  public var vertical: CGFloat

  /// Creates the zero offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset from its two components.
  ///
  /// - Parameters:
  ///   - horizontal: The displacement along x.
  ///   - vertical: The displacement along y.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The offset with both components zero.
  public static let zero = UIOffset()
}
