/// Questions about the set of optimal solutions: how far a value can move, and whether a
/// constraint adds anything.
///
/// A system is ambiguous when more than one solution satisfies the required constraints and
/// keeps every priority level's violation at its minimum; the solver then reports one of them.
/// These queries work on a copy of the tableau (see <doc:HowTheSolverWorks>): the solver's own
/// state, its solution and the values it reports are left as they were, but for implicit bounds
/// held aside, which are added for real first (decision PF35).
extension Solver {
  /// The values an expression takes over the optimal solutions.
  ///
  /// The range is measured by pulling the expression up and then down at a priority below
  /// every level in use, so no level gives up anything for it. Constraints and edit variables
  /// can be left out of the system for the question (for example an edit that only holds a
  /// value in place).
  ///
  ///     try solver.add(left + width == 100)
  ///     try solver.add(width >= 20)
  ///     solver.range(of: width)        // [20, inf)
  ///
  /// - Parameters:
  ///   - expression: The variable or expression measured.
  ///   - constraints: Constraints to leave out; those not in the solver are skipped.
  ///   - editVariables: Edit variables to leave out; those that are not edit variables are
  ///     skipped.
  /// - Returns: The least and greatest values; a bound is `nil` where the value is unbounded
  ///   (beyond a million units from the current value).
  /// - Complexity: A copy of the tableau and a few pivots.
  public func range(
    of expression: some LinearExpressible, ignoring constraints: [Constraint] = [],
    ignoringEditVariables editVariables: [Variable] = []
  ) -> ValueRange {
    materializeImplicitBounds()
    return tableau.range(
      of: expression.linearExpression, ignoring: constraints, ignoringEditVariables: editVariables)
  }

  /// Whether a variable can take more than one value over the optimal solutions.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - editVariables: Edit variables to leave out of the system for the question.
  /// - Returns: `true` when its ``range(of:ignoring:ignoringEditVariables:)`` is not a single
  ///   value; always `true` for a variable that no constraint mentions.
  public func isAmbiguous(
    _ variable: Variable, ignoringEditVariables editVariables: [Variable] = []
  )
    -> Bool
  {
    !range(of: variable, ignoringEditVariables: editVariables).isSingleValue
  }

  /// Whether a constraint is implied by the others: every optimal solution of the system
  /// without it satisfies it, so removing it would change no solved value and make nothing
  /// ambiguous.
  ///
  /// Two identical constraints are each redundant. An optional constraint of the same system
  /// can make a required one redundant when, without the required one, its optimum already
  /// satisfies it.
  ///
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - editVariables: Edit variables to leave out of the system for the question.
  /// - Returns: `true` if the constraint is redundant.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  public func isRedundant(
    _ constraint: Constraint, ignoringEditVariables editVariables: [Variable] = []
  ) throws(SolverError) -> Bool {
    guard tableau.contains(constraint) else { throw .unknownConstraint(constraint) }
    return !redundantConstraints(among: [constraint], ignoringEditVariables: editVariables).isEmpty
  }

  /// The constraints among `constraints` that are redundant, each judged against all the
  /// others (as ``isRedundant(_:ignoringEditVariables:)`` judges one).
  ///
  /// Asking about many constraints at once shares the preparation: a constraint whose
  /// equality marker was released (see <doc:HowTheSolverWorks>) would otherwise cost a rebuild
  /// of the system each.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to examine; those not in the solver are skipped.
  ///   - editVariables: Edit variables to leave out of the system for the question.
  /// - Returns: The redundant ones, in the order given.
  public func redundantConstraints(
    among constraints: [Constraint], ignoringEditVariables editVariables: [Variable] = []
  ) -> [Constraint] {
    materializeImplicitBounds()
    return tableau.redundantConstraints(
      among: constraints, ignoring: [], ignoringEditVariables: editVariables)
  }

  /// The constraints among `constraints` that the other constraints imply once `others` are
  /// left out of the system too.
  ///
  /// Leaving out every optional constraint and edit variable asks whether the *required*
  /// constraints alone imply a constraint, whatever the optional ones prefer.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to examine; those not in the solver are skipped.
  ///   - others: Constraints to leave out of the system for the question.
  ///   - editVariables: Edit variables to leave out of the system for the question.
  /// - Returns: The redundant ones, in the order given.
  public func redundantConstraints(
    among constraints: [Constraint], ignoring others: [Constraint],
    ignoringEditVariables editVariables: [Variable]
  ) -> [Constraint] {
    materializeImplicitBounds()
    return tableau.redundantConstraints(
      among: constraints, ignoring: others, ignoringEditVariables: editVariables)
  }
}
