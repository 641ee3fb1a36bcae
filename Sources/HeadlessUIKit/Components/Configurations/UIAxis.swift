import Foundation

/// The axes of a layout.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits.
  public let rawValue: UInt

  /// Creates axes from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
