import Testing

@testable import ConstraintSolver

/// The add path's internal shortcuts (decision PF11).
///
/// The identity table of external symbols, a row built by copying a basic row into an empty one,
/// and the count of a row's markers: each must give exactly what the general code gives.
@Suite struct AddPathInternalTests {
  @Test("The variable table finds every symbol it was given, across growth and after emptying")
  func variableTableFindsEverySymbol() {
    var table = VariableTable()
    let variables = (0..<300).map { Variable("v\($0)") }
    for (index, variable) in variables.enumerated() {
      #expect(table[ObjectIdentifier(variable)] == nil)
      table.insertNew(Symbol(serial: index, kind: .external), for: ObjectIdentifier(variable))
    }
    #expect(table.count == 300)
    for (index, variable) in variables.enumerated() {
      #expect(table[ObjectIdentifier(variable)] == Symbol(serial: index, kind: .external))
    }
    #expect(table.symbols.map(\.serial).sorted() == Array(0..<300))
    #expect(Set(table.map(\.id)) == Set(variables.map(ObjectIdentifier.init)))
    #expect(table[ObjectIdentifier(Variable("stranger"))] == nil)
    table.removeAll()
    #expect(table.count == 0)
    #expect(table[ObjectIdentifier(variables[0])] == nil)
    table.insertNew(Symbol(serial: 7, kind: .external), for: ObjectIdentifier(variables[1]))
    #expect(table[ObjectIdentifier(variables[1])] == Symbol(serial: 7, kind: .external))
    #expect(table[ObjectIdentifier(variables[0])] == nil)
  }

  @Test("Adding a row to an empty row gives the merge's cells, drops and reports")
  func addingToAnEmptyRowMatchesTheMerge() {
    var tableau = Tableau()
    let s = (0..<5).map { _ in tableau.makeSymbol(.slack) }
    var source = Row(constant: 3)
    source.insert(s[0], 2)
    source.insert(s[2], -1)
    source.insert(s[4], 0.5)
    // A coefficient that scaling left below the tolerance (rows are scaled without dropping):
    // adding the row must drop it, as the merge does.
    source.insert(s[3], 1e-6)
    source.scale(by: 1e-3)
    var built = Row(constant: 1)
    var reported: [Symbol] = []
    built.add(source, times: 4) { symbol, added in
      #expect(added)
      reported.append(symbol)
    }
    #expect(built.constant == 1 + 3 * 1e-3 * 4)
    #expect(built.symbols.map { $0 } == [s[0], s[2], s[4]])
    #expect(built.coefficient(for: s[0]) == 2 * 1e-3 * 4)
    #expect(built.coefficient(for: s[2]) == -1 * 1e-3 * 4)
    #expect(built.coefficient(for: s[3]) == 0)
    #expect(reported == [s[4], s[2], s[0]])
  }

  @Test("A row's marker count counts its dummy cells only")
  func dummyCountCountsMarkers() {
    var tableau = Tableau()
    var row = Row()
    #expect(row.dummyCount == 0)
    for kind in [Symbol.Kind.dummy, .slack, .dummy, .external, .error, .dummy] {
      row.insert(tableau.makeSymbol(kind), 1)
    }
    #expect(row.dummyCount == 3)
  }

  @Test("A chain of equalities solves the same with a column set that grows past its small form")
  func longChainsSolve() throws {
    // Each position is the previous one plus a free-standing height: every row holds the
    // heights of all the rows above it, so the heights' column sets grow into tables.
    let solver = Solver()
    let count = 60
    let positions = (0..<count).map { Variable("y\($0)") }
    let heights = (0..<count).map { Variable("h\($0)") }
    try solver.add(positions[0] == 10)
    for index in 1..<count {
      try solver.add(positions[index] == positions[index - 1] + heights[index - 1] + 2)
    }
    for (index, height) in heights.enumerated() {
      try solver.add((height == Double(index % 5 + 1)) | 750)
    }
    solver.updateVariables()
    var expected = 10.0
    for index in 0..<count {
      #expect(solver.value(of: positions[index]) == expected)
      expected += Double(index % 5 + 1) + 2
    }
  }
}
