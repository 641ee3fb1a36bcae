import Testing

@testable import ConstraintSolver

/// Which markers a row keeps when it carries more than the budget (`Solver.rankForAdditions`).
@Suite struct MarkerRankTests {
  /// A chain `x[i] == x[i-1] + 1` of `count` links, then `x[0] == 10` added last at `topRank`:
  /// the last link's row ends up carrying the marker of every equality.
  private func chain(count: Int, topRank: Int?) -> (Solver, [Variable], Constraint) {
    let solver = Solver()
    let x = (0...count).map { Variable("x\($0)") }
    for i in 1...count { try? solver.add(x[i] == x[i - 1] + 1) }
    if let topRank { solver.rankForAdditions = topRank }
    let top = x[0] == 10
    try? solver.add(top)
    solver.rankForAdditions = .max
    return (solver, x, top)
  }

  @Test("Without ranks a row over its budget keeps the oldest markers")
  func oldestMarkersAreKeptByDefault() {
    // Every variable is basic before the chain is added, so each link's row is substituted
    // (no link makes a new variable to solve for, decision PF33) and the last one carries the
    // marker of every equality.
    let solver = Solver()
    let x = (0...12).map { Variable("x\($0)") }
    for variable in x { try? solver.add(variable >= 0) }
    for i in 1...12 { try? solver.add(x[i] == x[i - 1] + 1) }
    let top = x[0] == 10
    try? solver.add(top)
    solver.updateVariables()
    #expect(solver.value(of: x[12]) == 22)
    // The newest equality's marker was released: it is in force but cannot change in place.
    #expect(solver.tableau.records[ObjectIdentifier(top)]?.marker == nil)
    for serial in solver.tableau.rows.indices where solver.tableau.isBasic[serial] {
      #expect(solver.tableau.rows[serial].dummyCount <= Tableau.defaultMarkerBudget)
    }
  }

  @Test("A chain whose rows name the row above stores short rows and keeps every marker")
  func lazyChainKeepsItsMarkers() throws {
    let (solver, x, top) = chain(count: 12, topRank: nil)
    // Each link made its new variable basic with a row naming the previous one (PF33): the
    // rows stay three cells long, so no row exceeds the budget and no marker is released.
    for serial in solver.tableau.rows.indices where solver.tableau.isBasic[serial] {
      #expect(solver.tableau.rows[serial].count <= 3)
    }
    #expect(solver.tableau.records[ObjectIdentifier(top)]?.marker != nil)
    solver.updateVariables()
    #expect(solver.value(of: x[12]) == 22)
    try solver.replace(top, with: x[0] == 20)
    #expect(!solver.tableau.needsRebuild)
    solver.updateVariables()
    #expect(solver.value(of: x[0]) == 20)
    #expect(solver.value(of: x[12]) == 32)
  }

  @Test("A constraint of a lower rank keeps its marker, and its constant changes in place")
  func lowerRankKeepsItsMarker() throws {
    let (solver, x, top) = chain(count: 12, topRank: 0)
    #expect(solver.tableau.records[ObjectIdentifier(top)]?.marker != nil)
    // Every row still carries at most the budget's markers.
    for serial in solver.tableau.rows.indices where solver.tableau.isBasic[serial] {
      let markers = solver.tableau.rows[serial].symbols.filter(\.isDummy).count
      #expect(markers <= Tableau.defaultMarkerBudget)
    }
    try solver.replace(top, with: x[0] == 20)
    #expect(!solver.tableau.needsRebuild)
    solver.updateVariables()
    #expect(solver.value(of: x[0]) == 20)
    #expect(solver.value(of: x[12]) == 32)
  }
}
