import ConstraintSolver
import Testing

/// `Solver.replace(_:with:)`: a constraint whose constant changed, in place where the solver can
/// (decisions A26 and PF3), with the same solutions and errors as a removal and an addition.
@Suite struct ReplaceTests {
  let x = Variable("x")
  let y = Variable("y")
  let width = Variable("width")

  @Test("PF3: a required equality's new constant moves every variable that depends on it")
  func requiredEqualityInPlace() throws {
    let solver = Solver()
    let pin = x == 10
    try solver.add(pin)
    try solver.add(y == x + 5)
    try solver.add(y >= 0)
    _ = solver.updateVariables()
    #expect(solver.value(of: y) == 15)
    let moved = x == 20
    try solver.replace(pin, with: moved)
    _ = solver.updateVariables()
    #expect(solver.contains(moved))
    #expect(!solver.contains(pin))
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 25)
  }

  @Test("PF3: an in-place change that makes an inequality bind is repaired by the dual simplex")
  func requiredEqualityRepaired() throws {
    // y follows x until it reaches its floor of 12; moving x below it leaves y on the floor,
    // as a removal and an addition would.
    let solver = Solver()
    let pin = x == 20
    try solver.add(pin)
    try solver.add(y >= 12)
    try solver.add((y == x) | 750)
    _ = solver.updateVariables()
    #expect(solver.value(of: y) == 20)
    try solver.replace(pin, with: x == 4)
    _ = solver.updateVariables()
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 12)
  }

  @Test("PF3: a new constant that conflicts with required constraints is reported and left out")
  func requiredEqualityConflict() throws {
    let solver = Solver()
    let pin = width == 100
    let floor = width >= 0
    try solver.add(floor)
    try solver.add(pin)
    let negative = width == -5
    let error = try #require(throws: SolverError.self) {
      try solver.replace(pin, with: negative)
    }
    #expect(error.kind == .unsatisfiableConstraint)
    #expect(error.culpritConstraint === negative)
    #expect(!solver.contains(pin))
    #expect(!solver.contains(negative))
    #expect(solver.contains(floor))
    // The solver is usable afterwards, as after a refused addition.
    try solver.add(width == 40)
    _ = solver.updateVariables()
    #expect(solver.value(of: width) == 40)
  }

  @Test("A26: an optional equality's constant changes in place")
  func optionalEqualityInPlace() throws {
    let solver = Solver()
    let preferred = (x == 10) | 750
    try solver.add(preferred)
    try solver.add(x <= 50)
    try solver.replace(preferred, with: (x == 70) | 750)
    _ = solver.updateVariables()
    #expect(solver.value(of: x) == 50)
  }
}
