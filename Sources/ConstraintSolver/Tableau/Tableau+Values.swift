/// Reading the solution.
extension Tableau {
  /// Refreshes the reported values of the external symbols touched since the last update and
  /// returns the variables whose value changed.
  mutating func updateVariables() -> [Variable] {
    rebuildIfNeeded()
    var changed: [Variable] = []
    for variable in released where symbolOfVariable[ObjectIdentifier(variable)] == nil {
      if carried[ObjectIdentifier(variable)].map({ $0 != 0 }) ?? false { changed.append(variable) }
    }
    released = []
    carried = [:]
    if hasLazyRows {
      updateWithLazyRows(&changed)
    } else {
      for symbol in touched {
        let serial = symbol.serial
        isTouched[serial] = false
        guard let variable = variableOfSerial[serial] else { continue }
        let value = isBasic[serial] ? rows[serial].constant : 0
        if reported[serial] != value {
          reported[serial] = value
          changed.append(variable)
        }
      }
    }
    touched.removeAll(keepingCapacity: true)
    return changed
  }

  /// The refresh of ``updateVariables()`` while some rows are lazy (decision PF33).
  ///
  /// Other rows are refreshed first, in any order: their values are their constants. A lazy
  /// row's value is its constant plus the values of the rows it names, which have lower serials;
  /// the lazy rows touched, and those naming a row whose value changed, are refreshed next in
  /// increasing serial order, so every row a lazy row names is refreshed (or unchanged) before
  /// it, and a changed value queues the lazy rows naming it, which come later in the order.
  private mutating func updateWithLazyRows(_ changed: inout [Variable]) {
    // The tableau's heap, empty between updates, so that its table of members is not made again.
    var queued = SymbolHeap()
    swap(&queued, &valueOrder)
    defer { swap(&queued, &valueOrder) }
    for symbol in touched {
      let serial = symbol.serial
      isTouched[serial] = false
      guard isBasic[serial] else {
        refresh(serial, to: 0, changed: &changed, queueing: &queued)
        continue
      }
      if isLazy[serial] {
        queued.insert(symbol)
      } else {
        refresh(serial, to: rows[serial].constant, changed: &changed, queueing: &queued)
      }
    }
    while let symbol = queued.popMin() {
      let serial = symbol.serial
      var value = rows[serial].constant
      for cell in rows[serial].cells where isBasic[cell.symbol.serial] {
        value += cell.coefficient * reported[cell.symbol.serial]
      }
      refresh(serial, to: value, changed: &changed, queueing: &queued)
    }
  }

  /// Reports a symbol's new value if it changed, and queues the lazy rows naming it.
  private mutating func refresh(
    _ serial: Int, to value: Double, changed: inout [Variable], queueing queued: inout SymbolHeap
  ) {
    guard let variable = variableOfSerial[serial], reported[serial] != value else { return }
    reported[serial] = value
    changed.append(variable)
    guard !columns[serial].isEmpty else { return }
    // Visited, not iterated: the column's iterator is boxed.
    columns[serial].visit { user in
      if isLazy[user.serial] && isBasic[user.serial] { queued.insert(user) }
    }
  }

  /// The value of a variable as of the last update.
  func value(of variable: Variable) -> Double {
    let id = ObjectIdentifier(variable)
    if let symbol = symbolOfVariable[id] { return reported[symbol.serial] }
    return carried[id] ?? 0
  }

  /// Forgets every constraint and edit variable; at the next update every variable reads 0.
  mutating func reset() {
    clearTableau()
    records = ObjectTable()
    edits = [:]
    markerOwners = []
    nextConstraintSerial = 0
  }

  /// Drops the rows, columns, objective and symbols (not the constraint records).
  ///
  /// The values reported so far are carried over: a variable that gets a symbol again keeps its
  /// reported value for change detection, and one that does not reads 0 from the next update on.
  mutating func clearTableau() {
    for (id, symbol) in symbolOfVariable {
      carried[id] = reported[symbol.serial]
      if let variable = variableOfSerial[symbol.serial] { released.append(variable) }
    }
    rows = []
    isBasic = []
    columns = []
    symbolKinds = []
    isLazy = []
    lazyRows = []
    lazyCount = 0
    valueOrder.removeAll()
    markerOwners = []
    isTouched = []
    touched = []
    reported = []
    variableOfSerial = []
    rowCount = 0
    nextSerial = 0
    levels = []
    candidates.removeAll()
    artificial = nil
    infeasible = []
    symbolOfVariable.removeAll()
    needsRebuild = false
  }
}
