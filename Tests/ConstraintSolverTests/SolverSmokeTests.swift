import ConstraintSolver
import Testing

@Suite struct SolverSmokeTests {
  @Test func solvesASimpleSystem() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x + y == 10)
    try solver.add(x - y == 2)
    solver.updateVariables()
    #expect(solver.value(of: x) == 6)
    #expect(solver.value(of: y) == 4)
  }
}
