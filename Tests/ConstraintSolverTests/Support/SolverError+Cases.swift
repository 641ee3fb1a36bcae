import ConstraintSolver

/// The cases of ``SolverError`` without their payloads, so tests can compare them.
enum SolverErrorKind: Equatable {
  case unsatisfiableConstraint
  case duplicateConstraint
  case unknownConstraint
  case duplicateEditVariable
  case unknownEditVariable
  case requiredEditStrength
  case internalError
}

extension SolverError {
  /// The case, without its payload.
  var kind: SolverErrorKind {
    switch self {
    case .unsatisfiableConstraint: return .unsatisfiableConstraint
    case .duplicateConstraint: return .duplicateConstraint
    case .unknownConstraint: return .unknownConstraint
    case .duplicateEditVariable: return .duplicateEditVariable
    case .unknownEditVariable: return .unknownEditVariable
    case .requiredEditStrength: return .requiredEditStrength
    case .internalError: return .internalError
    }
  }

  /// The constraint the error carries, if it carries one.
  var culpritConstraint: Constraint? {
    switch self {
    case .unsatisfiableConstraint(let c, _), .duplicateConstraint(let c), .unknownConstraint(let c):
      return c
    default: return nil
    }
  }

  /// The variable the error carries, if it carries one.
  var culpritVariable: Variable? {
    switch self {
    case .duplicateEditVariable(let v), .unknownEditVariable(let v), .requiredEditStrength(let v):
      return v
    default: return nil
    }
  }

  /// The explanation of an unsatisfiable constraint; nil for the other cases.
  var conflicts: [Constraint]? {
    if case .unsatisfiableConstraint(_, let conflicts) = self { return conflicts }
    return nil
  }
}

extension Array where Element == Constraint {
  /// Whether the array holds this very constraint (constraints compare by identity).
  ///
  /// - Parameter constraint: The constraint.
  /// - Returns: `true` if one element is `constraint`.
  func holds(_ constraint: Constraint) -> Bool {
    contains { $0 === constraint }
  }
}
