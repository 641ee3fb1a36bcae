/// How strongly a constraint holds: a UIKit layout priority from 1 to 1000.
///
/// 1000 is required: the solver satisfies every required constraint or reports the one it
/// cannot add. Lower priorities are optional and strictly ordered: no number of violated
/// constraints at a lower priority ever outweighs one at a higher priority, at every level in
/// use. Constraints at the same priority trade off by the sum of their errors (each weighs 1).
/// Fractional priorities such as 999.5 are distinct levels.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, in `(0, 1000]`.
  public let priority: Double

  /// Creates a strength.
  ///
  /// - Parameter priority: A priority greater than 0 and at most 1000.
  /// - Precondition: `0 < priority <= 1000`.
  public init(_ priority: Double) {
    precondition(
      priority > 0 && priority <= 1000, "Strength: priority \(priority) is not in (0, 1000]")
    self.priority = priority
  }

  /// Creates a strength from a literal.
  ///
  /// - Parameter value: The priority.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// Creates a strength from a literal.
  ///
  /// - Parameter value: The priority.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }

  /// Required: 1000.
  public static let required = Strength(1000)

  /// Whether this is the required strength.
  public var isRequired: Bool {
    priority >= 1000
  }

  /// Orders by priority.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.priority < rhs.priority
  }

  /// `required` or the priority, as `750`.
  public var description: String {
    isRequired
      ? "required"
      : (priority == Double(Int(priority)) ? "\(Int(priority))" : "\(priority)")
  }
}
