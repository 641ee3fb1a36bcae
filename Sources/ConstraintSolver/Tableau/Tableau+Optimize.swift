/// The primal and dual simplex with a lexicographic objective.
///
/// The objective is a list of rows, one per priority level, highest first. A symbol may enter
/// the basis in the primal simplex when its first non-zero reduced cost, read from the highest
/// level down, is negative; so a lower level is never improved at the expense of a higher one,
/// which is what makes priorities strict. The dual simplex compares ratios the same way.
/// Entering and leaving symbols are chosen by Bland's rule (lowest serial among equals), which
/// rules out cycling and makes the solution independent of hash order.
extension Tableau {
  /// Minimises the objective (or the artificial objective) with the primal simplex.
  mutating func optimize(artificialOnly: Bool = false) throws {
    while true {
      let entering: Symbol?
      var decreasing = false
      if artificialOnly {
        entering = artificial.flatMap { Self.enteringSymbol(in: [$0]) }
      } else if let (symbol, down) = nextCandidate() {
        entering = symbol
        decreasing = down
      } else {
        entering = nil
      }
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering, decreasing: decreasing) else {
        throw SolverError.internalError("The objective is unbounded.")
      }
      pivot(entering: entering, leaving: leaving)
      if !artificialOnly { candidates.insert(leaving) }
    }
  }

  /// The lowest-serial non-dummy symbol whose lexicographic reduced cost is negative.
  static func enteringSymbol(in objective: [Row]) -> Symbol? {
    for (index, level) in objective.enumerated() {
      var best: Symbol?
      for cell in level.cells where cell.coefficient < -Self.epsilon && !cell.symbol.isDummy {
        let symbol = cell.symbol
        if best != nil { break }  // Cells are in symbol order: the first allowed is lowest.
        // Entering must not worsen a higher level (its cost there is zero at an optimum).
        var allowed = true
        for higher in 0..<index where objective[higher].coefficient(for: symbol) > Self.epsilon {
          allowed = false
          break
        }
        if allowed { best = symbol }
      }
      if let best { return best }
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

  /// The restricted row that limits `entering` first (minimum ratio), lowest serial on ties.
  ///
  /// An increasing symbol is limited by rows where its coefficient is negative, a decreasing one by
  /// rows where it is positive.
  func leavingRow(for entering: Symbol, decreasing: Bool = false) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for basic in columns[entering.serial] where !basic.isExternal {
      guard isBasic[basic.serial] else { continue }
      let row = rows[basic.serial]
      let c = row.coefficient(for: entering)
      guard decreasing ? c > 0 : c < 0 else { continue }
      let ratio = decreasing ? row.constant / c : -row.constant / c
      if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
        best = (ratio, basic)
      }
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
