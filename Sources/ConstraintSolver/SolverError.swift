/// An error the ``Solver`` reports, carrying the object that caused it.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// A required constraint cannot be satisfied together with the required constraints already
  /// present. `conflicts` lists the present constraints that, with it, cannot all hold (an
  /// explanation; it is small but not guaranteed minimal). The solver is unchanged.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case requiredEditStrength(Variable)
  /// A state that the algorithm rules out, such as an unbounded objective: a bug.
  case internalError(String)

  /// A one-line explanation naming the culprit.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      return "Unable to satisfy \(c); it conflicts with "
        + (conflicts.isEmpty
          ? "the present constraints" : conflicts.map(\.description).joined(separator: "; "))
    case .duplicateConstraint(let c): return "Duplicate constraint \(c)"
    case .unknownConstraint(let c): return "Unknown constraint \(c)"
    case .duplicateEditVariable(let v): return "Duplicate edit variable \(v)"
    case .unknownEditVariable(let v): return "Unknown edit variable \(v)"
    case .requiredEditStrength(let v): return "Edit variable \(v) cannot have the required strength"
    case .internalError(let message): return "Internal solver error: \(message)"
    }
  }
}
