import ConstraintSolver
import TestSupport
import Testing

/// Simplex corner cases, through the public API: degenerate pivots, redundant equalities,
/// removing constraints whose marker is basic or parametric, removal orders, and numerics.
///
/// An unbounded objective cannot be built through the public API: the objective is the sum of
/// the error variables of optional constraints, every one of them restricted to be
/// non-negative, so it is bounded below by 0. The solver reports one as
/// `SolverError.internalError` (a bug), and there is no honest way to trigger it here.
@Suite struct SimplexCornerCaseTests {
  let x = Variable("x")
  let y = Variable("y")

  // MARK: Degenerate pivots

  @Test func manyConstraintsThroughOnePoint() throws {
    // i·x + (20 − i)·y <= 100 for i = 0…20: every boundary passes through (5, 5); i = 0 and
    // i = 20 give y <= 5 and x <= 5, and then the rest hold. Pulls x == 10, y == 10 @500:
    // |x − 10| + |y − 10| >= 10 with equality only at (5, 5), where all 21 are tight.
    var constraints = (0...20).map { i in Double(i) * x + Double(20 - i) * y <= 100 }
    constraints += [(x == 10) | 500, (y == 10) | 500]
    var rng = SplitMix64(seed: 0xDE_6E4E)
    for order in 0..<10 {
      let shuffled = order == 0 ? constraints : constraints.shuffled(using: &rng)
      let solver = try Solver.solving(shuffled)
      expectValues([x: 5, y: 5], in: solver)
    }
  }

