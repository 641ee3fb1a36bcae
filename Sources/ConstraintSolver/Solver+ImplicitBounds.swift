/// Implicit bounds: required one-variable inequalities the solver adds only when they are needed
/// (decision PF35).
///
/// A layout engine gives every view an implicit `width >= 0` and `height >= 0`. Added as rows,
/// they cost a form of 200 rows 1,600 additions, about 8 % of its build, and in nearly every
/// layout none of them decides anything. An implicit bound is held aside instead, and added for
/// real only:
/// - when an update finds a solution that breaks it: an optimum of the system without some
///   bounds that satisfies them is an optimum of the system with them, so adding the broken ones
///   and solving again until none is broken gives what adding them all at first gives;
/// - before a required constraint is added or replaced, so that a required constraint that
///   cannot hold with a bound is refused and reported as it would have been with every bound in
///   place (optional constraints, suggestions and removals cannot make the required
///   constraints and the bounds infeasible, so adding a broken bound after them cannot fail);
/// - before ranges, ambiguity, redundancy or sensitivity are computed.
///
/// Where several solutions are optimal, the one reached may differ from the one reached with
/// every bound in place, as it may for any other order of additions.
extension Solver {
  /// Adds required one-variable inequalities (`v >= c` or `v <= c`) as implicit bounds.
  ///
  /// A bound is checked at the next ``updateVariables()`` (or ``enforceImplicitBounds()``) and
  /// added for real as the type's documentation describes. Use only bounds that the current
  /// required constraints and implicit bounds can satisfy together, such as a bound on a
  /// variable no constraint names yet, or call ``enforceImplicitBounds()`` at once and read
  /// ``unsatisfiableCount``.
  ///
  /// - Parameter bounds: Required inequalities of one term each, at most one per variable, none
  ///   in the solver.
  package func addImplicitBounds(_ bounds: [Constraint]) {
    for bound in bounds {
      let terms = bound.expression.terms
      precondition(
        bound.strength.isRequired && bound.relation != .equal && terms.count == 1,
        "Solver.addImplicitBounds: \(bound) is not a required one-variable inequality")
      let previous = implicitBounds.updateValue(bound, forKey: ObjectIdentifier(terms[0].variable))
      precondition(previous == nil, "Solver.addImplicitBounds: a second bound on \(terms[0])")
      uncheckedBounds.append(bound)
    }
  }

  /// The number of implicit bounds not added for real.
  package var implicitBoundCount: Int {
    implicitBounds.count
  }

  /// Brings the solution up to date and adds every implicit bound it breaks, as
  /// ``updateVariables()`` does, keeping the changed variables for the next
  /// ``updateVariables()`` to report; a bound that cannot hold is counted in
  /// ``unsatisfiableCount``.
  package func enforceImplicitBounds() {
    var changed = tableau.updateVariables()
    enforceImplicitBounds(reporting: &changed)
    unreportedChanges += changed
  }

  /// Adds every implicit bound for real, in a fixed order, with the default retention rank.
  func materializeImplicitBounds() {
    guard !implicitBounds.isEmpty else { return }
    let bounds = implicitBounds.values
    implicitBounds.removeAll()
    uncheckedBounds.removeAll(keepingCapacity: true)
    insertBounds(bounds)
  }

  /// Adds the bounds broken by the values of `changed` and by the unchecked ones, solves, and
  /// repeats with the variables that changed, which it appends to `changed` (each variable
  /// once).
  func enforceImplicitBounds(reporting changed: inout [Variable]) {
    var checked = 0
    var unchecked = uncheckedBounds
    uncheckedBounds.removeAll(keepingCapacity: true)
    var reported = Set<ObjectIdentifier>()
    while !implicitBounds.isEmpty {
      var broken: [Constraint] = []
      for bound in unchecked where isBroken(bound) { broken.append(bound) }
      unchecked = []
      for variable in changed[checked...] {
        if let bound = implicitBounds[ObjectIdentifier(variable)], isBroken(bound) {
          broken.append(bound)
        }
      }
      checked = changed.count
      var added: [Constraint] = []
      for bound in broken
      where implicitBounds.removeValue(forKey: ObjectIdentifier(bound.expression.terms[0].variable))
        != nil
      {
        added.append(bound)
      }
      guard !added.isEmpty else { return }
      insertBounds(added)
      if reported.isEmpty { reported = Set(changed.lazy.map(ObjectIdentifier.init)) }
      for variable in tableau.updateVariables()
      where reported.insert(ObjectIdentifier(variable)).inserted {
        changed.append(variable)
      }
    }
  }

  /// Whether the current value of a bound's variable breaks it (beyond the solver's tolerance).
  private func isBroken(_ bound: Constraint) -> Bool {
    guard implicitBounds.contains(ObjectIdentifier(bound.expression.terms[0].variable)) else {
      return false
    }
    let term = bound.expression.terms[0]
    let value = bound.expression.constant + term.coefficient * tableau.value(of: term.variable)
    return bound.relation == .greaterThanOrEqual
      ? value < -Tableau.epsilon : value > Tableau.epsilon
  }

  /// Adds bounds for real, with the default retention rank, counting those that cannot hold.
  private func insertBounds(_ bounds: [Constraint]) {
    let rank = tableau.rankForAdditions
    tableau.rankForAdditions = .max
    defer { tableau.rankForAdditions = rank }
    for bound in bounds {
      do {
        try tableau.add(bound)
      } catch {
        if case .unsatisfiableConstraint = error { unsatisfiableCount += 1 }
      }
    }
    tableau.checkInvariants()
  }
}
