import Foundation

extension UIWindow {
  /// The position of a window on the z axis; higher levels are in front.
  ///
  /// As in UIKit's Swift overlay, levels compare, and a number can be added to or subtracted
  /// from one (`UIWindow.Level.statusBar + 1`, `.alert - 1`), the idiom real apps use for
  /// windows just above or below a system level.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level as a number.
    public var rawValue: CGFloat

    /// Creates a level.
    ///
    /// - Parameter rawValue: The level as a number.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a level.
    ///
    /// - Parameter rawValue: The level as a number.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of ordinary windows (0).
    public static let normal = Level(rawValue: 0)
    /// The level of the status bar (1000).
    public static let statusBar = Level(rawValue: 1000)
    /// The level of alerts (2000).
    public static let alert = Level(rawValue: 2000)

    /// Whether one level is behind another.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level a number above another.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }

    /// The level a number below another.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
  }
}
