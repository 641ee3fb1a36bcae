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
}
