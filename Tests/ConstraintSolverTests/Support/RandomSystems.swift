import ConstraintSolver
import TestSupport

extension SplitMix64 {
  /// A uniformly distributed integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// A uniformly chosen element of a non-empty array.
  mutating func element<T>(of array: [T]) -> T {
    array[index(below: array.count)]
  }
}

/// A system of required equalities `A·x = b` whose integer matrix `A` is invertible, built
/// around an integer solution `s` chosen first (`b = A·s`, computed exactly in integers), so
/// the unique solution is known analytically.
struct InvertibleSystem {
  /// The unknowns.
  let variables: [Variable]
  /// The unique solution, in the order of `variables`.
  let solution: [Double]
  /// One required equality per row of `A`, in a random order.
  let constraints: [Constraint]

  /// A random system.
  ///
  /// `triangular`: `A` is lower triangular (diagonal ±1…±4, other entries in −3…3, a third
  /// of them zero), with its rows and columns shuffled so that the triangle is hidden.
  /// Otherwise `A = L·U` with `L` unit lower triangular and `U` upper triangular with a ±1
  /// diagonal (entries in −2…2): `det A = ±1`, a dense matrix.
  ///
  /// - Parameters:
  ///   - size: The number of unknowns and equations.
  ///   - triangular: Which family to draw from.
  ///   - rng: The seeded generator.
  /// - Returns: The system.
  static func random(size: Int, triangular: Bool, using rng: inout SplitMix64)
    -> InvertibleSystem
  {
    let n = size
    var a = [[Int]](repeating: [Int](repeating: 0, count: n), count: n)
    if triangular {
      for i in 0..<n {
        for j in 0..<i where rng.int(in: 0...2) != 0 { a[i][j] = rng.int(in: -3...3) }
        a[i][i] = rng.int(in: 1...4) * (rng.chance(0.5) ? 1 : -1)
      }
    } else {
      var l = [[Int]](repeating: [Int](repeating: 0, count: n), count: n)
      var u = l
      for i in 0..<n {
        l[i][i] = 1
        u[i][i] = rng.chance(0.5) ? 1 : -1
        for j in 0..<i { l[i][j] = rng.int(in: -2...2) }
        for j in (i + 1)..<n { u[i][j] = rng.int(in: -2...2) }
      }
      for i in 0..<n {
        for j in 0..<n { a[i][j] = (0..<n).reduce(0) { $0 + l[i][$1] * u[$1][j] } }
      }
    }
    let solution = (0..<n).map { _ in rng.int(in: -20...20) }
    let variables = (0..<n).map { Variable("x\($0)") }
    let columnOrder = (0..<n).shuffled(using: &rng)
    var constraints: [Constraint] = []
    for i in (0..<n).shuffled(using: &rng) {
      let b = (0..<n).reduce(0) { $0 + a[i][$1] * solution[$1] }
      let terms = columnOrder.filter { a[i][$0] != 0 }.map { Term(variables[$0], Double(a[i][$0])) }
      // Σ a[i][j]·x[j] − b == 0
      constraints.append(Constraint(Expression(terms, constant: Double(-b)), .equal))
    }
    return InvertibleSystem(
      variables: variables, solution: solution.map(Double.init), constraints: constraints)
  }
}

/// A pool of constraints over a few variables for random add/remove sequences, designed so
/// that whatever subset of the pool is present, the optimum is unique.
///
/// Every variable `vᵢ` has a permanent optional target `vᵢ == tᵢ` alone at its own priority
/// level (1, 2, 3, …; the pool and the edit use other priorities). Why that makes the optimum
/// unique: the set of optimal solutions after each level is convex (it minimises a convex
/// function over a convex set). At `vᵢ`'s own level the objective is `|vᵢ − tᵢ|`; if two
/// optimal points had different `vᵢ` with the same distance to `tᵢ`, they would lie on both
/// sides of `tᵢ`, and the point between them with `vᵢ = tᵢ` (also in the convex set) would do
/// better. So every variable is pinned by the time its level is done.
///
/// Required constraints mostly hold at a hidden point, so most subsets are feasible; a few
/// have random constants and may conflict (the solver must then refuse them).
struct ConstraintPool {
  /// The variables.
  let variables: [Variable]
  /// The permanent targets, one per variable, each at its own priority level.
  let targets: [Constraint]
  /// The constraints that come and go.
  let pool: [Constraint]
  /// The edit variable.
  let editVariable: Variable
  /// The strength of the edit variable.
  let editStrength: Strength

