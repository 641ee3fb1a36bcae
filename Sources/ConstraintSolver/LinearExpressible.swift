/// A value that can stand in a linear expression: a variable, a term, an expression or a number.
///
/// The arithmetic and comparison operators accept any of them on either side.
public protocol LinearExpressible: Sendable {
  /// The value as an expression.
  var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
  /// `1 · self`.
  public var linearExpression: Expression {
    Expression([Term(self)])
  }
}

extension Term: LinearExpressible {
  /// The term alone.
  public var linearExpression: Expression {
    Expression([self])
  }
}

extension Expression: LinearExpressible {
  /// The expression itself.
  public var linearExpression: Expression {
    self
  }
}

extension Double: LinearExpressible {
  /// A constant expression.
  public var linearExpression: Expression {
    Expression(constant: self)
  }
}

extension Int: LinearExpressible {
  /// A constant expression.
  public var linearExpression: Expression {
    Expression(constant: Double(self))
  }
}

/// The sum of two linear values.
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
  let l = lhs.linearExpression
  let r = rhs.linearExpression
  return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// The difference of two linear values.
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
  lhs + (-1.0 * rhs)
}

/// The negation of a linear value.
public prefix func - <V: LinearExpressible>(value: V) -> Expression {
  -1.0 * value
}

/// A linear value scaled by a number.
public func * <V: LinearExpressible>(factor: Double, value: V) -> Expression {
  let e = value.linearExpression
  return Expression(
    e.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: e.constant * factor)
}

/// A linear value scaled by a number.
public func * <V: LinearExpressible>(value: V, factor: Double) -> Expression {
  factor * value
}

/// A linear value divided by a number.
public func / <V: LinearExpressible>(value: V, divisor: Double) -> Expression {
  (1 / divisor) * value
}

/// The constraint `lhs == rhs`, required unless a strength is attached with `|`.
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The constraint `lhs <= rhs`, required unless a strength is attached with `|`.
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The constraint `lhs >= rhs`, required unless a strength is attached with `|`.
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same constraint with another strength: `(x == 10) | .init(750)`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  Constraint(constraint.expression, constraint.relation, strength: strength)
}