  @Test func bealesCyclingExampleTerminatesAtTheOptimum() throws {
    // Beale (1955), the classic example on which the simplex method cycles under Dantzig's
    // rule: minimise −3/4·a + 20·b − 1/2·c + 6·d subject to
    //   1/4·a − 8·b − c + 9·d <= 0,  1/2·a − 12·b − 1/2·c + 3·d <= 0,  c <= 1,  a, b, c, d >= 0.
    // Its unique optimum is a = 1, b = 0, c = 1, d = 0 (objective −5/4).
    // The objective is written as optional constraints at one level that are always violated:
    // the error of 0.75·a >= 1000 is 1000 − 0.75·a, that of 20·b + 1000 <= 0 is 20·b + 1000,
    // and so on, so the sum of errors is 4000 + the objective.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let constraints = [
      0.25 * a - 8 * b - c + 9 * d <= 0, 0.5 * a - 12 * b - 0.5 * c + 3 * d <= 0, c <= 1,
      a >= 0, b >= 0, c >= 0, d >= 0,
      (0.75 * a >= 1000) | 500, (20 * b + 1000 <= 0) | 500, (0.5 * c >= 1000) | 500,
      (6 * d + 1000 <= 0) | 500,
    ]
    let solver = try Solver.solving(constraints)
    expectValues([a: 1, b: 0, c: 1, d: 0], in: solver)
    let reversed = try Solver.solving(constraints.reversed())
    expectValues([a: 1, b: 0, c: 1, d: 0], in: reversed)
  }

  @Test func degenerateDualPivotsWhenManyBoundsBecomeTightAtOnce() throws {
    // yᵢ >= x and yᵢ <= 50 (required), yᵢ == 0 @250, for 20 yᵢ; x is edited @750.
    // x = 10 → every yᵢ = 10. x = 60 → capped: x = 50, all 40 bounds tight at once, yᵢ = 50.
    // x = −5 → yᵢ = 0.
    let ys = (0..<20).map { Variable("y\($0)") }
    let solver = try Solver.solving(ys.flatMap { [$0 >= x, $0 <= 50, ($0 == 0) | 250] })
    try solver.addEditVariable(x, strength: 750)
    for (suggested, expectedX, expectedY) in [
      (10.0, 10.0, 10.0), (60, 50, 50), (-5, -5, 0), (50, 50, 50), (60, 50, 50),
    ] {
      try solver.suggestValue(suggested, for: x)
      solver.updateVariables()
      expectValues([x: expectedX, ys[0]: expectedY, ys[19]: expectedY], in: solver)
    }
  }

  // MARK: Redundant equalities

  @Test func redundantPinsOfAGridAreAccepted() throws {
    // The 3×3 grid of WORKLOADS.md b): 2 + 2 of its 6 edge pins are redundant.
    let grid = Grid(rows: 3, columns: 3)
    let solver = try Solver.solving(grid.constraints)
    for (variable, value) in grid.expected { expectValues([variable: value], in: solver) }
  }

  @Test func removingOneRedundantPinKeepsTheValues() throws {
    let grid = Grid(rows: 3, columns: 3)
    let solver = try Solver.solving(grid.constraints)
    try solver.remove(grid.trailingPins[1])
    try solver.remove(grid.bottomPins[0])
    #expect(solver.updateVariables().isEmpty)
    for (variable, value) in grid.expected { expectValues([variable: value], in: solver) }
  }

  @Test func removingEveryTrailingPinFreesTheWidth() throws {
    // With the trailing pins gone nothing but the weak cell width == 5 @1 decides the width:
    // w = 5 and x = 8 + 13c; the vertical axis keeps h = 10, y = 8 + 18r.
    let grid = Grid(rows: 3, columns: 3)
    let first = grid.cells[0][0]
    let solver = try Solver.solving(grid.constraints + [(first.w == 5) | 1])
    expectValues([first.w: 20], in: solver)
    for pin in grid.trailingPins { try solver.remove(pin) }
    solver.updateVariables()
    for r in 0..<3 {
      for c in 0..<3 {
        let cell = grid.cells[r][c]
        let expected = [
          cell.x: Double(8 + 13 * c), cell.w: 5, cell.y: Double(8 + 18 * r), cell.h: 10,
        ]
        for (variable, value) in expected { expectValues([variable: value], in: solver) }
      }
    }
  }

  @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheValueAndBothFreeIt() throws {
    for removeFirstOneFirst in [true, false] {
      let a = x == 10
      let b = x == 10
      let solver = try Solver.solving([a, b, (x == 3) | 1])
      expectValues([x: 10], in: solver)
      try solver.remove(removeFirstOneFirst ? a : b)
      solver.updateVariables()
      expectValues([x: 10], in: solver)
      try solver.remove(removeFirstOneFirst ? b : a)
      solver.updateVariables()
      expectValues([x: 3], in: solver)
    }
  }

  @Test func scaledRedundantEquality() throws {
    // x + y == 10, 2x + 2y == 20 (the same line), x − y == 2 → x = 6, y = 4.
    // Weak targets y == 0 @2, x == 0 @1 decide once both sums are gone: y = 0, x = 2.
    let sum = x + y == 10
    let doubled = 2 * x + 2 * y == 20
    let solver = try Solver.solving([sum, doubled, x - y == 2, (y == 0) | 2, (x == 0) | 1])
    expectValues([x: 6, y: 4], in: solver)
    try solver.remove(sum)
    solver.updateVariables()
    expectValues([x: 6, y: 4], in: solver)
    try solver.remove(doubled)
    solver.updateVariables()
    expectValues([x: 2, y: 0], in: solver)
  }

  @Test func redundantInequalities() throws {
    // x >= 5 twice and x >= 3, pulled down by x == 0 @500: 5, 5, then 3.
    let a = x >= 5
    let b = x >= 5
    let solver = try Solver.solving([a, b, x >= 3, (x == 0) | 500])
    expectValues([x: 5], in: solver)
    try solver.remove(a)
    solver.updateVariables()
    expectValues([x: 5], in: solver)
    try solver.remove(b)
    solver.updateVariables()
    expectValues([x: 3], in: solver)
  }

  @Test func constantOnlyConstraintsThatHoldAreAccepted() throws {
    let zero = Constraint(Expression(constant: 0), .equal)
    let negative = Constraint(Expression(constant: -1), .lessThanOrEqual)
    let cancelled = x - x == 0
    let solver = try Solver.solving([zero, negative, cancelled, x == 4])
    expectValues([x: 4], in: solver)
    for c in [zero, negative, cancelled] { try solver.remove(c) }
    solver.updateVariables()
    expectValues([x: 4], in: solver)
  }

  // MARK: Removing constraints whose marker is basic or not

  @Test func removingASlackInequalityWhoseMarkerIsBasic() throws {
    // x >= 10 with x == 20 @500: x = 20, so the slack x − 10 = 10 is non-zero and must be
    // basic (parametric symbols are 0). Removing it changes nothing.
    let bound = x >= 10
    let solver = try Solver.solving([bound, (x == 20) | 500, y == x + 1])
    expectValues([x: 20, y: 21], in: solver)
    try solver.remove(bound)
    #expect(solver.updateVariables().isEmpty)
    expectValues([x: 20, y: 21], in: solver)
  }

  @Test func removingATightInequalityWhoseMarkerIsParametric() throws {
    // x >= 10 with x == 0 @500: x = 10, the slack is 0 (parametric). Removing it frees x to 0.
    let bound = x >= 10
    let solver = try Solver.solving([bound, (x == 0) | 500, y == x + 1])
    expectValues([x: 10, y: 11], in: solver)
    try solver.remove(bound)
    solver.updateVariables()
    expectValues([x: 0, y: 1], in: solver)
  }

  @Test func removingViolatedAndSatisfiedOptionalEqualities() throws {
    // x <= 5 required, x == 20 @500 (violated: an error symbol is 15, so basic), x == 1 @250.
    let strong = (x == 20) | 500
    let weak = (x == 1) | 250
    let solver = try Solver.solving([x <= 5, strong, weak])
    expectValues([x: 5], in: solver)
    try solver.remove(strong)
    solver.updateVariables()
    expectValues([x: 1], in: solver)  // weak is now satisfied: its errors are parametric
    try solver.add(strong)
    solver.updateVariables()
    expectValues([x: 5], in: solver)
    try solver.remove(weak)
    solver.updateVariables()
    expectValues([x: 5], in: solver)
  }

  @Test func removingARequiredEqualityAndAddingItBackMatchesAFreshSolver() throws {
    let grid = Grid(rows: 3, columns: 3)
    let solver = try Solver.solving(grid.constraints)
    for c in grid.constraints.prefix(12) {
      try solver.remove(c)
      try solver.add(c)
    }
    solver.updateVariables()
    for (variable, value) in grid.expected { expectValues([variable: value], in: solver) }
  }

  // MARK: Removal orders

  /// A 2×3 grid (three redundant pins) with one optional target per variable.
  ///
  /// Each target is alone at its own level, so that the optimum stays unique whatever is
  /// removed (see ``ConstraintPool``). The grid is small because each removal is compared with
  /// a fresh solver and debug builds check the whole tableau after every operation.
  private func gridWithTargets() -> (grid: Grid, targets: [Constraint]) {
    let grid = Grid(rows: 2, columns: 3)
    let targets = grid.variables.enumerated().map { i, v in
      (v == Double(3 * i - 20)) | Strength(Double(i + 1))
    }
    return (grid, targets)
  }

  /// Removes the grid's constraints in `order`, comparing with a fresh solver after each.
  private func removeGrid(
    in order: (Grid) -> [Constraint], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (grid, targets) = gridWithTargets()
    var remaining = targets + grid.constraints
    let solver = try Solver.solving(remaining)
    for c in order(grid) {
      try solver.remove(c)
      remaining.removeAll { $0 === c }
      solver.updateVariables()
      let fresh = try Solver.solving(remaining)
      expectSameValues(
        solver, as: fresh, on: grid.variables, "\(label), after removing \(c):",
        sourceLocation: sourceLocation)
    }
  }

  @Test func removingInReverseOrderMatchesAFreshSolver() throws {
    try removeGrid(in: { $0.constraints.reversed() }, "reverse")
  }

  @Test func removingInAddingOrderMatchesAFreshSolver() throws {
    try removeGrid(in: \.constraints, "adding order")
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func removingInRandomOrderMatchesAFreshSolver(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    try removeGrid(in: { $0.constraints.shuffled(using: &rng) }, "seed \(seed)")
  }

  // MARK: Long chains

  @Test(arguments: [1, 2] as [UInt64])
  func longChainKeepsItsSolutionWhenAnyEqualityIsRemovedAndAddedBack(seed: UInt64) throws {
    // A chain of 20 equal widths (rows that collect many equalities): each constraint in turn
    // is removed and added back, with a new root width suggested in between; the system is
    // then whole again, and the formulas of WORKLOADS.md give every value.
    var rng = SplitMix64(seed: seed)
    let chain = try EqualWidthChain(count: 20)
    var width = 600.0
    try chain.suggest(width)
    for c in chain.constraints.shuffled(using: &rng) {
      try chain.solver.remove(c)
      width = Double(rng.int(in: 400...900))
      try chain.solver.suggestValue(width, for: chain.root)
      try chain.solver.add(c)
      chain.solver.updateVariables()
      let wrong = zip(
        chain.variables, zip(chain.solver.values(of: chain.variables), chain.expected(width: width))
      )
      .filter { !isClose($1.0, $1.1, tolerance: 1e-9) }
      .map { "\($0) = \($1.0), expected \($1.1)" }
      let allRight = wrong.isEmpty
      #expect(allRight, "after removing and adding back \(c): \(wrong.prefix(4)) …")
      if !allRight { break }  // One report is enough; later cycles start from it.
    }
  }

  @Test func replacingEqualWidthsInALongChainByFixedWidths() throws {
    // In a chain of 20 in a root of 600, views 5 and 12 leave the equal widths and take fixed
    // widths 30 and 50 @500: the other 18 share 600 − 8·21 − 30 − 50 = 352, w = 352/18.
    let chain = try EqualWidthChain(count: 20)
    try chain.suggest(600)
    for (i, fixed) in [(5, 30.0), (12, 50.0)] {
      let equal = try #require(
        chain.constraints.first { c in
          c.relation == .equal && c.expression.terms.count == 2
            && c.expression.terms.contains { $0.variable === chain.ws[i] }
        })
      try chain.solver.remove(equal)
      try chain.solver.add((chain.ws[i] == fixed) | 500)
    }
    chain.solver.updateVariables()
    let w = 352.0 / 18
    var x = 8.0
    for i in 0..<20 {
      let width = i == 5 ? 30 : (i == 12 ? 50 : w)
      expectValues([chain.xs[i]: x, chain.ws[i]: width], in: chain.solver)
      x += width + 8
    }
  }

  // MARK: Numerics and odd terms

  @Test func largeAndSmallCoefficients() throws {
    // 0.001·x == 1000 → x = 1e6; 1e6·y == 3 → y = 3e-6.
    let solver = try Solver.solving([0.001 * x == 1000, 1e6 * y == 3])
    expectValues([x: 1e6], in: solver)
    #expect(abs(solver.value(of: y) - 3e-6) <= 1e-12)
  }

  @Test func zeroCoefficientTermsAreIgnored() throws {
    let solver = try Solver.solving([0 * y + x == 5])
    expectValues([x: 5, y: 0], in: solver)
  }

  @Test func cancellingTermsAreIgnored() throws {
    let solver = try Solver.solving([x + y - y == 5, (y == 2) | 250])
    expectValues([x: 5, y: 2], in: solver)
  }

  @Test func objectiveIsBoundedWhenOnlyOptionalInequalitiesPull() throws {
    // See the suite comment: with only optional inequalities every error can reach 0, so the
    // objective is bounded by construction; any x in [10, 20] is optimal.
    let solver = try Solver.solving([(x >= 10) | 500, (x <= 20) | 500, (y >= x) | 250])
    let value = solver.value(of: x)
    #expect(value >= 10 - 1e-9 && value <= 20 + 1e-9)
    #expect(solver.value(of: y) >= value - 1e-9)
  }
}
