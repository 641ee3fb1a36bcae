/// The primal and dual simplex with a lexicographic objective.
///
/// The objective is a list of rows, one per priority level, highest first. A symbol may enter
/// the basis in the primal simplex when its first non-zero reduced cost, read from the highest
/// level down, is negative; so a lower level is never improved at the expense of a higher one,
/// which is what makes priorities strict. The dual simplex compares ratios the same way.
/// Entering and leaving symbols are chosen by Bland's rule (lowest serial among equals), which
/// rules out cycling and makes the solution independent of hash order. Phase one (adding a row
/// through an artificial variable) applies Bland's rule to the reversed order, newest serial
/// first, which rules out cycling just as well (see ``artificialEnteringSymbol()``).
extension Tableau {
  /// Minimises the objective (or the artificial objective) with the primal simplex.
  mutating func optimize(artificialOnly: Bool = false) throws {
    while true {
      let entering: Symbol?
      var decreasing = false
      if artificialOnly {
        entering = artificialEnteringSymbol()
      } else if let (symbol, down) = nextCandidate() {
        entering = symbol
        decreasing = down
      } else {
        entering = nil
      }
      guard let entering else { return }
      guard
        let leaving = leavingRow(
          for: entering, decreasing: decreasing, newestOnTies: artificialOnly)
      else {
        throw SolverError.internalError("The objective is unbounded.")
      }
      pivot(entering: entering, leaving: leaving)
      if !artificialOnly { candidates.insert(leaving) }
    }
  }

  /// The newest (highest-serial) non-dummy symbol with a negative coefficient in the artificial
  /// row, or nil when the artificial objective cannot decrease.
  ///
  /// The newest symbols belong to the constraint being added and its neighbours (the slacks and
  /// errors of the views it relates). The oldest symbols are those of the first constraints,
  /// typically the root's size edits, which every row of the tree depends on: entering one of
  /// them moves the whole layout to satisfy the new row, and phase two then pivots through the
  /// rows of every view to move it back. In a form of N rows whose long hints are cut to the field
  /// width, choosing the oldest made each cut cost O(N) pivots over O(N) rows (a cubic build);
  /// the newest keeps it to a few local pivots.
  func artificialEnteringSymbol() -> Symbol? {
    guard let row = artificial else { return nil }
    for cell in row.cells.reversed() where cell.coefficient < -Self.epsilon {
      if !cell.symbol.isDummy { return cell.symbol }
    }
    return nil
  }

  /// The lowest-serial candidate that improves the objective, and whether it does so by decreasing:
  /// a symbol whose lexicographic reduced cost is negative (it increases), or an external
  /// (unrestricted) parametric symbol whose cost is positive (it decreases; this happens after a
  /// removal leaves a user variable parametric, which Kiwi does not handle).
  ///
  /// Candidates that improve nothing are dropped: their cost changes, and they return, only through
  /// the objective.
  mutating func nextCandidate() -> (Symbol, decreasing: Bool)? {
    while let symbol = candidates.popMin() {
      guard !symbol.isDummy, !isBasic[symbol.serial] else { continue }
      let sign = lexicographicCostSign(symbol)
      if sign < 0 { return (symbol, false) }
      if sign > 0 && symbol.isExternal { return (symbol, true) }
    }
    return nil
  }

  /// The sign of the first non-zero cost of `symbol`, read from the highest level down.
  func lexicographicCostSign(_ symbol: Symbol) -> Int {
    for level in levels {
      let cost = level.row.coefficient(for: symbol)
      if cost < -Self.epsilon { return -1 }
      if cost > Self.epsilon { return 1 }
    }
    return 0
  }

  /// The restricted row that limits `entering` first (minimum ratio), lowest serial on ties
  /// (highest with `newestOnTies`, the order phase one uses).
  ///
  /// An increasing symbol is limited by rows where its coefficient is negative, a decreasing one by
  /// rows where it is positive.
  func leavingRow(
    for entering: Symbol, decreasing: Bool = false, newestOnTies: Bool = false
  ) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for basic in columns[entering.serial] where !basic.isExternal {
      guard isBasic[basic.serial] else { continue }
      let row = rows[basic.serial]
      let c = row.coefficient(for: entering)
      guard decreasing ? c > 0 : c < 0 else { continue }
      let ratio = decreasing ? row.constant / c : -row.constant / c
      guard let current = best else {
        best = (ratio, basic)
        continue
      }
      let later = newestOnTies ? current.symbol < basic : basic < current.symbol
      if ratio < current.ratio || (ratio == current.ratio && later) { best = (ratio, basic) }
    }
    return best?.symbol
  }

  /// Restores feasibility after suggestions with the dual simplex: each infeasible row
  /// (restricted basic symbol with a negative constant) pivots on the symbol with the smallest
  /// lexicographic ratio of reduced cost to coefficient.
  mutating func dualOptimize() throws {
    while let index = infeasible.indices.min(by: { infeasible[$0] < infeasible[$1] }) {
      let leaving = infeasible.remove(at: index)
      guard let row = row(of: leaving), row.constant < -Self.epsilon else { continue }
      guard let entering = dualEnteringSymbol(for: row) else {
        throw SolverError.internalError("Dual optimize failed.")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The symbol of `row` with a positive coefficient and the lexicographically smallest
  /// `cost / coefficient`, lowest serial on ties.
  func dualEnteringSymbol(for row: Row) -> Symbol? {
    var best: (symbol: Symbol, coefficient: Double)?
    // Cells are in symbol order, so a tie keeps the earlier (lower) symbol.
    for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
      let symbol = cell.symbol
      let c = cell.coefficient
      guard let current = best else {
        best = (symbol, c)
        continue
      }
      if ratioIsLess(symbol, c, than: current.symbol, current.coefficient) { best = (symbol, c) }
    }
    return best?.symbol
  }

  /// Whether `cost(a)/ca` is lexicographically smaller than `cost(b)/cb`, level by level,
  /// with the solver's epsilon.
  private func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
    for level in levels {
      let x = level.row.coefficient(for: a) / ca
      let y = level.row.coefficient(for: b) / cb
      if x < y - Self.epsilon { return true }
      if x > y + Self.epsilon { return false }
    }
    return false
  }

  // MARK: Objective levels

  /// The index of the level for a priority, created (in order) if new.
  mutating func levelIndex(for priority: Double) -> Int {
    if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
    let index = levels.firstIndex { $0.priority < priority } ?? levels.count
    levels.insert(Level(priority: priority, row: Row()), at: index)
    return index
  }

  /// Adds an error symbol, with weight 1, to its level of the objective.
  mutating func addToObjective(_ error: Symbol, priority: Double) {
    let index = levelIndex(for: priority)
    if let row = row(of: error) {
      levels[index].row.add(row, times: 1)
      for symbol in row.symbols { candidates.insert(symbol) }
    } else {
      levels[index].row.insert(error, 1)
      candidates.insert(error)
    }
  }

  /// Removes an error symbol's weight from its level of the objective.
  mutating func removeFromObjective(_ error: Symbol, priority: Double) {
    let index = levelIndex(for: priority)
    if let row = row(of: error) {
      levels[index].row.add(row, times: -1)
      for symbol in row.symbols { candidates.insert(symbol) }
    } else {
      levels[index].row.insert(error, -1)
      candidates.insert(error)
    }
  }
}
