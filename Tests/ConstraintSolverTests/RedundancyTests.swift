import ConstraintSolver
import Testing

/// Redundant constraints (`Solver.isRedundant(_:)`): constraints the others imply, so that
/// removing one changes no solved value (decision A34).
@Suite struct RedundancyTests {
  let a = Variable("a")
  let b = Variable("b")
  let c = Variable("c")
  let x = Variable("x")

  @Test func duplicateEqualitiesAreEachRedundant() throws {
    let first = x == 10
    let second = x == 10
    let solver = try Solver.solving([first, second])
    #expect(try solver.isRedundant(first))
    #expect(try solver.isRedundant(second))
  }

  @Test func impliedInequalityIsRedundantAndItsCauseIsNot() throws {
    let pin = x == 10
    let floor = x >= 5
    let ceiling = x <= 10
    let solver = try Solver.solving([pin, floor, ceiling])
    #expect(try solver.isRedundant(floor))
    // Tight but implied: x == 10 holds it.
    #expect(try solver.isRedundant(ceiling))
    // Without the pin, x could be anything in [5, 10].
    #expect(try !solver.isRedundant(pin))
  }

  @Test func eachSideOfATriangleOfEqualitiesIsRedundant() throws {
    let ab: Constraint = a == b
    let bc: Constraint = b == c
    let ac: Constraint = a == c
    let solver = try Solver.solving([ab, bc, ac])
    for side in [ab, bc, ac] { #expect(try solver.isRedundant(side)) }
  }

  @Test("5.7: a required constraint that overrides an optional one is not redundant")
  func requiredOverridingOptionalIsNotRedundant() throws {
    let required = x == 100
    let solver = try Solver.solving([required, (x == 50) | 750])
    #expect(try !solver.isRedundant(required))
  }

  @Test("5.7: a required constraint an optional one already satisfies is redundant")
  func requiredMatchingOptionalIsRedundant() throws {
    let required = x == 100
    let solver = try Solver.solving([(x == 100) | 750, required])
    #expect(try solver.isRedundant(required))
  }

  @Test func editVariablesCanBeLeftOut() throws {
    let pin = x == 10
    let solver = try Solver.solving([pin])
    try solver.addEditVariable(x, strength: 1)
    try solver.suggestValue(10, for: x)
    // The edit alone would hold x at 10.
    #expect(try solver.isRedundant(pin))
    #expect(try !solver.isRedundant(pin, ignoringEditVariables: [x]))
  }

  @Test func unknownConstraintThrows() throws {
    let solver = try Solver.solving([x == 1])
    let stranger = x == 1
    let error = try #require(throws: SolverError.self) { try solver.isRedundant(stranger) }
    #expect(error.kind == .unknownConstraint)
    #expect(error.culpritConstraint === stranger)
  }
}
