/// Measuring the set of optimal solutions on a copy of the tableau: the range of an expression.
///
/// The optimal solutions are those that keep every objective level at its optimum (and every
/// required constraint satisfied). The range of an expression `e` over them is measured by a
/// probe: a fresh variable `p` with the required row `p = e` (which restricts nothing else, since
/// `p` is new) and an edit on `p` at a priority below every level in use. Suggesting a value far
/// above `p`'s current value and re-solving with the dual simplex pulls `p` as high as the
/// optimal solutions allow and no further, because a lower level never moves a higher one;
/// suggesting a value far below gives the least value. A bound that reaches its suggestion is
/// absent: the value is unbounded on that side.
///
/// All of this happens on a copy (`Tableau` is a value type), so the solver's own tableau, its
/// solution and its reported values stay bit for bit as they were.
extension Tableau {
  /// How far from its current value the probe is pulled, each way.
  static let probeDistance = 1e6

  /// The value of a variable in the current basis: its row's constant, or 0 when it is
  /// parametric or unknown to the tableau.
  func currentValue(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], isBasic[symbol.serial] else {
      return 0
    }
    return expandedRow(of: symbol).constant
  }

  /// The range of `expression` over the optimal solutions of the system without the given
  /// constraints and edit variables.
  ///
  /// An expression whose variables are all ``isEvidentlyDetermined(_:)`` needs no probe.
  ///
  /// - Parameters:
  ///   - expression: The expression measured.
  ///   - constraints: Constraints to leave out (those not present are skipped).
  ///   - editVariables: Edit variables to leave out (those not present are skipped).
  /// - Returns: The least and greatest values, `nil` where unbounded.
  /// - Complexity: A copy of the tableau, then a few pivots per bound.
  func range(
    of expression: Expression, ignoring constraints: [Constraint] = [],
    ignoringEditVariables editVariables: [Variable] = []
  ) -> ValueRange {
    let leavesOut =
      constraints.contains(where: contains) || editVariables.contains(where: hasEditVariable)
    if !leavesOut, expression.terms.allSatisfy({ isEvidentlyDetermined($0.variable) }) {
      let value = expression.value { currentValue(of: $0) }
      return ValueRange(lowerBound: value, upperBound: value)
    }
    var scratch = self
    do {
      for constraint in constraints where scratch.contains(constraint) {
        try scratch.remove(constraint)
      }
      for variable in editVariables where scratch.hasEditVariable(variable) {
        try scratch.removeEditVariable(variable)
      }
      return try scratch.probeRange(of: expression)
    } catch {
      // Removing what is present and probing with an optional edit cannot fail.
      preconditionFailure("ConstraintSolver: measuring a range on a copy failed: \(error)")
    }
  }

  /// Whether no optimal solution can give `variable` another value, as the current basis shows
  /// without a probe (a sufficient test; `false` means only that a probe must decide).
  ///
  /// The variable is basic, and every parametric symbol in its row is a marker (fixed at 0) or
  /// a restricted symbol (it can only grow) whose first non-zero cost is positive: any move
  /// that changes the variable raises some of those symbols, and the sum of their lexicographic
  /// costs is then positive, so the objective gets worse.
  func isEvidentlyDetermined(_ variable: Variable) -> Bool {
    guard !needsRebuild, let symbol = symbolOfVariable[ObjectIdentifier(variable)],
      isBasic[symbol.serial]
    else { return false }
    let row = expandedRow(of: symbol)
    return row.cells.allSatisfy {
      $0.symbol.isDummy || ($0.symbol.isRestricted && lexicographicCostSign($0.symbol) > 0)
    }
  }

  /// Measures the range of `expression` on this tableau (a copy: the probe stays in it).
  mutating func probeRange(of expression: Expression) throws(SolverError) -> ValueRange {
    let probe = Variable("probe")
    try add(Constraint(probe - expression, .equal))
    let lowest = levels.last?.priority ?? Strength.required.priority
    try addEditVariable(probe, strength: Strength(max(lowest / 2, .leastNonzeroMagnitude)))
    let start = currentValue(of: probe)
    let high = start + Self.probeDistance
    try suggestValue(high, for: probe)
    let upper = currentValue(of: probe)
    let low = start - Self.probeDistance
    try suggestValue(low, for: probe)
    let lower = currentValue(of: probe)
    return ValueRange(
      lowerBound: lower - low <= ValueRange.tolerance ? nil : lower,
      upperBound: high - upper <= ValueRange.tolerance ? nil : upper)
  }
}
