/// Rebuilding after the removal of an untracked required equality, and explaining why a
/// required constraint cannot be added.
extension Tableau {
  /// Rebuilds the tableau from the remaining constraints and edit variables, in their original
  /// order, and re-suggests the edit values, if a removal asked for it.
  ///
  /// - Complexity: Linear in the size of the system for UI-shaped systems (as a build).
  mutating func rebuildIfNeeded() {
    guard needsRebuild else { return }
    let editList = edits.values.sorted { $0.marker < $1.marker }
    // Edit constraints are made again by addEditVariable, not re-inserted.
    let editConstraints = Set(editList.map { ObjectIdentifier($0.constraint) })
    let constraints = records.values
      .filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
      .sorted { $0.serial < $1.serial }
    let rank = rankForAdditions
    defer { rankForAdditions = rank }
    clearTableau()
    records = ObjectTable()
    edits = [:]
    nextConstraintSerial = 0
    do {
      for edit in editList { try addEditVariable(edit.variable, strength: edit.strength) }
      for record in constraints {
        rankForAdditions = record.rank
        try insert(record.constraint)
      }
      for edit in editList where edit.constant != 0 {
        try suggestValue(edit.constant, for: edit.variable)
      }
    } catch {
      // A subset of a satisfiable system is satisfiable: this cannot happen.
      preconditionFailure("ConstraintSolver: rebuilding the tableau failed: \(error)")
    }
    for symbol in symbolOfVariable.symbols { touch(symbol) }
  }

  /// The required constraints present that, with `constraint`, cannot all hold.
  ///
  /// The required constraints are added, in order, to a scratch tableau that keeps a marker
  /// for every required equality; adding `constraint` there fails with a row in which only
  /// markers remain (or an artificial row that cannot reach zero), and the owners of those
  /// markers are the explanation (the paper's technique, as Kiwi's dummy rows allow).
  func explain(_ constraint: Constraint, _ failure: Infeasibility) -> [Constraint] {
    var scratch = Tableau(markerBudget: .max)
    let required = records.values.filter { $0.constraint.strength.isRequired }
      .sorted { $0.serial < $1.serial }.map(\.constraint)
    for present in required { try? scratch.insert(present) }
    do {
      try scratch.insert(constraint)
    } catch let proof as Infeasibility {
      var owners: [Constraint] = []
      var seen = Set<ObjectIdentifier>()
      for symbol in proof.row.symbols {
        if let owner = scratch.markerOwners[symbol.serial],
          seen.insert(ObjectIdentifier(owner)).inserted
        {
          owners.append(owner)
        }
      }
      return owners
    } catch {
      return []
    }
    return []
  }
}

/// Keeping rows short: the marker budget.
extension Tableau {
  /// Releases the markers of a row that carries more than ``markerBudget`` of them, beyond the
  /// budget: those of the highest ``rankForAdditions``, then the newest.
  ///
  /// - Parameters:
  ///   - basic: The basic symbol of the row.
  ///   - kept: A marker never released (it stays in the row beyond the budget).
  mutating func limitMarkers(inRowOf basic: Symbol, keeping kept: Symbol? = nil) {
    guard markerBudget < .max, isBasic[basic.serial] else { return }
    // Every addition asks, for rows as long as a chain of views: one bare pass over the cells.
    let count = rows[basic.serial].dummyCount
    guard count > markerBudget else { return }
    var markers: [(rank: Int, symbol: Symbol)] = []
    markers.reserveCapacity(count)
    var ranked = false
    for cell in rows[basic.serial].cells where cell.symbol.isDummy && cell.symbol != kept {
      var rank = Int.max
      if hasRankedConstraints, let owner = markerOwners[cell.symbol.serial] {
        rank = records[ObjectIdentifier(owner)]?.rank ?? .max
      }
      markers.append((rank, cell.symbol))
      if rank != .max { ranked = true }
    }
    if ranked {
      markers.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.symbol < $1.symbol }
    }
    guard markers.count > markerBudget else { return }
    for marker in markers[markerBudget...] { release(marker.symbol) }
  }

  /// Releases a parametric marker: its column is deleted from every row (fixing it at 0, so
  /// its constraint stays in force for good) and its constraint will be removed by a rebuild.
  mutating func release(_ marker: Symbol) {
    for basic in columns[marker.serial].elements where isBasic[basic.serial] {
      rows[basic.serial].remove(marker)
    }
    columns[marker.serial].removeAll()
    for index in levels.indices { levels[index].row.remove(marker) }
    if let owner = markerOwners[marker.serial] {
      markerOwners[marker.serial] = nil
      records[ObjectIdentifier(owner)]?.marker = nil
    }
  }
}
