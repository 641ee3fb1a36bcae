import Testing

@testable import ConstraintSolver

// States the public API cannot reach, built directly on the tableau.
@Suite struct TableauInternalTests {
  // An objective that can decrease without limit: the error symbol `e` has cost −1 at the only
  // level, and no restricted row limits it (it appears in no row at all). The paper's optimize
  // cannot happen on a well-formed tableau; the solver reports it as an internal error.
  @Test func unboundedObjectiveIsReportedAsAnInternalError() throws {
    var tableau = Tableau()
    let error = tableau.makeSymbol(.error)
    let index = tableau.levelIndex(for: 500)
    tableau.levels[index].row.insert(error, -1)
    tableau.candidates.insert(error)
    #expect {
      try tableau.optimize()
    } throws: { thrown in
      guard case .internalError(let message) = thrown as? SolverError else { return false }
      return message.contains("unbounded")
    }
  }

  // A row whose cells are merged in place keeps symbol order and drops cancelled cells.
  @Test func mergingRowsKeepsOrderAndDropsCancelledCells() {
    var tableau = Tableau()
    let s = (0..<6).map { _ in tableau.makeSymbol(.slack) }
    var a = Row(constant: 1)
    a.insert(s[1], 2)
    a.insert(s[3], 1)
    a.insert(s[5], 4)
    var b = Row(constant: 2)
    b.insert(s[0], 1)
    b.insert(s[3], -0.5)
    b.insert(s[4], 3)
    var created: [Symbol] = []
    var removed: [Symbol] = []
    a.add(b, times: 2) { symbol, added in
      if added { created.append(symbol) } else { removed.append(symbol) }
    }
    // a + 2b = 5 + 2·s0 + 2·s1 + (1 − 1)·s3 + 6·s4 + 4·s5
    #expect(a.constant == 5)
    #expect(Array(a.symbols) == [s[0], s[1], s[4], s[5]])
    #expect(a.cells.map(\.coefficient) == [2, 2, 6, 4])
    #expect(Set(created.map(\.raw)) == Set([s[0], s[4]].map(\.raw)))
    #expect(removed.map(\.raw) == [s[3].raw])
  }

  // The column index set switches from a list to a hash table and back to empty correctly.
  @Test func symbolSetSurvivesGrowthAndRemoval() {
    var set = SymbolSet()
    let symbols = (0..<200).map { Symbol(serial: $0, kind: .slack) }
    for symbol in symbols { set.insert(symbol) }
    #expect(set.count == 200)
    for symbol in symbols where symbol.serial % 3 == 0 { set.remove(symbol) }
    #expect(set.count == 200 - 67)
    for symbol in symbols {
      #expect(set.contains(symbol) == (symbol.serial % 3 != 0))
    }
    #expect(Set(set.elements.map(\.raw)).count == set.count)
  }

  // PF34: up to two symbols are held inline; the third moves them into the array in the order
  // an array would have had, and removals keep that order (the last takes a removed one's place).
  @Test func shortSymbolSetIsInlineAndKeepsTheArrayOrder() {
    let symbols = (0..<6).map { Symbol(serial: $0, kind: .slack) }
    var set = SymbolSet()
    #expect(set.isEmpty && set.elements.isEmpty && !set.contains(symbols[0]))
    set.insertNew(symbols[0])
    set.insert(symbols[0])
    set.insertNew(symbols[1])
    #expect(set.count == 2 && set.elements == [symbols[0], symbols[1]])
    #expect(set.contains(symbols[1]) && !set.contains(symbols[2]))
    set.remove(symbols[0])
    #expect(set.elements == [symbols[1]] && !set.contains(symbols[0]))
    set.remove(symbols[3])
    #expect(set.count == 1)
    set.insert(symbols[2])
    set.insertNew(symbols[3])
    #expect(set.elements == [symbols[1], symbols[2], symbols[3]])
    var visited: [Symbol] = []
    set.visit { visited.append($0) }
    #expect(visited == set.elements && Array(set) == set.elements)
    // Emptied from the array form, the set holds symbols inline again.
    for symbol in symbols.prefix(4) { set.remove(symbol) }
    #expect(set.isEmpty && set.elements.isEmpty)
    set.insertNew(symbols[4])
    set.insertNew(symbols[5])
    set.remove(symbols[5])
    #expect(set.elements == [symbols[4]] && Array(set) == [symbols[4]])
  }

  // A long column is an array in insertion order (appends, decision PF17) until removals have
  // searched more elements than it holds; then it becomes a table and keeps the same members.
  @Test func longSymbolSetStaysAnArrayUntilItsRemovalsCostMore() {
    var set = SymbolSet()
    let symbols = (0..<200).map { Symbol(serial: $0, kind: .external) }
    for symbol in symbols { set.insertNew(symbol) }
    #expect(!set.isHashed)
    #expect(set.elements == symbols)
    // Symbol 100 is found at index 100 (101 searched, 199 left): still an array, and the last
    // symbol takes its place.
    set.remove(symbols[100])
    #expect(!set.isHashed)
    #expect(set.elements[100] == symbols[199])
    #expect(set.count == 199)
    // Symbol 150 is found at index 150: 252 searched in all, more than the 198 left.
    set.remove(symbols[150])
    #expect(set.isHashed)
    #expect(set.count == 198)
    let members = Set(symbols.map(\.raw)).subtracting([symbols[100].raw, symbols[150].raw])
    #expect(Set(set.elements.map(\.raw)) == members)
    for symbol in symbols {
      #expect(set.contains(symbol) == members.contains(symbol.raw))
    }
    // Absent symbols are searched too: a short array never counts them, a long one does.
    var short = SymbolSet()
    for symbol in symbols.prefix(10) { short.insertNew(symbol) }
    for symbol in symbols.suffix(50) { short.remove(symbol) }
    #expect(!short.isHashed)
    #expect(short.elements == Array(symbols.prefix(10)))
  }

  // A chain of 120 rows (each view's top is the bottom of the one above, each height an
  // optional hint) gives every row below a cell of each height's error symbols, so those
  // columns are long arrays; pivots through them (a tall hint forces another row's height
  // down) keep the column index exact (the debug build checks it after every operation) and
  // the solution the one the constraints define.
  @Test func longColumnsSurvivePivotsThroughAChain() throws {
    let solver = Solver()
    let count = 120
    let tops = (0..<count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    try solver.add(tops[0] == 0)
    for index in 0..<count {
      try solver.add(heights[index] >= 0)
      try solver.add((heights[index] == 20) | 500)
      if index > 0 { try solver.add(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
    }
    let bottom = Variable("bottom")
    try solver.add(bottom == tops[count - 1] + heights[count - 1])
    _ = solver.updateVariables()
    #expect(abs(solver.value(of: bottom) - (Double(count) * 20 + Double(count - 1) * 8)) < 1e-6)
    // A required limit on the bottom takes the excess out of the heights (every height's error
    // costs the same, so the split is not unique; any optimum keeps every height non-negative
    // and the chain's sum exact).
    try solver.add(bottom <= 2_000)
    _ = solver.updateVariables()
    #expect(abs(solver.value(of: bottom) - 2_000) < 1e-6)
    var total = 0.0
    for index in 0..<count {
      let height = solver.value(of: heights[index])
      #expect(height >= -1e-9)
      total += height
      if index > 0 {
        let expected =
          solver.value(of: tops[index - 1]) + solver.value(of: heights[index - 1]) + 8
        #expect(abs(solver.value(of: tops[index]) - expected) < 1e-6)
      }
    }
    #expect(abs(total - (2_000 - Double(count - 1) * 8)) < 1e-6)
  }
}
