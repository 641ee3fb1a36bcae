/// Adding and removing constraints (the paper's incremental addition and deletion).
extension Tableau {
  /// A required constraint that cannot hold; `row` is the equation that proves it.
  struct Infeasibility: Error {
    let row: Row
  }

  func contains(_ constraint: Constraint) -> Bool {
    records.contains(ObjectIdentifier(constraint))
  }

  /// Adds a constraint: builds its row in parametric form, chooses a subject (or uses an
  /// artificial variable), installs the row and re-optimises.
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    rebuildIfNeeded()
    guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    do {
      try insert(constraint)
    } catch let failure as Infeasibility {
      throw .unsatisfiableConstraint(constraint, conflicts: explain(constraint, failure))
    } catch let error as SolverError {
      throw error
    } catch {
      throw .internalError("\(error)")
    }
  }

  /// The work of `add`, reporting an unsatisfiable constraint as an ``Infeasibility``.
  mutating func insert(_ constraint: Constraint) throws {
    var record = ConstraintRecord(
      constraint: constraint, serial: nextConstraintSerial, rank: rankForAdditions, marker: nil,
      other: nil)
    let firstNewSerial = nextSerial
    var references = false
    var row = makeRow(for: constraint, record: &record, references: &references)
    var subject: Symbol?
    var isLazyRow = false
    if references {
      if keepsReferences,
        let symbol = subjectKeepingReferences(of: row, firstNewSerial: firstNewSerial)
      {
        subject = symbol
        isLazyRow = true
      } else {
        row = substitutedRow(of: constraint, from: row, record: record)
        subject = chooseSubject(row, record: record)
      }
    } else {
      subject = chooseSubject(row, record: record)
    }
    if subject == nil, row.symbols.allSatisfy(\.isDummy) {
      guard Self.isNearZero(row.constant) else { throw Infeasibility(row: row) }
      // Redundant (all its information is already in the tableau): keep a dummy row so
      // that it can take over if a constraint it depends on is removed.
      let marker = record.marker ?? makeSymbol(.dummy)
      if record.marker == nil { row.insert(marker, 1) }
      record.marker = marker
      subject = marker
    }
    nextConstraintSerial += 1
    if record.rank != .max { hasRankedConstraints = true }
    records[ObjectIdentifier(constraint)] = record
    if let marker = record.marker { markerOwners[marker.serial] = constraint }
    if let other = record.other { markerOwners[other.serial] = constraint }
    do {
      if let subject {
        row.solve(for: subject)
        substitute(subject, with: row)
        if isLazyRow {
          installKeepingReferences(row, subject: subject)
        } else {
          install(row, basic: subject)
        }
        limitMarkers(inRowOf: subject)
      } else {
        try addWithArtificialVariable(row)
      }
    } catch {
      records[ObjectIdentifier(constraint)] = nil
      if let marker = record.marker { markerOwners[marker.serial] = nil }
      if let other = record.other { markerOwners[other.serial] = nil }
      // Phase one may have pivoted: the tableau holds the same constraints but its basis
      // need not be optimal any more. Re-optimise so the solution is the one from before.
      for symbol in row.symbols { candidates.insert(symbol) }
      for level in levels { for symbol in level.row.symbols { candidates.insert(symbol) } }
      try optimize()
      throw error
    }
    try optimize()
  }

  /// Builds the row of a constraint with its slack, error or marker symbols, and adds its errors
  /// to the objective.
  ///
  /// If the constraint names a variable the tableau has not seen, which its row may be solved
  /// for, a variable that is basic stays in the row as a reference (decision PF33) and
  /// `references` is set; the row is then not normalised to a non-negative constant, since its
  /// constant is not final (``substitutedRow(of:from:record:)`` makes the row in parametric
  /// form). Otherwise the row is in terms of the current parametric symbols.
  mutating func makeRow(
    for constraint: Constraint, record: inout ConstraintRecord, references: inout Bool
  ) -> Row {
    let expression = constraint.expression
    var keeping = false
    if keepsReferences {
      for term in expression.terms
      where symbolOfVariable[ObjectIdentifier(term.variable)] == nil
        && !Self.isNearZero(term.coefficient)
      {
        keeping = true
        break
      }
    }
    if !keeping { canonicalizeRows(of: expression) }
    var row = termsRow(of: expression, keepingReferences: keeping, references: &references)
    let strength = constraint.strength
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      record.marker = slack
      row.insert(slack, sign)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        record.other = error
        row.insert(error, -sign)
        addToObjective(error, priority: strength.priority)
      }
    case .equal:
      if !strength.isRequired {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        record.marker = plus
        record.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        addToObjective(plus, priority: strength.priority)
        addToObjective(minus, priority: strength.priority)
      } else if markerBudget > 0 {
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        row.insert(dummy, 1)
      }
    }
    if !references && row.constant < 0 { row.reverseSign() }
    return row
  }

  /// The row of a constraint in terms of the current parametric symbols, made from the row
  /// ``makeRow(for:record:references:)`` returned with references (when its new variables
  /// cancelled out): each basic variable's row substituted, in the order of the terms (as a row
  /// without references is built), then the constraint's own symbols with their coefficients
  /// there.
  mutating func substitutedRow(
    of constraint: Constraint, from written: Row, record: ConstraintRecord
  ) -> Row {
    let expression = constraint.expression
    canonicalizeRows(of: expression)
    var references = false
    var row = termsRow(of: expression, keepingReferences: false, references: &references)
    for case let symbol? in [record.marker, record.other] {
      row.insert(symbol, written.coefficient(for: symbol))
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// A new row holding an expression's constant and terms: a parametric variable as itself, a
  /// basic one as its row (substituted), or, `keepingReferences`, as itself too (then
  /// `references` is set).
  ///
  /// The row has room for the constraint's own slack, error or marker symbols: one allocation.
  private mutating func termsRow(
    of expression: Expression, keepingReferences keeping: Bool, references: inout Bool
  ) -> Row {
    var row = Row(constant: expression.constant)
    row.reserveCapacity(expression.terms.count + 2)
    for term in expression.terms where !Self.isNearZero(term.coefficient) {
      let symbol = externalSymbol(for: term.variable)
      if !isBasic[symbol.serial] {
        row.insert(symbol, term.coefficient)
      } else if keeping {
        references = true
        row.insert(symbol, term.coefficient)
      } else {
        row.add(rows[symbol.serial], times: term.coefficient)
      }
    }
    return row
  }

  /// Substitutes for good the lazy rows of an expression's basic variables (decision PF33),
  /// before a row is built from them: a row that a substituted row needs is needed in that
  /// form again, and the marker budget it applies may release markers, which must not happen
  /// while the new row holds cells copied from other rows.
  mutating func canonicalizeRows(of expression: Expression) {
    guard hasLazyRows else { return }
    for term in expression.terms {
      if let symbol = symbolOfVariable[ObjectIdentifier(term.variable)], isLazy[symbol.serial] {
        canonicalize(symbol)
      }
    }
  }

  /// The external symbol of a variable, created on first use.
  mutating func externalSymbol(for variable: Variable) -> Symbol {
    let id = ObjectIdentifier(variable)
    if let symbol = symbolOfVariable[id] { return symbol }
    let symbol = makeSymbol(.external)
    symbolOfVariable.insertNew(symbol, for: id)
    variableOfSerial[symbol.serial] = variable
    reported[symbol.serial] = carried.isEmpty ? 0 : carried[id] ?? 0
    return symbol
  }

  /// Chooses the symbol to solve a new row for: the newest external symbol (Kiwi takes the
  /// oldest, which makes rows of equal-width chains grow with the chain), else the constraint's
  /// own slack or error symbol if its coefficient is negative; nil if neither qualifies.
  func chooseSubject(_ row: Row, record: ConstraintRecord) -> Symbol? {
    var newest: Symbol?
    for symbol in row.symbols.reversed() where symbol.isExternal {
      newest = symbol
      break
    }
    if let newest { return newest }
    for candidate in [record.marker, record.other] {
      if let symbol = candidate, symbol.isRestricted, row.coefficient(for: symbol) < 0 {
        return symbol
      }
    }
    return nil
  }

  /// Adds a row that has no usable subject by minimising an artificial variable equal to it (phase
  /// one of the two-phase simplex).
  ///
  /// If the minimum is not zero the constraint cannot hold: its row is dropped, which leaves the
  /// tableau as it was, and ``Infeasibility`` is thrown with the artificial row as the proof.
  mutating func addWithArtificialVariable(_ row: Row) throws {
    let art = makeSymbol(.slack)
    install(row, basic: art)
    artificial = row
    defer { artificial = nil }
    try optimize(artificialOnly: true)
    let success = Self.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if let artRow = self.row(of: art) {
      guard success else {
        // The artificial symbol is basic, so it appears in no other row: dropping its row
        // removes the new constraint and nothing else.
        uninstall(basic: art)
        throw Infeasibility(row: artRow)
      }
      var pivotRow = artRow
      uninstall(basic: art)
      if !pivotRow.isEmpty {
        guard let entering = pivotRow.symbols.first(where: \.isRestricted) else {
          throw Infeasibility(row: pivotRow)
        }
        pivotRow.solve(lhs: art, rhs: entering)
        substitute(entering, with: pivotRow)
        install(pivotRow, basic: entering)
      }
    }
    // The artificial symbol is parametric (value 0): fixing it at 0 for good enforces the row.
    for basic in columns[art.serial].elements where isBasic[basic.serial] {
      rows[basic.serial].remove(art)
    }
    columns[art.serial].removeAll()
    for index in levels.indices { levels[index].row.remove(art) }
  }

  /// Removes a constraint: undoes its errors' pull on the objective, pivots its marker into the
  /// basis if needed and drops that row, then re-optimises.
  ///
  /// A required equality without a marker schedules a rebuild instead.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    rebuildIfNeeded()
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    for symbol in [record.marker, record.other] {
      if let symbol { markerOwners[symbol.serial] = nil }
    }
    guard let marker = record.marker else {
      needsRebuild = true
      return
    }
    let priority = constraint.strength.priority
    for symbol in [record.marker, record.other] where symbol?.kind == .error {
      if let symbol { removeFromObjective(symbol, priority: priority) }
    }
    if uninstall(basic: marker) == nil {
      var choice = markerLeavingRow(for: marker)
      if hasLazyRows, choice.map(\.isExternal) ?? true {
        // The external rows containing the marker are those of its substituted column.
        canonicalizeAll(keeping: marker)
        choice = markerLeavingRow(for: marker)
      }
      guard let leaving = choice else {
        throw .internalError("no leaving row for the marker of \(constraint)")
      }
      guard var row = uninstall(basic: leaving) else {
        throw .internalError("leaving row \(leaving) vanished")
      }
      row.solve(lhs: leaving, rhs: marker)
      substitute(marker, with: row)
    }
    do { try optimize() } catch let error as SolverError { throw error } catch {
      throw .internalError("\(error)")
    }
  }

  /// The row to pivot a marker into the basis by.
  ///
  /// If a redundant constraint's row (a basic dummy, all other cells dummies) contains the
  /// marker, that row: the redundant constraint then takes over from the removed one, its
  /// dummy becomes parametric (fixed at 0) and no other dummy row picks up non-dummy terms.
  /// (Kiwi skips this case, and a redundant constraint that depended on the removed one stops
  /// holding.) Otherwise the paper's choice: the restricted row with the smallest ratio where
  /// the marker's coefficient is negative, else the one with the smallest ratio where it is
  /// positive, else any row (an external basic symbol). Ties go to the oldest basic symbol.
  func markerLeavingRow(for marker: Symbol) -> Symbol? {
    var redundant: Symbol?
    for basic in columns[marker.serial] where basic.isDummy {
      if redundant.map({ basic < $0 }) ?? true { redundant = basic }
    }
    if let redundant { return redundant }
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    for basic in columns[marker.serial] {
      guard let row = self.row(of: basic) else { continue }
      let c = row.coefficient(for: marker)
      if c == 0 { continue }
      if basic.isExternal {
        if third.map({ basic < $0 }) ?? true { third = basic }
      } else if c < 0 {
        let r = -row.constant / c
        if first.map({ r < $0.ratio || (r == $0.ratio && basic < $0.symbol) }) ?? true {
          first = (r, basic)
        }
      } else {
        let r = row.constant / c
        if second.map({ r < $0.ratio || (r == $0.ratio && basic < $0.symbol) }) ?? true {
          second = (r, basic)
        }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}
