import ConstraintSolver
import Testing

/// The solver façade: adding, removing, membership, errors, reset and reading values.
@Suite struct SolverTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func solvesTwoEquations() throws {
    // x + y = 10, x − y = 2 → x = 6, y = 4.
    let solver = try Solver.solving([x + y == 10, x - y == 2])
    expectValues([x: 6, y: 4], in: solver)
  }

  @Test func containsWhatWasAddedUntilRemoved() throws {
    let c = x == 1
    let solver = Solver()
    #expect(!solver.contains(c))
    try solver.add(c)
    #expect(solver.contains(c))
    try solver.remove(c)
    #expect(!solver.contains(c))
  }

  @Test func addingTwiceThrowsDuplicateWithTheConstraint() throws {
    let c = (x >= 1) | 250
    let solver = try Solver.solving([c])
    let error = try #require(throws: SolverError.self) { try solver.add(c) }
    #expect(error.kind == .duplicateConstraint)
    #expect(error.culpritConstraint === c)
    #expect(error.description.contains(c.description))
    #expect(solver.contains(c))
  }

  @Test func removingAnUnknownConstraintThrowsWithTheConstraint() throws {
    let present = x == 1
    let absent = x == 1
    let solver = try Solver.solving([present])
    let error = try #require(throws: SolverError.self) { try solver.remove(absent) }
    #expect(error.kind == .unknownConstraint)
    #expect(error.culpritConstraint === absent)
    #expect(solver.contains(present))
  }

  @Test func removingTwiceThrowsUnknown() throws {
    let c = x == 1
    let solver = try Solver.solving([c])
    try solver.remove(c)
    let error = try #require(throws: SolverError.self) { try solver.remove(c) }
    #expect(error.kind == .unknownConstraint)
    #expect(error.culpritConstraint === c)
  }

  @Test func removedConstraintCanBeAddedAgain() throws {
    let c = x == 7
    let solver = try Solver.solving([c])
    try solver.remove(c)
    try solver.add(c)
    solver.updateVariables()
    expectValues([x: 7], in: solver)
  }

  @Test func removingAConstraintUndoesItsEffect() throws {
    // x + y == 10 required, x == 2 required, y == 3 @ 250.
    // With x == 2: y = 8 (the weak y == 3 loses). Without it: y = 3 holds, x = 7.
    let pin = x == 2
    let solver = try Solver.solving([x + y == 10, pin, (y == 3) | 250])
    expectValues([x: 2, y: 8], in: solver)
    try solver.remove(pin)
    solver.updateVariables()
    expectValues([x: 7, y: 3], in: solver)
  }

  @Test func unseenVariablesReadZero() throws {
    let solver = try Solver.solving([x == 5])
    #expect(solver.value(of: y) == 0)
    #expect(Solver().value(of: x) == 0)
  }

  @Test func valuesChangeOnlyOnUpdate() throws {
    let solver = Solver()
    try solver.add(x == 5)
    #expect(solver.value(of: x) == 0)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    try solver.add((y == x + 1) | 500)
    #expect(solver.value(of: y) == 0)
    solver.updateVariables()
    #expect(solver.value(of: y) == 6)
  }

  @Test func updateReportsExactlyTheChangedVariables() throws {
    let pin = x == 5
    let solver = Solver()
    try solver.add(pin)
    try solver.add(y == 7)
    try solver.add(z == x + 1)
    #expect(Set(solver.updateVariables()) == [x, y, z])
    #expect(solver.updateVariables().isEmpty)
    // Re-pinning x at 6 moves x and z (5 → 6, 6 → 7), not y.
    try solver.remove(pin)
    try solver.add(x == 6)
    #expect(Set(solver.updateVariables()) == [x, z])
    expectValues([x: 6, y: 7, z: 7], in: solver)
    #expect(solver.updateVariables().isEmpty)
  }

  @Test func updateAfterAChangeThatCancelsOutReportsNothing() throws {
    // Removing and re-adding the same optional pull leaves every value where it was.
    let pull = (x == 4) | 250
    let solver = try Solver.solving([pull, y == x + 1])
    try solver.remove(pull)
    try solver.add(pull)
    #expect(solver.updateVariables().isEmpty)
    expectValues([x: 4, y: 5], in: solver)
  }

  @Test func variableFirstSeenAtZeroIsNotReportedAsChanged() throws {
    // value(of:) reads 0 for an unseen variable; after `z == 0` it still reads 0, so z did not
    // change and must not be reported.
    let solver = try Solver.solving([x == 5])
    try solver.add(z == 0)
    #expect(solver.updateVariables().isEmpty)
    #expect(solver.value(of: z) == 0)
  }

  @Test func variableNoLongerConstrainedReadsZeroLikeInAFreshSolver() throws {
    // After removing the only constraint on x, a solver built from the remaining constraints
    // has never seen x, so it reads 0.
    let pin = x == 5
    let solver = try Solver.solving([pin, y == 3])
    try solver.remove(pin)
    #expect(Set(solver.updateVariables()) == [x])
    expectValues([x: 0, y: 3], in: solver)
  }

  @Test func resetForgetsConstraintsEditsAndValues() throws {
    let c = x == 5
    let solver = try Solver.solving([c, y == 0])
    try solver.addEditVariable(z, strength: 500)
    solver.updateVariables()
    solver.reset()
    #expect(!solver.contains(c))
    #expect(!solver.hasEditVariable(z))
    // x goes 5 → 0; y was already 0.
    #expect(Set(solver.updateVariables()) == [x])
    expectValues([x: 0, y: 0], in: solver)
  }

  @Test func solverIsUsableAfterReset() throws {
    let c = x == 5
    let solver = try Solver.solving([c])
    solver.reset()
    try solver.add(c)
    try solver.add(y == x * 2)
    solver.updateVariables()
    expectValues([x: 5, y: 10], in: solver)
  }

  @Test func resetAfterRemovingARequiredEquality() throws {
    let c = x == 5
    let solver = try Solver.solving([c, y == 1])
    try solver.remove(c)
    solver.reset()
    solver.updateVariables()
    expectValues([x: 0, y: 0], in: solver)
    try solver.add(x == 2)
    solver.updateVariables()
    expectValues([x: 2, y: 0], in: solver)
  }

  @Test func emptySolverUpdatesToNothing() {
    #expect(Solver().updateVariables().isEmpty)
  }

  @Test func dumpHasTitledSections() throws {
    let c = (x == 5) | 750
    let solver = try Solver.solving([c, y >= 0])
    try solver.addEditVariable(z, strength: 500)
    let dump = solver.dump
    for title in ["Objective", "Rows", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
      #expect(dump.contains(title), "dump lacks \(title)")
    }
    #expect(dump.contains(c.description))
  }
}
