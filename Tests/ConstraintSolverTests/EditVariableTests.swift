import ConstraintSolver
import Testing

/// Edit variables: declaring, suggesting and removing, and their errors.
@Suite struct EditVariableTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func addAndRemoveAnEditVariable() throws {
    let solver = Solver()
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: 750)
    #expect(solver.hasEditVariable(x))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test func addingTwiceThrowsDuplicateWithTheVariable() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: 750)
    let error = try #require(throws: SolverError.self) {
      try solver.addEditVariable(x, strength: 250)
    }
    #expect(error.kind == .duplicateEditVariable)
    #expect(error.culpritVariable === x)
    #expect(error.description.contains("x"))
    #expect(solver.hasEditVariable(x))
  }

  @Test func removingAnUnknownEditVariableThrowsWithTheVariable() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: 750)
    let error = try #require(throws: SolverError.self) { try solver.removeEditVariable(y) }
    #expect(error.kind == .unknownEditVariable)
    #expect(error.culpritVariable === y)
    #expect(solver.hasEditVariable(x))
  }

  @Test func suggestingForAnUnknownEditVariableThrowsWithTheVariable() throws {
    let solver = try Solver.solving([y == 3])
    let error = try #require(throws: SolverError.self) { try solver.suggestValue(5, for: y) }
    #expect(error.kind == .unknownEditVariable)
    #expect(error.culpritVariable === y)
    solver.updateVariables()
    expectValues([y: 3], in: solver)
  }

  @Test func requiredEditStrengthThrowsWithTheVariable() throws {
    let solver = Solver()
    for strength in [Strength.required, Strength(1000)] {
      let error = try #require(throws: SolverError.self) {
        try solver.addEditVariable(x, strength: strength)
      }
      #expect(error.kind == .requiredEditStrength)
      #expect(error.culpritVariable === x)
    }
    #expect(!solver.hasEditVariable(x))
    // The failed attempts left nothing behind: x can still be pinned anywhere.
    try solver.add(x == 12)
    solver.updateVariables()
    expectValues([x: 12], in: solver)
  }

  @Test func suggestionMovesTheVariableAndWhatDependsOnIt() throws {
    // y == x + 8 (required); x suggested 42 → y = 50, then 10 → y = 18.
    let solver = try Solver.solving([y == x + 8])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    expectValues([x: 42, y: 50], in: solver)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    expectValues([x: 10, y: 18], in: solver)
  }

  @Test func lastSuggestionWins() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: 500)
    for value in [1.0, 2, 3, -4.5] { try solver.suggestValue(value, for: x) }
    solver.updateVariables()
    expectValues([x: -4.5], in: solver)
  }

  @Test func suggestingTheSameValueAgainChangesNothing() throws {
    let solver = try Solver.solving([y == 2 * x])
    try solver.addEditVariable(x, strength: 500)
    try solver.suggestValue(3, for: x)
    #expect(Set(solver.updateVariables()) == [x, y])
    try solver.suggestValue(3, for: x)
    #expect(solver.updateVariables().isEmpty)
  }

  @Test func suggestionsStayWithinRequiredBounds() throws {
    // 0 <= x <= 100 required.
    let solver = try Solver.solving([x >= 0, x <= 100])
    try solver.addEditVariable(x, strength: 999)
    for (suggested, expected) in [(150.0, 100.0), (50, 50), (-10, 0), (100, 100), (0, 0)] {
      try solver.suggestValue(suggested, for: x)
      solver.updateVariables()
      expectValues([x: expected], in: solver)
    }
  }

  @Test func suggestionsStayWithinBoundsThroughAChain() throws {
    // y == 2x + 1, y <= 21 required → x <= 10.
    let solver = try Solver.solving([y == 2 * x + 1, y <= 21])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    expectValues([x: 10, y: 21], in: solver)
    try solver.suggestValue(4, for: x)
    solver.updateVariables()
    expectValues([x: 4, y: 9], in: solver)
  }

  @Test func suggestionCannotOverrideARequiredEquality() throws {
    let solver = try Solver.solving([x == 50])
    try solver.addEditVariable(x, strength: 999)
    try solver.suggestValue(80, for: x)
    solver.updateVariables()
    expectValues([x: 50], in: solver)
  }

  @Test func suggestionBeatsLowerPrioritiesAndLosesToHigherOnes() throws {
    // Edit @500 vs x == 10 @250: the edit wins. vs x == 10 @750: the constraint wins.
    let weak = try Solver.solving([(x == 10) | 250])
    try weak.addEditVariable(x, strength: 500)
    try weak.suggestValue(30, for: x)
    weak.updateVariables()
    expectValues([x: 30], in: weak)

    let strong = try Solver.solving([(x == 10) | 750])
    try strong.addEditVariable(x, strength: 500)
    try strong.suggestValue(30, for: x)
    strong.updateVariables()
    expectValues([x: 10], in: strong)
  }

  @Test func removingTheEditVariableLetsTheVariableRelax() throws {
    // x == 10 @250; the edit @750 holds it at 30; without the edit it relaxes to 10.
    let solver = try Solver.solving([(x == 10) | 250, y == x + 1])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    expectValues([x: 30, y: 31], in: solver)
    try solver.removeEditVariable(x)
    #expect(Set(solver.updateVariables()) == [x, y])
    expectValues([x: 10, y: 11], in: solver)
  }

  @Test func editVariableCanBeAddedAgainAfterRemoval() throws {
    let solver = try Solver.solving([(x == 10) | 250])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(30, for: x)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(20, for: x)
    solver.updateVariables()
    expectValues([x: 20], in: solver)
  }

  @Test func strongerEditWinsOverAWeakerOne() throws {
    // x == y required; x suggested 10 @750, y suggested 20 @500 → both 10. Swapped → 20.
    for (xStrength, expected) in [(Strength(750), 10.0), (Strength(250), 20)] {
      let solver = try Solver.solving([x == y])
      try solver.addEditVariable(x, strength: xStrength)
      try solver.addEditVariable(y, strength: 500)
      try solver.suggestValue(10, for: x)
      try solver.suggestValue(20, for: y)
      solver.updateVariables()
      expectValues([x: expected, y: expected], in: solver)
    }
  }

  @Test func editsSurviveRemovingARequiredEquality() throws {
    // Removing a required equality rebuilds the tableau: the suggestion must still hold.
    let pin = y == 1
    let z = Variable("z")
    let solver = try Solver.solving([z == x + 5, pin])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    try solver.remove(pin)
    solver.updateVariables()
    expectValues([x: 30, z: 35], in: solver)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(40, for: x)
    solver.updateVariables()
    expectValues([x: 40, z: 45], in: solver)
  }

  @Test func suggestionHoldsWhileEqualitiesOfALongChainComeAndGo() throws {
    // yᵢ == yᵢ₋₁ + 1 from y₀ == x + 1, nine equalities deep, x edited @999 to 600: y₈ = 609.
    // Removing and re-adding the deepest equality, again and again, must not disturb x.
    let ys = (0..<9).map { Variable("y\($0)") }
    var chain = [ys[0] == x + 1]
    for i in 1..<9 { chain.append(ys[i] == ys[i - 1] + 1) }
    let solver = Solver()
    try solver.addEditVariable(x, strength: 999)
    for c in chain { try solver.add(c) }
    try solver.suggestValue(600, for: x)
    for round in 1...3 {
      try solver.remove(chain[8])
      try solver.add(chain[8])
      solver.updateVariables()
      #expect(isClose(solver.value(of: x), 600), "round \(round): x = \(solver.value(of: x))")
      #expect(isClose(solver.value(of: ys[8]), 609), "round \(round)")
    }
  }

  @Test func resetRemovesEditVariables() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: 750)
    solver.reset()
    #expect(!solver.hasEditVariable(x))
    let error = try #require(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
    #expect(error.kind == .unknownEditVariable)
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(1, for: x)
    solver.updateVariables()
    expectValues([x: 1], in: solver)
  }

  @Test func editOnAVariableWithOtherConstraintsAddedLater() throws {
    // The edit exists first; constraints arrive afterwards (the workload build protocol).
    let solver = Solver()
    try solver.addEditVariable(x, strength: 999)
    try solver.add(y == x / 2)
    try solver.add(x <= 40)
    try solver.suggestValue(100, for: x)
    solver.updateVariables()
    expectValues([x: 40, y: 20], in: solver)
  }
}
