import ConstraintSolver
import TestSupport
import Testing

/// Strict (lexicographic) priorities, as UIKit documents them.
///
/// "Higher priority constraints are satisfied before lower priority constraints": no number of
/// constraints at a lower priority outweighs one at a higher priority; at one priority,
/// constraints trade off by the sum of their absolute errors, each with weight 1.
///
/// Most tests here would fail under Kiwi's weighted scheme, which minimises
/// Σ priority × |error|; each says how. Debug builds check the whole tableau after every
/// operation, so only the first test uses a thousand weak constraints; the others use as many
/// as it takes to outvote the strong one under weights, with a wide margin.
@Suite struct PriorityTests {
  let x = Variable("x")
  let y = Variable("y")

  /// `count` separate constraints made by `make`.
  private func copies(_ count: Int, _ make: () -> Constraint) -> [Constraint] {
    (0..<count).map { _ in make() }
  }

  @Test func oneConstraintAt750BeatsAThousandAt250() throws {
    // Weighted: 750·|x − 100| + 1000·250·|x| is 75,000 at x = 0 and 25,000,000 at x = 100,
    // so x = 0. Strict: 750 is satisfied first, x = 100.
    let solver = try Solver.solving([(x == 100) | 750] + copies(1000) { (x == 0) | 250 })
    expectValues([x: 100], in: solver)
  }

  @Test func oneConstraintAt750BeatsAHundredAt250AddedFirst() throws {
    // Weighted: 750·|x − 100| + 25,000·|x| → x = 0. Strict: x = 100, with the weak
    // constraints in the tableau before the strong one arrives.
    let solver = try Solver.solving(copies(100) { (x == 0) | 250 } + [(x == 100) | 750])
    expectValues([x: 100], in: solver)
  }

  @Test func oneInequalityAt750BeatsAHundredAt250() throws {
    // Weighted: 750·(100 − x) + 25,000·x for 0 ≤ x ≤ 100 is least at x = 0. Strict: x = 100.
    let solver = try Solver.solving([(x >= 100) | 750] + copies(100) { (x <= 0) | 250 })
    expectValues([x: 100], in: solver)
  }

  @Test func oneConstraintBeatsWeakerOnesSpreadOverManyVariables() throws {
    // yᵢ == x (required), yᵢ == 0 @250 for i < 200, x == 100 @750.
    // Weighted: x = 0 (50,000 per unit of x against 750). Strict: x = yᵢ = 100.
    let ys = (0..<200).map { Variable("y\($0)") }
    var constraints = [(x == 100) | 750]
    for y in ys { constraints += [y == x, (y == 0) | 250] }
    let solver = try Solver.solving(constraints)
    expectValues([x: 100, ys[0]: 100, ys[199]: 100], in: solver)
  }

  @Test func priority999point5BeatsAHundredAt999() throws {
    // UIStackView's 999.5 is its own level above 999.
    // Weighted: 999.5·|x − 10| + 99,900·|x − 20| is least at x = 20. Strict: x = 10.
    let solver = try Solver.solving([(x == 10) | 999.5] + copies(100) { (x == 20) | 999 })
    expectValues([x: 10], in: solver)
  }

  @Test func fractionalPriorityBeatsTheLevelJustBelowInEitherOrder() throws {
    let high = (x == 10) | 999.5
    let low = (x == 20) | 999
    expectValues([x: 10], in: try Solver.solving([high, low]))
    expectValues([x: 10], in: try Solver.solving([low, high]))
  }

  @Test func tinyPriorityGapIsAWholeLevel() throws {
    // 500.001 vs a hundred at 500: weighted x = 0, strict x = 1.
    let solver = try Solver.solving([(x == 1) | 500.001] + copies(100) { (x == 0) | 500 })
    expectValues([x: 1], in: solver)
  }

  @Test func prioritiesBelowOneAreLevelsToo() throws {
    // 1 vs a hundred at 0.5: weighted x = 0 (50 > 1), strict x = 1.
    let solver = try Solver.solving([(x == 1) | 1] + copies(100) { (x == 0) | 0.5 })
    expectValues([x: 1], in: solver)
  }

  @Test func manyLevelsInUseAtOnce() throws {
    // 49 levels 990, 980, …, 510 (j = 0…48, priority 990 − 10j): for even j, x >= j; for odd
    // j, x <= 100 − j. Together they leave 48 <= x <= 53 and all hold.
    // Below them, 50 levels 500, 490, …, 10, each with 4 copies of x == 0.
    // Strict: the smallest x in [48, 53], x = 48.
    // Weighted: 4·(10 + 20 + … + 500) = 51,000 per unit pulling down against at most
    // 510 + 530 + … + 990 = 18,750 pushing up: x = 0, breaking every lower bound.
    var constraints: [Constraint] = []
    for j in 0...48 {
      let strength = Strength(Double(990 - 10 * j))
      constraints.append(
        (j.isMultiple(of: 2) ? x >= Double(j) : x <= Double(100 - j)) | strength)
    }
    for level in stride(from: 500, through: 10, by: -10) {
      constraints += copies(4) { (x == 0) | Strength(Double(level)) }
    }
    let solver = try Solver.solving(constraints)
    expectValues([x: 48], in: solver)
  }

  @Test func higherLevelIsSatisfiedBeforeLowerOnesInAChainOfThree() throws {
    // @300: x == 0. @200: x == y. @100: five copies of y == 10.
    // Strict: x = 0, then y = x = 0, and the five @100 stay violated.
    // Weighted: 300|x| + 200|x − y| + 500|y − 10| is 2,000 at (0, 10), 3,000 at (10, 10),
    // 5,000 at (0, 0): it picks x = 0, y = 10, breaking the @200 constraint.
    let constraints = [(x == 0) | 300, (x == y) | 200] + copies(5) { (y == 10) | 100 }
    let solver = try Solver.solving(constraints)
    expectValues([x: 0, y: 0], in: solver)
  }

