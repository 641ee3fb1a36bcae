import ConstraintSolver
import Testing

@Suite struct DocumentationExampleTests {
  // The example of the module documentation (ConstraintSolver.md), verbatim.
  // Levels: 999 caps width at 80; 750 wants 100 (error 20, the least it can be); the edit at 500
  // wants right = 200, but right = 8 + 80 = 88.
  @Test func moduleDocumentationExampleGivesTheValuesItClaims() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = Solver()
    try solver.add(right == left + width)
    try solver.add(left == 8)
    try solver.add((width == 100) | 750)  // optional, priority 750
    try solver.add((width <= 80) | 999)  // a stronger optional limit
    try solver.addEditVariable(right, strength: 500)
    try solver.suggestValue(200, for: right)
    solver.updateVariables()
    #expect(solver.value(of: width) == 80)
    #expect(solver.value(of: right) == 88)
  }
}
