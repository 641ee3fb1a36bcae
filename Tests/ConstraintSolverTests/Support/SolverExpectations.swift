import ConstraintSolver
import Testing

/// Whether `actual` is within `tolerance` of `expected`, relative to the larger of 1 and
/// `|expected|` (the workload checks' rule).
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
  abs(actual - expected) <= tolerance * max(1, abs(expected))
}

/// Expects the value the solver last reported for each variable to be close to the expected
/// one.
///
/// - Parameters:
///   - expected: Each variable with its expected value, in the order to report them.
///   - solver: The solver, after ``Solver/updateVariables()``.
///   - tolerance: The relative tolerance of ``isClose(_:_:tolerance:)``.
///   - sourceLocation: Where a failure is reported.
func expectValues(
  _ expected: KeyValuePairs<Variable, Double>, in solver: Solver, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (variable, value) in expected {
    let actual = solver.value(of: variable)
    #expect(
      isClose(actual, value, tolerance: tolerance), "\(variable) is \(actual), expected \(value)",
      sourceLocation: sourceLocation)
  }
}

/// Expects two solvers to report the same value for every variable.
///
/// - Parameters:
///   - solver: The solver under test.
///   - reference: The solver whose values are expected (typically one built from scratch).
///   - variables: The variables to compare.
///   - tolerance: The relative tolerance of ``isClose(_:_:tolerance:)``.
///   - comment: What is being compared, for the failure message.
///   - sourceLocation: Where a failure is reported.
func expectSameValues(
  _ solver: Solver, as reference: Solver, on variables: [Variable], tolerance: Double = 1e-6,
  _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  for variable in variables {
    let actual = solver.value(of: variable)
    let expected = reference.value(of: variable)
    #expect(
      isClose(actual, expected, tolerance: tolerance),
      "\(comment()) \(variable) is \(actual), a fresh solver gives \(expected)",
      sourceLocation: sourceLocation)
  }
}

extension Solver {
  /// A new solver holding `constraints`, added in order, with its values updated.
  ///
  /// - Parameter constraints: The constraints.
  /// - Returns: The solver.
  /// - Throws: The first error an `add` reports.
  static func solving(_ constraints: [Constraint]) throws(SolverError) -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    return solver
  }

  /// The values of `variables` as of the last update.
  ///
  /// - Parameter variables: The variables.
  /// - Returns: Their values, in order.
  func values(of variables: [Variable]) -> [Double] {
    variables.map { value(of: $0) }
  }
}
