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
      updateInSerialOrder(&changed)
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

  /// ``updateVariables()``'s refresh when rows may be lazy (decision PF33): a lazy row's value
  /// is its constant plus the values of the rows it names, which have lower serials. Taken in
  /// increasing serial order, every named row is refreshed (or unchanged) before the rows naming
  /// it, and a changed value queues the lazy rows naming it that are not queued yet (they come
  /// later in the order).
  private mutating func updateInSerialOrder(_ changed: inout [Variable]) {
    var isSorted = true
    for index in touched.indices.dropFirst() where touched[index] < touched[index - 1] {
      isSorted = false
      break
    }
    if !isSorted { touched.sort() }
    // Rows queued by a change, merged into the touched ones in order (the tableau's heap, empty
    // between updates, so that its table of members is not made again).
    var queued = SymbolHeap()
    swap(&queued, &valueOrder)
    defer { swap(&queued, &valueOrder) }
    var next = 0
    while true {
      let symbol: Symbol
      if next < touched.count, queued.min.map({ touched[next] < $0 }) ?? true {
        symbol = touched[next]
        next += 1
      } else if let first = queued.popMin() {
        symbol = first
      } else {
        break
      }
      let serial = symbol.serial
      isTouched[serial] = false
      guard let variable = variableOfSerial[serial] else { continue }
      var value = 0.0
      if isBasic[serial] {
        value = rows[serial].constant
        if isLazy[serial] {
          for cell in rows[serial].cells where isBasic[cell.symbol.serial] {
            value += cell.coefficient * reported[cell.symbol.serial]
          }
        }
      }
      guard reported[serial] != value else { continue }
      reported[serial] = value
      changed.append(variable)
      for user in columns[serial]
      where isLazy[user.serial] && isBasic[user.serial] && !isTouched[user.serial] {
        isTouched[user.serial] = true
        queued.insert(user)
      }
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