  @Test func optionalNeverBeatsRequired() throws {
    let solver = try Solver.solving([x <= 10] + copies(100) { (x == 20) | 999.5 })
    expectValues([x: 10], in: solver)
  }

  @Test func editStrengthRanksLikeAConstraintPriority() throws {
    // Edit @999 suggesting 50 vs a hundred x == 0 @998: weighted x = 0, strict x = 50.
    let solver = try Solver.solving(copies(100) { (x == 0) | 998 })
    try solver.addEditVariable(x, strength: 999)
    try solver.suggestValue(50, for: x)
    solver.updateVariables()
    expectValues([x: 50], in: solver)
    try solver.suggestValue(-7, for: x)
    solver.updateVariables()
    expectValues([x: -7], in: solver)
  }

  @Test func levelsComeAndGo() throws {
    let strong = (x == 100) | 750
    let solver = try Solver.solving([strong] + copies(100) { (x == 0) | 250 })
    expectValues([x: 100], in: solver)
    try solver.remove(strong)
    solver.updateVariables()
    expectValues([x: 0], in: solver)
    try solver.add(strong)
    solver.updateVariables()
    expectValues([x: 100], in: solver)
    let stronger = (x == 42) | 999
    try solver.add(stronger)
    solver.updateVariables()
    expectValues([x: 42], in: solver)
    try solver.remove(stronger)
    solver.updateVariables()
    expectValues([x: 100], in: solver)
  }

  // MARK: Ties at one level

  @Test func tieAtOneLevelGoesToTheSmallerSumOfErrors() throws {
    // @500: x == 0, x == 10, x == 10. |x| + 2|x − 10| has slope 1 − 2 < 0 on (0, 10): least at
    // x = 10 (sum 10; at x = 0 it is 20).
    let solver = try Solver.solving([(x == 0) | 500, (x == 10) | 500, (x == 10) | 500])
    expectValues([x: 10], in: solver)
  }

  @Test func sumOfAbsoluteErrorsNotSquares() throws {
    // @500: x == 0, 10, 10, 30. Σ|x − tᵢ| is least at the median, 10 (sum 30); least
    // squares would give the mean, 12.5 (Σ|·| = 35 there).
    let targets: [Double] = [0, 10, 10, 30]
    let solver = try Solver.solving(targets.map { (x == $0) | 500 })
    expectValues([x: 10], in: solver)
  }

  @Test func errorIsMeasuredInTheConstraintsOwnExpression() throws {
    // @500: x == 0 and 2x == 20. |x| + |2x − 20| has slope 1 − 2 < 0 on (0, 10): x = 10
    // (sum 10; at x = 0 it is 20).
    let solver = try Solver.solving([(x == 0) | 500, (2 * x == 20) | 500])
    expectValues([x: 10], in: solver)
  }

  @Test func errorsAtOneLevelAddUpAcrossVariables() throws {
    // x + y == 10 required; @500: x == 0, y == 0, y == 2. With y = 10 − x the sum is
    // |x| + |10 − x| + |8 − x|: 18 − x on [0, 8], x + 2 on [8, 10]: least at x = 8, y = 2.
    let solver = try Solver.solving([
      x + y == 10, (x == 0) | 500, (y == 0) | 500, (y == 2) | 500,
    ])
    expectValues([x: 8, y: 2], in: solver)
  }

  @Test func lowerLevelBreaksATieAtAHigherOne() throws {
    // @500: x == 0 and x == 10 tie on all of [0, 10]; @250: x == 7 picks 7 inside the tie.
    let solver = try Solver.solving([(x == 0) | 500, (x == 10) | 500, (x == 7) | 250])
    expectValues([x: 7], in: solver)
  }

  // MARK: Order independence

  @Test func shuffledOrderOfAddingGivesTheSameValues() throws {
    // Required: a + b == 100, c >= a, d == c + 10.
    // @750: a == 70 and b == 60 — with b = 100 − a the sum |a − 70| + |40 − a| is 30 for every
    //   a in [40, 70] (a tie).
    // @500: c == 20 — c >= a >= 40, so the least error is c = a = 40.
    // @250: a == 50 — a is already pinned at 40.
    // @100: d == 100 — d = c + 10 = 50 is pinned.
    // So a = 40, b = 60, c = 40, d = 50, however the constraints are ordered.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let constraints = [
      a + b == 100, c >= a, d == c + 10, (a == 70) | 750, (b == 60) | 750, (c == 20) | 500,
      (a == 50) | 250, (d == 100) | 100,
    ]
    var rng = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<40 {
      let solver = try Solver.solving(constraints.shuffled(using: &rng))
      expectValues([a: 40, b: 60, c: 40, d: 50], in: solver)
    }
  }

  @Test func shuffledOrderWithEditsGivesTheSameValues() throws {
    // Required: y == x + 10, y <= 70. Edit x @750 suggested 100 → x = 60 (y hits 70).
    // @500: x == 0 loses to the edit; @250 y == 0 has y pinned.
    var rng = SplitMix64(seed: 0x5EED_0002)
    let constraints = [y == x + 10, y <= 70, (x == 0) | 500, (y == 0) | 250]
    for _ in 0..<20 {
      let solver = Solver()
      try solver.addEditVariable(x, strength: 750)
      for constraint in constraints.shuffled(using: &rng) { try solver.add(constraint) }
      try solver.suggestValue(100, for: x)
      solver.updateVariables()
      expectValues([x: 60, y: 70], in: solver)
    }
  }
}
