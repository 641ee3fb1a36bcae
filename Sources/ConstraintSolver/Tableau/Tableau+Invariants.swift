/// Consistency checks and a text dump of the tableau (as Kiwi's debug helper prints).
extension Tableau {
  /// Checks the tableau after a public operation, in builds with `HEADLESS_UIKIT_INTERNAL_CHECKS`
  /// (debug builds, so every test run): after every operation while the tableau has at most 256
  /// rows, and after the operations numbered by powers of two beyond that, so that a debug build
  /// stays O(n log n) on large systems.
  ///
  /// It verifies: a basic symbol appears in no row (but a lazy one, decision PF33) and not in the
  /// objective; every restricted row is feasible; the column index lists exactly the rows
  /// containing each symbol; a basic dummy (a redundant constraint) has a zero row of dummies
  /// only; and no parametric symbol can still improve the objective (the tableau is optimal).
  mutating func checkInvariants() {
    #if HEADLESS_UIKIT_INTERNAL_CHECKS
      operationCount += 1
      guard rowCount <= 256 || operationCount & (operationCount - 1) == 0 else { return }
      guard !needsRebuild else { return }
      var count = 0
      // A long column is an array searched linearly (PF17): look rows up in a set of it instead.
      var longColumns: [Int: Set<Int>] = [:]
      for (serial, row) in rows.enumerated() {
        guard isBasic[serial] else { continue }
        count += 1
        let basic = Symbol(serial: serial, kind: symbolKinds[serial])
        precondition(
          !isLazy[serial] || basic.isExternal, "Invariant: restricted row \(basic) is lazy")
        for symbol in row.symbols {
          // Only a lazy row names basic symbols: external ones, of older rows (PF33).
          precondition(
            !isBasic[symbol.serial]
              || (isLazy[serial] && symbol.isExternal && symbol.serial < serial),
            "Invariant: basic \(symbol) appears in the row of \(basic)")
          let column = columns[symbol.serial]
          let listed: Bool
          if column.count <= 64 {
            listed = column.contains(basic)
          } else {
            if longColumns[symbol.serial] == nil {
              longColumns[symbol.serial] = Set(column.elements.map(\.raw))
            }
            listed = longColumns[symbol.serial]?.contains(basic.raw) ?? false
          }
          precondition(listed, "Invariant: column index of \(symbol) misses \(basic)")
        }
        if basic.isDummy {
          precondition(
            row.symbols.allSatisfy(\.isDummy) && Self.isNearZero(row.constant),
            "Invariant: redundant row \(basic) depends on non-marker symbols or is non-zero")
        }
        if basic.isRestricted {
          precondition(
            row.constant >= -Self.epsilon,
            "Invariant: restricted row \(basic) is infeasible (\(row.constant))")
        }
        for level in levels {
          precondition(
            level.row.coefficient(for: basic) == 0,
            "Invariant: basic \(basic) appears in objective level \(level.priority)")
        }
      }
      precondition(count == rowCount, "Invariant: row count \(rowCount) != \(count)")
      // Optimality: every parametric non-marker symbol's first non-zero cost, read from the
      // highest level down, is positive (and a user variable has none).
      var decided = Set<Symbol>()
      for level in levels {
        for cell in level.row.cells where !cell.symbol.isDummy && !decided.contains(cell.symbol) {
          precondition(
            cell.coefficient > -Self.epsilon,
            "Invariant: \(cell.symbol) can still improve objective level \(level.priority)")
          if cell.coefficient > Self.epsilon {
            precondition(
              !cell.symbol.isExternal,
              "Invariant: parametric user variable \(cell.symbol) has an objective cost")
            decided.insert(cell.symbol)
          }
        }
      }
    #endif
  }

  /// The tableau in titled sections: objective, rows, infeasible rows, variables, edit
  /// variables and constraints.
  func dump() -> String {
    var lines: [String] = []
    lines.append("Objective")
    for level in levels { lines.append("  \(level.priority): \(format(level.row))") }
    lines.append("Rows")
    for (serial, row) in rows.enumerated() {
      if isBasic[serial] {
        lines.append("  \(Symbol(serial: serial, kind: symbolKinds[serial])) = \(format(row))")
      }
    }
    lines.append("Infeasible")
    lines.append("  " + infeasible.map(\.description).joined(separator: ", "))
    lines.append("Variables")
    for symbol in symbolOfVariable.symbols.sorted() {
      lines.append("  \(variableOfSerial[symbol.serial]?.description ?? "?") = \(symbol)")
    }
    lines.append("Edit Variables")
    for edit in edits.values.sorted(by: { $0.marker < $1.marker }) {
      lines.append("  \(edit.variable) = \(edit.constant) | \(edit.strength)")
    }
    lines.append("Constraints")
    for record in records.values.sorted(by: { $0.serial < $1.serial }) {
      lines.append("  \(record.constraint)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func format(_ row: Row) -> String {
    let terms = row.cells.map { "\($0.coefficient) * \($0.symbol)" }
    return ([String(row.constant)] + terms).joined(separator: " + ")
  }
}
