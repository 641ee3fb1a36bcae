/// Edit variables and suggestions (the paper's edit-constant updates and dual simplex).
extension Tableau {
  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Makes `variable` editable: an optional equality `variable == constant` whose errors the
  /// suggestions move.
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    rebuildIfNeeded()
    guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    let constraint = Constraint(variable.linearExpression, .equal, strength: strength)
    do { try insert(constraint) } catch let error as SolverError { throw error } catch {
      throw .internalError("adding the edit constraint of \(variable) failed: \(error)")
    }
    guard let record = records[ObjectIdentifier(constraint)], let marker = record.marker,
      let other = record.other
    else { throw .internalError("edit constraint of \(variable) has no error symbols") }
    edits[ObjectIdentifier(variable)] = EditRecord(
      variable: variable, strength: strength, constraint: constraint, marker: marker,
      other: other, constant: 0)
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    rebuildIfNeeded()
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Moves an edit variable's wanted value by `delta`: every row where its error symbols
  /// appear changes its constant accordingly, then the dual simplex restores feasibility.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    rebuildIfNeeded()
    guard var edit = edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    let delta = value - edit.constant
    edit.constant = value
    edits[ObjectIdentifier(variable)] = edit
    applyEditDelta(delta, plus: edit.marker, minus: edit.other)
    do { try dualOptimize() } catch let error as SolverError { throw error } catch {
      throw .internalError("\(error)")
    }
  }

  /// The constant update of a suggestion: the edit row is `variable = constant + plus − minus`
  /// in disguise, so raising the constant by `delta` shifts every row through whichever error
  /// symbol is basic, or through the plus error's column.
  private mutating func applyEditDelta(_ delta: Double, plus: Symbol, minus: Symbol) {
    if isBasic[plus.serial] {
      shiftConstant(of: plus, by: -delta)
      return
    }
    if isBasic[minus.serial] {
      shiftConstant(of: minus, by: delta)
      return
    }
    columns[plus.serial].visit { basic in
      guard isBasic[basic.serial] else { return }
      let c = rows[basic.serial].coefficient(for: plus)
      shiftConstant(of: basic, by: delta * c)
    }
  }

  /// Adds `delta` to a row's constant, queueing the row if it becomes infeasible.
  private mutating func shiftConstant(of basic: Symbol, by delta: Double) {
    guard isBasic[basic.serial] else { return }
    rows[basic.serial].constant += delta
    touch(basic)
    if basic.isRestricted, rows[basic.serial].constant < -Self.epsilon {
      infeasible.append(basic)
    }
  }
}