  /// The optional priorities the pool draws from (none equals a target level).
  static let optionalPriorities: [Strength] = [100, 250, 500, 750, 999.5]

  /// A random pool.
  ///
  /// - Parameter rng: The seeded generator.
  /// - Returns: The pool.
  static func random(using rng: inout SplitMix64) -> ConstraintPool {
    let n = rng.int(in: 3...6)
    let variables = (0..<n).map { Variable("v\($0)") }
    let hidden = (0..<n).map { _ in Double(rng.int(in: 0...40)) }
    let targets = variables.indices.map { i in
      (variables[i] == Double(rng.int(in: -20...80))) | Strength(Double(i + 1))
    }
    var pool: [Constraint] = []
    for _ in 0..<rng.int(in: 6...10) {
      let a = rng.index(below: n)
      let b = (a + 1 + rng.index(below: n - 1)) % n
      let k = Double(rng.element(of: [-2, -1, 1, 2]))
      let lhs = variables[a] + k * variables[b]
      let atHidden = hidden[a] + k * hidden[b]
      let slack = Double(rng.int(in: 0...10))
      let free = Double(rng.int(in: -40...80))
      let constraint: Constraint
      switch rng.int(in: 0...9) {
      case 0, 1: constraint = lhs == atHidden
      case 2: constraint = variables[a] == hidden[a]
      case 3: constraint = lhs <= atHidden + slack
      case 4: constraint = lhs >= atHidden - slack
      case 5: constraint = rng.chance(0.5) ? lhs == free : variables[a] >= free
      case 6, 7: constraint = (lhs == free) | rng.element(of: optionalPriorities)
      default:
        constraint =
          (rng.chance(0.5) ? lhs <= free : lhs >= free) | rng.element(of: optionalPriorities)
      }
      pool.append(constraint)
    }
    return ConstraintPool(
      variables: variables, targets: targets, pool: pool,
      editVariable: variables[rng.index(below: n)], editStrength: 600)
  }

  /// A random pool over a long chain: `vᵢ == vₚ + cᵢ` for a random earlier `p` (most often
  /// `i − 1`), so that rows collect many equalities, plus a few random extras; the edit
  /// variable is the chain's root.
  ///
  /// - Parameter rng: The seeded generator.
  /// - Returns: The pool.
  static func chain(using rng: inout SplitMix64) -> ConstraintPool {
    let n = rng.int(in: 10...14)
    let variables = (0..<n).map { Variable("v\($0)") }
    let targets = variables.indices.map { i in
      (variables[i] == Double(rng.int(in: -20...80))) | Strength(Double(i + 1))
    }
    var pool: [Constraint] = []
    for i in 1..<n {
      let parent = rng.chance(0.8) ? i - 1 : rng.index(below: i)
      pool.append(variables[i] == variables[parent] + Double(rng.int(in: 0...8)))
    }
    for _ in 0..<rng.int(in: 0...3) {
      let a = rng.index(below: n)
      let bound = Double(rng.int(in: -20...120))
      pool.append(
        rng.chance(0.5)
          ? variables[a] <= bound : (variables[a] >= bound) | rng.element(of: optionalPriorities))
    }
    return ConstraintPool(
      variables: variables, targets: targets, pool: pool, editVariable: variables[0],
      editStrength: 600)
  }
}
