import ConstraintSolver
import Testing

/// `Solver.replace(_:)`: several constants changed together (decision PF8), with the solutions
/// and errors of replacing the pairs one by one.
@Suite struct ReplaceBatchTests {
  let width = Variable("width")
  let trailing = Variable("trailing")

  /// A label-like width between a required floor and ceiling: content-size constraints at 250
  /// (hugging) and 750 (compression resistance), and a trailing edge 10 points after it.
  private func makeSolver(content: Double) throws -> (Solver, [Constraint]) {
    let solver = Solver()
    let content = [(width <= content) | 250, (width >= content) | 750]
    try solver.add(width >= 0)
    try solver.add(width <= 150)
    try solver.add(trailing == width + 10)
    for constraint in content { try solver.add(constraint) }
    _ = solver.updateVariables()
    return (solver, content)
  }

  @Test(
    "PF8: hugging and resistance constants changed together move the width as a new solver would")
  func contentSizeChangedTogether() throws {
    let (solver, content) = try makeSolver(content: 100)
    #expect(solver.value(of: width) == 100)
    let wider = [(width <= 120) | 250, (width >= 120) | 750]
    try solver.replace([(content[0], wider[0]), (content[1], wider[1])])
    _ = solver.updateVariables()
    #expect(solver.value(of: width) == 120)
    #expect(solver.value(of: trailing) == 130)
    #expect(solver.contains(wider[0]) && solver.contains(wider[1]))
    #expect(!solver.contains(content[0]) && !solver.contains(content[1]))
    // Past the required ceiling: held at 150, as a solver built with 200 holds it.
    try solver.replace([(wider[0], (width <= 200) | 250), (wider[1], (width >= 200) | 750)])
    _ = solver.updateVariables()
    let (fresh, _) = try makeSolver(content: 200)
    #expect(solver.value(of: width) == 150)
    #expect(fresh.value(of: width) == 150)
    #expect(solver.value(of: trailing) == fresh.value(of: trailing))
  }

  @Test(
    "PF8: a required pair in a batch is replaced after the optional ones and reports its conflict")
  func requiredPairConflict() throws {
    let (solver, content) = try makeSolver(content: 100)
    let pin = trailing == 60
    try solver.add((trailing == 60) | 500)
    try solver.add(pin)
    _ = solver.updateVariables()
    // trailing == 60 holds the width at 50 against its content of 100.
    #expect(solver.value(of: width) == 50)
    let negative = trailing == 5
    let error = try #require(throws: SolverError.self) {
      try solver.replace([
        (pin, negative), (content[0], (width <= 70) | 250), (content[1], (width >= 70) | 750),
      ])
    }
    #expect(error.kind == .unsatisfiableConstraint)
    #expect(error.culpritConstraint === negative)
    #expect(!solver.contains(pin))
    #expect(!solver.contains(negative))
    _ = solver.updateVariables()
    // The optional pair was changed: the width resists at 750 down to 70, against the trailing
    // edge pulled to 60 at 500.
    #expect(solver.value(of: width) == 70)
    #expect(solver.value(of: trailing) == 80)
  }

  @Test("PF8: an unknown constraint in a batch is reported")
  func unknownConstraint() throws {
    let (solver, _) = try makeSolver(content: 100)
    let stranger = (width <= 10) | 250
    let error = try #require(throws: SolverError.self) {
      try solver.replace([(stranger, (width <= 20) | 250)])
    }
    #expect(error.kind == .unknownConstraint)
  }

  @Test("A replacement already in the solver is reported, and both constraints stay as they were")
  func duplicateReplacement() throws {
    let (solver, content) = try makeSolver(content: 100)
    // Differs from the hugging constraint only in its constant: the in-place path finds it.
    let looser = (width <= 130) | 250
    try solver.add(looser)
    for replacement in [content[1], content[0], looser] {
      let error = try #require(throws: SolverError.self) {
        try solver.replace([(content[0], replacement)])
      }
      #expect(error.kind == .duplicateConstraint)
      #expect(solver.contains(content[0]) && solver.contains(content[1]))
      #expect(solver.contains(looser))
    }
    // Both still work: the hugging constant changes in place, then the resistance one.
    let wider = [(width <= 120) | 250, (width >= 120) | 750]
    try solver.replace([(content[0], wider[0])])
    try solver.replace([(content[1], wider[1])])
    _ = solver.updateVariables()
    #expect(solver.value(of: width) == 120)
    #expect(solver.value(of: trailing) == 130)
  }
}
