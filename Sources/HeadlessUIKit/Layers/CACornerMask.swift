import Foundation

/// The corners of a layer that `cornerRadius` rounds.
///
/// The names follow the layer's coordinate space with x growing right and y growing down, as
/// on iOS: `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public var rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
