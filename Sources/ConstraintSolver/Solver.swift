/// An incremental Cassowary-style solver for linear constraints with UIKit's strict priorities.
///
/// Add and remove constraints, declare edit variables and suggest values for them; after
/// ``updateVariables()`` read the solution with ``value(of:)``. Every operation is
/// incremental: the tableau is updated in place by the simplex steps the change needs
/// (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", ACM TOCHI 8(4), 2001; suggestions use the dual simplex, as in the paper).
///
/// Priorities are lexicographic, not weighted: the objective keeps one row per priority level
/// in use, so violated constraints at a lower level never outweigh one at a higher level. See
/// the module documentation for the algorithm and its costs.
///
/// The solver is a reference type used from one isolation domain at a time; its inputs
/// (``Variable``, ``Expression``, ``Constraint``) are `Sendable` values.
public final class Solver {
  /// The tableau.
  ///
  /// The solver's methods access it one access after another, and the tableau's code never
  /// calls back into the solver, so no two accesses can overlap: the run-time
  /// exclusivity check of each access (about 35 instructions, as much as the look-up of
  /// ``contains(_:)`` itself) is left out (decision PF24).
  @exclusivity(unchecked) var tableau = Tableau()

  /// How many additions and replacements this solver refused because a required constraint could
  /// not hold (``SolverError/unsatisfiableConstraint(_:conflicts:)``), whether or not the caller
  /// looked at the error.
  ///
  /// A caller that adds constraints tentatively (in an order of its choosing, ignoring errors)
  /// reads it to learn whether the whole set held.
  package internal(set) var unsatisfiableCount = 0

  /// The implicit bounds not added for real, by the identity of their variable (decision PF35).
  var implicitBounds = ObjectTable<Constraint>()
  /// Implicit bounds given since the last update, checked against every value at the next one.
  var uncheckedBounds: [Constraint] = []
  /// Variables changed by ``enforceImplicitBounds()``, reported by the next
  /// ``updateVariables()``.
  var unreportedChanges: [Variable] = []

  /// The retention rank given to constraints added from now on (default `Int.max`, one rank
  /// for all).
  ///
  /// A required equality keeps a marker so that it can be removed, or its constant changed,
  /// in place; a row that comes to carry too many markers releases some (the constraint then
  /// stays in force, and removing it rebuilds the tableau). Those of the constraints with the
  /// lowest rank are kept, then the oldest. A caller that adds constraints in an order other
  /// than the one it wants their markers kept in ranks them.
  package var rankForAdditions: Int {
    get { tableau.rankForAdditions }
    set { tableau.rankForAdditions = newValue }
  }

  /// Creates an empty solver.
  public init() {}

  /// Adds a constraint.
  ///
  /// - Parameter constraint: The constraint to add.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot
  ///   hold with the required constraints present (the solver is then unchanged).
  public func add(_ constraint: Constraint) throws(SolverError) {
    if constraint.strength.isRequired { materializeImplicitBounds() }
    do {
      try tableau.add(constraint)
    } catch {
      if case .unsatisfiableConstraint = error { unsatisfiableCount += 1 }
      throw error
    }
    tableau.checkInvariants()
  }

  /// Replaces a constraint by another, in place when only the constant of an optional
  /// constraint changes.
  ///
  /// The result is the same as removing `old` and adding `new`. When both are optional and have
  /// the same terms (in the same order), relation and strength, the change is made without
  /// removing anything: the rows that depend on `old` have their constants shifted and the dual
  /// simplex repairs them, as for ``suggestValue(_:for:)``. Otherwise `old` is removed and `new`
  /// added.
  ///
  /// - Parameters:
  ///   - old: A constraint in the solver.
  ///   - new: Its replacement, not in the solver.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `old` is not present,
  ///   ``SolverError/duplicateConstraint(_:)`` if `new` is; what ``add(_:)`` throws for `new`
  ///   (`old` is then removed).
  package func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    if old.strength.isRequired || new.strength.isRequired { materializeImplicitBounds() }
    do {
      try tableau.replace(old, with: new)
    } catch {
      if case .unsatisfiableConstraint = error { unsatisfiableCount += 1 }
      throw error
    }
    tableau.checkInvariants()
  }

  /// Replaces several constraints, each as ``replace(_:with:)`` would, with the optional ones
  /// whose constants alone change shifted together before the dual simplex runs once.
  ///
  /// Two constants of one view's content size (hugging and compression resistance) change
  /// together when its intrinsic size does; changed together, the solver usually keeps its
  /// basis instead of pivoting away and back. Pairs that cannot change in place are replaced
  /// one by one after the others, in their order.
  ///
  /// - Parameter pairs: Constraints in the solver and their replacements, not in the solver.
  /// - Throws: As ``replace(_:with:)``, for the first pair that fails.
  package func replace(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError) {
    if !implicitBounds.isEmpty,
      pairs.contains(where: { $0.old.strength.isRequired || $0.new.strength.isRequired })
    {
      materializeImplicitBounds()
    }
    do {
      try tableau.replace(pairs)
    } catch {
      if case .unsatisfiableConstraint = error { unsatisfiableCount += 1 }
      throw error
    }
    tableau.checkInvariants()
  }

  /// Removes a constraint.
  ///
  /// - Parameter constraint: A constraint previously added.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try tableau.remove(constraint)
    tableau.checkInvariants()
  }

  /// Whether the constraint is in the solver.
  ///
  /// - Parameter constraint: The constraint.
  /// - Returns: `true` if it was added and not removed.
  public func contains(_ constraint: Constraint) -> Bool {
    tableau.contains(constraint)
  }

  /// Makes a variable an edit variable, whose value can then be suggested.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - strength: How strongly suggestions hold; must not be required.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or
  ///   ``SolverError/requiredEditStrength(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try tableau.addEditVariable(variable, strength: strength)
    tableau.checkInvariants()
  }

  /// Removes an edit variable and the pull of its last suggestion.
  ///
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try tableau.removeEditVariable(variable)
    tableau.checkInvariants()
  }

  /// Whether the variable is an edit variable.
  ///
  /// - Parameter variable: The variable.
  /// - Returns: `true` between ``addEditVariable(_:strength:)`` and its removal.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.hasEditVariable(variable)
  }

  /// Suggests a value for an edit variable; the solution follows by the dual simplex.
  ///
  /// - Parameters:
  ///   - value: The wanted value.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try tableau.suggestValue(value, for: variable)
    tableau.checkInvariants()
  }

  /// Brings the values reported by ``value(of:)`` up to date and returns the variables whose
  /// value changed since the previous update.
  ///
  /// - Returns: The changed variables, in no particular order.
  /// - Complexity: Proportional to the number of rows changed since the previous update.
  @discardableResult
  public func updateVariables() -> [Variable] {
    var changed = tableau.updateVariables()
    if !unreportedChanges.isEmpty {
      changed = unreportedChanges + changed
      unreportedChanges = []
    }
    if !implicitBounds.isEmpty { enforceImplicitBounds(reporting: &changed) }
    return changed
  }

  /// The value of a variable as of the last ``updateVariables()`` (0 for a variable the solver
  /// has never seen).
  ///
  /// - Parameter variable: The variable.
  /// - Returns: Its value.
  public func value(of variable: Variable) -> Double {
    tableau.value(of: variable)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau.reset()
    implicitBounds = ObjectTable()
    uncheckedBounds = []
    unreportedChanges = []
  }

  /// A text dump of the tableau in titled sections (objective, rows, infeasible rows,
  /// variables, edit variables, constraints), for debugging.
  public var dump: String {
    tableau.dump()
  }
}
