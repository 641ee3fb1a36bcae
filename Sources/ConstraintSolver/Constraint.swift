/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear constraint `expression (== | <= | >=) 0` at a strength.
///
/// Constraints are immutable and identified by identity: a solver holds a constraint object,
/// and removes that object. Two constraints with the same expression are different
/// constraints. Write them with operators: `x + 8 == y`, `(w >= 44) | 750`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The expression compared with zero.
  public let expression: Expression
  /// The relation.
  public let relation: Relation
  /// The strength.
  public let strength: Strength

  /// Creates a constraint `expression relation 0`.
  ///
  /// - Parameters:
  ///   - expression: The left-hand side minus the right-hand side.
  ///   - relation: The relation to zero.
  ///   - strength: The strength, required by default.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Constraints are equal when they are the same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// `x + -1 * y + 8 == 0 | required`.
  public var description: String {
    "\(expression) \(relation) 0 | \(strength)"
  }
}
