/// A coefficient times a variable.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The coefficient.
  public var coefficient: Double

  /// Creates a term.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: The coefficient (1 by default).
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `3 * x`, `0.5 * x`, `-x` or `x`.
  public var description: String {
    switch coefficient {
    case 1: return variable.description
    case -1: return "-\(variable)"
    default: return "\(formatted(coefficient)) * \(variable)"
    }
  }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the arithmetic operators, `2 * x + y - 8`, and compared with
/// `==`, `<=` and `>=` to make a ``Constraint``. Terms are kept as written (a variable may
/// appear more than once); the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// Creates an expression.
  ///
  /// - Parameters:
  ///   - terms: The terms.
  ///   - constant: The constant (0 by default).
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The value of the expression for given variable values.
  ///
  /// - Parameter value: The value of each variable.
  /// - Returns: `Σ coefficient · value(variable) + constant`.
  public func value(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// `x + 2 * y - 8`.
  public var description: String {
    var text = terms.map(\.description).joined(separator: " + ")
    if constant != 0 || text.isEmpty {
      text +=
        text.isEmpty
        ? formatted(constant)
        : (constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))")
    }
    return text
  }
}

/// A number as written in maths: `8`, `0.5`, `-2`.
func formatted(_ value: Double) -> String {
  if value.isFinite, abs(value) < 1e15, value == Double(Int(value)) { return "\(Int(value))" }
  return "\(value)"
}
