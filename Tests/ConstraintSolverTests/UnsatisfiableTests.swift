import ConstraintSolver
import TestSupport
import Testing

/// Required constraints that cannot hold: the typed error, its explanation, and the solver's
/// state afterwards.
@Suite struct UnsatisfiableTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// Adds `constraint`, expecting an unsatisfiable-constraint error carrying it; returns the
  /// conflicts.
  private func conflicts(
    adding constraint: Constraint, to solver: Solver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Constraint] {
    let error = try #require(
      throws: SolverError.self, sourceLocation: sourceLocation
    ) { try solver.add(constraint) }
    #expect(error.kind == .unsatisfiableConstraint, sourceLocation: sourceLocation)
    #expect(error.culpritConstraint === constraint, sourceLocation: sourceLocation)
    #expect(!solver.contains(constraint), sourceLocation: sourceLocation)
    return error.conflicts ?? []
  }

  /// Expects the explanation to be a real one: the conflicts are present and required, and a
  /// fresh solver holding only them refuses `constraint` too.
  private func expectExplains(
    _ conflicts: [Constraint], _ constraint: Constraint, in solver: Solver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for c in conflicts {
      #expect(solver.contains(c), "\(c) is not in the solver", sourceLocation: sourceLocation)
      #expect(c.strength.isRequired, "\(c) is not required", sourceLocation: sourceLocation)
    }
    let fresh = try Solver.solving(conflicts)
    #expect(throws: SolverError.self, sourceLocation: sourceLocation) { try fresh.add(constraint) }
  }

  @Test func contradictingEqualityNamesTheFirst() throws {
    let first = x == 10
    let second = x == 20
    let solver = try Solver.solving([first])
    let conflicts = try conflicts(adding: second, to: solver)
    #expect(conflicts.holds(first))
    try expectExplains(conflicts, second, in: solver)
  }

  @Test func errorDescriptionNamesTheConstraintAndItsConflicts() throws {
    let first = x == 10
    let second = x == 20
    let solver = try Solver.solving([first])
    let error = try #require(throws: SolverError.self) { try solver.add(second) }
    #expect(error.description.contains(second.description))
    #expect(error.description.contains(first.description))
  }

  @Test func chainOfEqualitiesIsListedInFull() throws {
    // a == 0, a == b, b == c, c == d, and then d == 5: every member of the chain is needed for
    // the contradiction; the unrelated e == 7 is not.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let e = Variable("e")
    let chain: [Constraint] = [a == 0, a == b, b == c, c == d]
    let unrelated = e == 7
    let solver = try Solver.solving([unrelated] + chain)
    let contradiction = d == 5
    let conflicts = try conflicts(adding: contradiction, to: solver)
    for member in chain { #expect(conflicts.holds(member), "missing \(member)") }
    #expect(!conflicts.holds(unrelated))
    try expectExplains(conflicts, contradiction, in: solver)
  }

  @Test func requiredInequalitiesAppearInTheExplanation() throws {
    let lower = x >= 10
    let solver = try Solver.solving([lower])
    let upper = x <= 5
    let conflicts = try conflicts(adding: upper, to: solver)
    #expect(conflicts.holds(lower))
    try expectExplains(conflicts, upper, in: solver)
  }

  @Test func mixedChainOfInequalitiesAndEqualities() throws {
    // x >= 10, y >= x + 5, z == y: z >= 15; then z <= 12 cannot hold. All three are needed.
    let members: [Constraint] = [x >= 10, y >= x + 5, z == y]
    let solver = try Solver.solving(members + [(z == 0) | 750])
    let contradiction = z <= 12
    let conflicts = try conflicts(adding: contradiction, to: solver)
    for member in members { #expect(conflicts.holds(member), "missing \(member)") }
    try expectExplains(conflicts, contradiction, in: solver)
  }

  @Test func optionalConstraintsAreNeverInTheExplanation() throws {
    let optional = (x == 10) | 750
    let lower = x >= 20
    let solver = try Solver.solving([optional, lower])
    let conflicts = try conflicts(adding: x <= 15, to: solver)
    #expect(conflicts.holds(lower))
    #expect(!conflicts.holds(optional))
  }

  @Test func selfContradictoryConstraintHasNoConflicts() throws {
    // 0 == 1 and x − x == 1 fail on their own: nothing present is to blame.
    let solver = try Solver.solving([x == 3])
    #expect(try conflicts(adding: Constraint(Expression(constant: 1), .equal), to: solver).isEmpty)
    #expect(try conflicts(adding: x - x == 1, to: solver).isEmpty)
    #expect(
      try conflicts(adding: Constraint(Expression(constant: 1), .lessThanOrEqual), to: solver)
        .isEmpty)
  }

  @Test func optionalConstraintsAreNeverUnsatisfiable() throws {
    let solver = try Solver.solving([x == 10])
    try solver.add((x == 20) | 999.5)
    try solver.add(Constraint(Expression(constant: 1), .equal, strength: 250))
    solver.updateVariables()
    expectValues([x: 10], in: solver)
  }

  @Test func solverKeepsTheOldSolutionAfterTheError() throws {
    // x == y + 1, y == 4 → x = 5; adding x == 9 fails and changes nothing.
    let solver = try Solver.solving([x == y + 1, y == 4])
    _ = try conflicts(adding: x == 9, to: solver)
    #expect(solver.updateVariables().isEmpty)
    expectValues([x: 5, y: 4], in: solver)
  }

  @Test func solverKeepsAnOptimalOptionalSolutionAfterTheError() throws {
    // x == 10 @500 with x <= 20 required: x = 10. Adding x >= 30 (required) fails; the solver
    // must still report the optimum x = 10, as a solver built without it does.
    let solver = try Solver.solving([(x == 10) | 500, x <= 20])
    _ = try conflicts(adding: x >= 30, to: solver)
    solver.updateVariables()
    expectValues([x: 10], in: solver)
    // And it goes on from the right state.
    try solver.add(y == x + 1)
    solver.updateVariables()
    expectValues([x: 10, y: 11], in: solver)
  }

  @Test func solverKeepsEditSolutionsAfterTheError() throws {
    // Edit x @750 suggested 50 with 0 <= x <= 80; adding x >= 100 fails; x stays 50, and
    // suggestions keep working.
    let solver = try Solver.solving([x >= 0, x <= 80])
    try solver.addEditVariable(x, strength: 750)
    try solver.suggestValue(50, for: x)
    solver.updateVariables()
    _ = try conflicts(adding: x >= 100, to: solver)
    solver.updateVariables()
    expectValues([x: 50], in: solver)
    try solver.suggestValue(90, for: x)
    solver.updateVariables()
    expectValues([x: 80], in: solver)
  }

  @Test func solverAcceptsFurtherConstraintsAfterTheError() throws {
    let solver = try Solver.solving([x == 10])
    _ = try conflicts(adding: x == 20, to: solver)
    try solver.add(y == x * 2)
    try solver.add(z >= y)
    try solver.add((z == 0) | 250)
    solver.updateVariables()
    expectValues([x: 10, y: 20, z: 20], in: solver)
  }

  @Test func removingTheConflictAllowsTheConstraint() throws {
    let first = x == 10
    let second = x == 20
    let solver = try Solver.solving([first, y == x + 1])
    _ = try conflicts(adding: second, to: solver)
    try solver.remove(first)
    try solver.add(second)
    solver.updateVariables()
    expectValues([x: 20, y: 21], in: solver)
  }

  @Test func removingAnInequalityConflictAllowsTheConstraint() throws {
    let lower = x >= 10
    let upper = x <= 5
    let solver = try Solver.solving([lower, (x == 7) | 250])
    _ = try conflicts(adding: upper, to: solver)
    try solver.remove(lower)
    try solver.add(upper)
    solver.updateVariables()
    expectValues([x: 5], in: solver)
  }

  @Test func removedConstraintsAreNotBlamed() throws {
    // x == 1 and z == 2; z == 2 is removed (a rebuild follows); x == 3 then conflicts with
    // x == 1 only.
    let keep = x == 1
    let gone = z == 2
    let solver = try Solver.solving([keep, gone])
    try solver.remove(gone)
    let conflicts = try conflicts(adding: x == 3, to: solver)
    #expect(conflicts.holds(keep))
    #expect(!conflicts.holds(gone))
  }

  @Test func explanationsAreRealOnRandomChains() throws {
    // Random chains of required relations vᵢ₊₁ − vᵢ (==, >=) dᵢ with dᵢ >= 0 and v₀ == 0 force
    // v_last >= Σdᵢ; then v_last <= Σdᵢ − 1 cannot hold. Each explanation must refuse it on
    // its own and contain only present required constraints.
    var rng = SplitMix64(seed: 0xC0_FFEE)
    for _ in 0..<50 {
      let count = rng.int(in: 2...8)
      let vs = (0...count).map { Variable("v\($0)") }
      var constraints = [vs[0] == 0]
      var total = 0.0
      for i in 0..<count {
        let d = Double(rng.int(in: 0...5))
        total += d
        constraints.append(rng.chance(0.5) ? vs[i + 1] - vs[i] == d : vs[i + 1] - vs[i] >= d)
      }
      constraints.append((vs[count] == 0) | 500)
      let solver = try Solver.solving(constraints.shuffled(using: &rng))
      let contradiction = vs[count] <= total - 1
      let conflicts = try conflicts(adding: contradiction, to: solver)
      try expectExplains(conflicts, contradiction, in: solver)
      solver.updateVariables()
      expectValues([vs[count]: total], in: solver)
    }
  }
}
