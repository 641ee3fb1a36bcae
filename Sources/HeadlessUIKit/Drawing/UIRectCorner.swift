import Foundation

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The bits.
  public var rawValue: UInt

  /// Creates corners from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the minimum x and minimum y (top left on screen).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The corner at the maximum x and minimum y.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The corner at the minimum x and maximum y.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The corner at the maximum x and maximum y.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
