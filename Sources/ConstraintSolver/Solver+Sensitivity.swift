/// Which constraints the current solution of some variables depends on.
extension Solver {
  /// What the current values of some variables depend on: the constraints and edit variables
  /// whose constants move them.
  public struct Sensitivity: Sendable {
    /// The constraints whose constants the values depend on, in the order they were added.
    public let constraints: [Constraint]
    /// The edit variables whose suggested values the values depend on.
    public let editVariables: [Variable]
  }

  /// The constraints and edit variables whose constants the current values of `variables`
  /// depend on.
  ///
  /// A constraint counts when changing its constant a little would move one of the variables in
  /// the current solution: tight inequalities and satisfied equalities on which the values
  /// rest, directly or through other variables, whether or not they mention the variables.
  /// Inequalities that are not tight, violated optional constraints and redundant equalities
  /// do not count. Where several solutions are optimal (an ambiguous system) the answer is for
  /// the one the solver reports.
  ///
  ///     try solver.add(left == 8)
  ///     try solver.add(right == left + width)
  ///     try solver.add(width == 100)
  ///     solver.sensitivity(of: [right]).constraints   // all three
  ///
  /// - Parameter variables: The variables.
  /// - Returns: The constraints (edit variables' own constraints excluded) and edit variables.
  /// - Complexity: Proportional to the length of the variables' rows; a rebuild of the system
  ///   when a required equality has no marker (see <doc:HowTheSolverWorks>).
  public func sensitivity(of variables: [Variable]) -> Sensitivity {
    materializeImplicitBounds()
    let found = tableau.sensitivity(of: variables)
    return Sensitivity(constraints: found.constraints, editVariables: found.editVariables)
  }
}
