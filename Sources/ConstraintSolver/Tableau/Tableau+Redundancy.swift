/// Redundant constraints: those every optimal solution of the system without them satisfies.
///
/// Leaving a required constraint out of the system is the same as letting its marker symbol
/// go free: its row `e + m = 0` (an equality's dummy marker, fixed at 0) or `e ± s = 0` (an
/// inequality's slack, kept non-negative) then only defines the free symbol, and the constraint
/// holds exactly where that symbol is 0 (equality) or non-negative (inequality). So on a copy
/// the marker is replaced by a fresh unrestricted symbol, the objective is re-optimised, and
/// the symbol's range over the optimal solutions is measured by a probe (see `probeRange`).
/// That avoids removing the constraint, which for a constraint whose marker the budget released
/// means a rebuild per question; when a question needs such a marker, one copy of the system
/// with every marker serves all questions.
///
/// Most constraints in a layout carry weight, and the current basis usually proves it: when the
/// marker can move off its value without making a row infeasible or the objective worse,
/// leaving the constraint out admits solutions that violate it. Only the others are probed.
extension Tableau {
  /// The constraints among `candidates` that the other constraints imply, in the order given.
  ///
  /// - Parameters:
  ///   - candidates: Constraints to examine; those not in the tableau are skipped.
  ///   - others: Constraints to leave out of the system.
  ///   - editVariables: Edit variables to leave out of the system.
  /// - Returns: The redundant ones.
  func redundantConstraints(
    among candidates: [Constraint], ignoring others: [Constraint],
    ignoringEditVariables editVariables: [Variable]
  ) -> [Constraint] {
    var base = self
    do {
      for variable in editVariables where base.hasEditVariable(variable) {
        try base.removeEditVariable(variable)
      }
      for constraint in others where base.contains(constraint) {
        try base.remove(constraint)
      }
    } catch {
      preconditionFailure(
        "ConstraintSolver: removing an edit variable from a copy failed: \(error)")
    }
    base.rebuildIfNeeded()
    let present = candidates.filter(base.contains)
    if present.contains(where: { base.records[ObjectIdentifier($0)]?.marker == nil }) {
      base = base.fullyTrackedCopy()
    }
    // Whether a marker can move is read from its column in parametric form (decision PF33).
    base.canonicalizeAll()
    return present.filter { base.isRedundant($0) }
  }

  /// Whether a constraint of this tableau is redundant.
  private func isRedundant(_ constraint: Constraint) -> Bool {
    guard constraint.strength.isRequired, let marker = records[ObjectIdentifier(constraint)]?.marker
    else { return isRedundantByRemoval(constraint) }
    let isEquality = constraint.relation == .equal
    if markerCanMove(marker, bothWays: isEquality) { return false }
    var scratch = self
    do {
      let freed = try scratch.free(marker)
      let range = try scratch.probeRange(of: freed.linearExpression)
      let tolerance = ValueRange.tolerance
      guard let lower = range.lowerBound, lower >= -tolerance else { return false }
      return !isEquality || range.upperBound.map { $0 <= tolerance } ?? false
    } catch {
      preconditionFailure("ConstraintSolver: probing a freed marker failed: \(error)")
    }
  }

  /// Whether the system without `constraint` implies it, measured by removing it from a copy
  /// (for optional constraints, whose errors are part of the objective).
  private func isRedundantByRemoval(_ constraint: Constraint) -> Bool {
    let range = range(of: constraint.expression, ignoring: [constraint])
    let tolerance = ValueRange.tolerance
    switch constraint.relation {
    case .equal:
      guard let lower = range.lowerBound, let upper = range.upperBound else { return false }
      return lower >= -tolerance && upper <= tolerance
    case .lessThanOrEqual:
      return range.upperBound.map { $0 <= tolerance } ?? false
    case .greaterThanOrEqual:
      return range.lowerBound.map { $0 >= -tolerance } ?? false
    }
  }

  /// Whether a parametric marker can leave its value (either way for an equality's marker, downward
  /// for an inequality's slack) without making a restricted row negative, changing a redundant row,
  /// or making the objective worse: a sufficient proof that its constraint is not redundant.
  ///
  /// A basic marker proves nothing.
  func markerCanMove(_ marker: Symbol, bothWays: Bool) -> Bool {
    guard !isBasic[marker.serial] else { return false }
    let cost = Double(lexicographicCostSign(marker))
    for direction in bothWays ? [1.0, -1.0] : [-1.0] where cost * direction <= 0 {
      var blocked = false
      for basic in columns[marker.serial] where isBasic[basic.serial] {
        let row = rows[basic.serial]
        let change = row.coefficient(for: marker) * direction
        if basic.isDummy
          ? change != 0 : basic.isRestricted && row.constant <= Self.epsilon && change < 0
        {
          blocked = true
          break
        }
      }
      if !blocked { return true }
    }
    return false
  }

  /// Replaces a marker by a fresh unrestricted symbol of a new variable everywhere, which
  /// takes its constraint out of the system, and re-optimises.
  ///
  /// A redundant equality's row (a basic dummy, all other cells dummies) that contains the
  /// marker stands for a constraint that takes over once this one is gone: the marker is
  /// first pivoted into the basis with that row, as removal does, so that every dummy row
  /// keeps holding dummies only and stays at 0.
  ///
  /// - Returns: The variable whose value is the freed marker's.
  private mutating func free(_ marker: Symbol) throws(SolverError) -> Variable {
    if !isBasic[marker.serial],
      let redundant = columns[marker.serial].filter({ $0.isDummy && isBasic[$0.serial] }).min()
    {
      pivot(entering: marker, leaving: redundant)
    }
    let freed = Variable("freed marker")
    let symbol = externalSymbol(for: freed)
    if let row = uninstall(basic: marker) {
      install(row, basic: symbol)
    } else {
      var replacement = Row()
      replacement.insert(symbol, 1)
      substitute(marker, with: replacement)
      candidates.insert(symbol)
    }
    markerOwners[marker.serial] = nil
    do { try optimize() } catch let error as SolverError { throw error } catch {
      throw .internalError("\(error)")
    }
    return freed
  }
}
