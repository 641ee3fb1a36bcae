/// Changing the constant of an optional constraint, or of a required equality that has its
/// marker, in place (the paper's edit technique, applied to any constraint that has error
/// symbols or a dummy marker).
extension Tableau {
  /// Replaces `old` by `new`; in place when they differ only in their constant and are optional,
  /// or are required equalities whose dummy marker is parametric (decision PF3).
  ///
  /// `old`'s row was built from `c + Σ aᵢ·xᵢ + k·m + … = 0`, where `m` is one of its own slack or
  /// error symbols and `k` its coefficient there (`+1` for the slack of `<=`, `−1` for that of
  /// `>=` and for the positive error of an equality). `new` reads `c + δ + Σ aᵢ·xᵢ + k·m' + … = 0`,
  /// which is the same system with `m = m' + δ/k`. So the tableau needs no new row: the row of
  /// `m` (if it is basic) has its constant lowered by `δ/k`, or every row that contains `m` with
  /// coefficient `β` has its constant raised by `β·δ/k`; rows that become infeasible are repaired
  /// by the dual simplex, as after a suggestion. An optional constraint can always be violated,
  /// so this cannot fail. A required equality's dummy marker `m` enters its row with `k = +1`;
  /// if the dual simplex finds the new constant cannot hold with the other required constraints,
  /// the tableau is rebuilt with `old` and the change is made as a removal and an addition, which
  /// reports the conflict as `add` does. Anything else (a required inequality, a required
  /// equality whose marker is basic or was released, other terms, relation or strength) is a
  /// removal and an addition.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `old` is not present;
  ///   ``SolverError/duplicateConstraint(_:)`` if `new` already is; what `add` throws for `new`.
  mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    rebuildIfNeeded()
    guard let record = records[ObjectIdentifier(old)] else { throw .unknownConstraint(old) }
    guard !contains(new) else { throw .duplicateConstraint(new) }
    guard let marker = record.marker, Self.differOnlyInConstant(old, new),
      !old.strength.isRequired
        || (old.relation == .equal && marker.isDummy && !isBasic[marker.serial])
    else {
      try remove(old)
      try add(new)
      return
    }
    guard shiftInPlace(old, with: new, record: record, marker: marker) else { return }
    do { try dualOptimize() } catch {
      // Not reachable for an optional constraint; rebuild from the records rather than keep a
      // tableau whose repair stopped halfway.
      needsRebuild = true
      guard old.strength.isRequired else { return }
      // The new constant conflicts with other required constraints: go back to `old` (the
      // rebuild restores it) and let a removal and an addition report the conflict.
      records[ObjectIdentifier(new)] = nil
      records[ObjectIdentifier(old)] = record
      markerOwners[marker.serial] = old
      infeasible = []
      try remove(old)
      try add(new)
    }
  }

  /// Replaces each `old` by its `new`, as ``replace(_:with:)`` does one pair at a time, but with
  /// the optional constraints that differ only in their constant changed together: every such
  /// shift is made first and the dual simplex runs once for all of them (decision PF8).
  ///
  /// A label's new intrinsic size changes the constants of both its hugging and its
  /// compression-resistance constraints; shifted one at a time, the first shift makes a row
  /// infeasible and the dual simplex pivots, and the second pivots back. Shifted together,
  /// the basis usually stays feasible and nothing pivots. An optional constraint can always be
  /// violated, so the batch cannot fail; the other pairs are replaced one by one afterwards, in
  /// their order, and report conflicts exactly as ``replace(_:with:)`` does.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if an `old` is not present;
  ///   ``SolverError/duplicateConstraint(_:)`` if a `new` already is (nothing after that pair is
  ///   replaced); what `add` throws for a `new` replaced by removal and addition.
  mutating func replace(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError) {
    rebuildIfNeeded()
    var rest: [(old: Constraint, new: Constraint)] = []
    var shifted = false
    for (old, new) in pairs {
      let oldID = ObjectIdentifier(old)
      guard let record = records[oldID] else {
        try finishBatch(shifted)
        throw .unknownConstraint(old)
      }
      guard let marker = record.marker, !old.strength.isRequired, old !== new,
        Self.differOnlyInConstant(old, new)
      else {
        guard !contains(new) else {
          try finishBatch(shifted)
          throw .duplicateConstraint(new)
        }
        rest.append((old, new))
        continue
      }
      // The old record becomes the new one's, in place; a `new` that is already present
      // leaves the records as they were.
      let moved = ConstraintRecord(
        constraint: new, serial: record.serial, rank: record.rank, marker: marker,
        other: record.other)
      guard records.moveValue(from: oldID, to: ObjectIdentifier(new), replacingWith: moved) else {
        try finishBatch(shifted)
        throw .duplicateConstraint(new)
      }
      if shiftRecorded(old, to: new, record: record, marker: marker) { shifted = true }
    }
    try finishBatch(shifted)
    for (old, new) in rest { try replace(old, with: new) }
  }

  /// Repairs feasibility after the shifts of a batch; a failure (not reachable, since only
  /// optional constraints were shifted) makes the next operation rebuild from the records.
  private mutating func finishBatch(_ shifted: Bool) throws(SolverError) {
    guard shifted else { return }
    do { try dualOptimize() } catch { needsRebuild = true }
  }

  /// Records `new` in place of `old` under the same marker and shifts the rows by the change of
  /// constant, without repairing feasibility.
  ///
  /// - Returns: Whether the constant changed (so the dual simplex must run).
  private mutating func shiftInPlace(
    _ old: Constraint, with new: Constraint, record: ConstraintRecord, marker: Symbol
  ) -> Bool {
    records[ObjectIdentifier(old)] = nil
    records[ObjectIdentifier(new)] = ConstraintRecord(
      constraint: new, serial: record.serial, rank: record.rank, marker: marker,
      other: record.other)
    return shiftRecorded(old, to: new, record: record, marker: marker)
  }

  /// ``shiftInPlace(_:with:record:marker:)`` once `new`'s record has replaced `old`'s.
  private mutating func shiftRecorded(
    _ old: Constraint, to new: Constraint, record: ConstraintRecord, marker: Symbol
  ) -> Bool {
    markerOwners[marker.serial] = new
    if let other = record.other { markerOwners[other.serial] = new }
    let delta = new.expression.constant - old.expression.constant
    guard !Self.isNearZero(delta) else { return false }
    let k: Double
    switch old.relation {
    case _ where marker.isDummy: k = 1
    case .lessThanOrEqual: k = 1
    case .greaterThanOrEqual: k = -1
    case .equal: k = -1
    }
    shiftRows(containing: marker, by: delta / k)
    return true
  }

  /// Whether two constraints have the same terms (in the same order), relation and strength.
  static func differOnlyInConstant(_ a: Constraint, _ b: Constraint) -> Bool {
    guard a.relation == b.relation, a.strength == b.strength,
      a.expression.terms.count == b.expression.terms.count
    else { return false }
    for (x, y) in zip(a.expression.terms, b.expression.terms)
    where x.variable !== y.variable || x.coefficient != y.coefficient {
      return false
    }
    return true
  }

  /// Substitutes `m = m' + shift` for the symbol `m`, renaming `m'` back to `m`: the constant of
  /// `m`'s row drops by `shift`, or each row (and objective level) containing `m` with
  /// coefficient `β` gains `β·shift`; restricted rows that go negative are queued as infeasible.
  private mutating func shiftRows(containing marker: Symbol, by shift: Double) {
    if isBasic[marker.serial] {
      shiftConstant(ofRow: marker, by: -shift)
      return
    }
    columns[marker.serial].visit { basic in
      guard isBasic[basic.serial] else { return }
      shiftConstant(ofRow: basic, by: rows[basic.serial].coefficient(for: marker) * shift)
    }
    for index in levels.indices {
      levels[index].row.constant += levels[index].row.coefficient(for: marker) * shift
    }
  }

  private mutating func shiftConstant(ofRow basic: Symbol, by delta: Double) {
    rows[basic.serial].constant += delta
    touch(basic)
    if basic.isRestricted, rows[basic.serial].constant < -Self.epsilon {
      infeasible.append(basic)
    }
  }
}
