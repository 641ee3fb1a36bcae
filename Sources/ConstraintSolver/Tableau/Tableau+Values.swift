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
    touched.removeAll(keepingCapacity: true)
    return changed
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
