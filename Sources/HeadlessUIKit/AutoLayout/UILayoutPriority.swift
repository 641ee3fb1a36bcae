import Foundation

/// The priority of a layout constraint, or of a view's content hugging and compression
/// resistance.
///
/// A constraint at ``required`` (1000) must be satisfied; any lower priority makes it optional,
/// and higher priorities are satisfied before lower ones (spec 5.6–5.7). Priorities are
/// fractional: `UILayoutPriority(999.5)` lies between 999 and 1000. Constraints accept only
/// priorities greater than 0 and at most 1000 (decision D9).
///
///     let preferred = label.widthAnchor.constraint(equalToConstant: 120)
///     preferred.priority = .defaultHigh - 1
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric priority.
  public var rawValue: Float

  /// Creates a priority from a number.
  ///
  /// - Parameter rawValue: The priority, normally between 1 and 1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from a number.
  ///
  /// - Parameter rawValue: The priority, normally between 1 and 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint (1000); do not exceed it.
  public static let required = UILayoutPriority(1000)

  /// The priority at which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)

  /// The priority of a drag that may resize a window scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)

  /// The priority at which a window scene prefers to keep its size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)

  /// The priority of a drag that may not resize a window scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// The priority at which a button hugs its content horizontally (250).
  public static let defaultLow = UILayoutPriority(250)

  /// The priority with which a view prefers the target size in `systemLayoutSizeFitting(_:)`
  /// (50); a constraint should not use exactly this level.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether one priority is lower than another.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another priority.
  /// - Returns: `lhs.rawValue < rhs.rawValue`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by an amount, as UIKit's Swift overlay provides.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: The amount to add.
  /// - Returns: `UILayoutPriority(lhs.rawValue + rhs)`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by an amount, as UIKit's Swift overlay provides.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: The amount to subtract.
  /// - Returns: `UILayoutPriority(lhs.rawValue - rhs)`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
