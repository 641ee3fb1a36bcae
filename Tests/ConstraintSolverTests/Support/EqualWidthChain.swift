import ConstraintSolver

/// A horizontal chain of `count` views with equal widths and 8 pt spacing in a root whose
/// width is an edit variable (a UIStackView with `.fillEqually`, as in WORKLOADS.md a) and
/// e)): `w = (W − 8·(count + 1)) / count` and `vᵢ.x = 8 + i·(w + 8)`.
struct EqualWidthChain {
  let count: Int
  let rootX = Variable("root.x")
  let root = Variable("root.w")
  let xs: [Variable]
  let ws: [Variable]
  /// The required equalities, in the order added.
  let constraints: [Constraint]
  let solver = Solver()

  /// Builds the chain: the edit variable first, then the constraints.
  ///
  /// - Parameters:
  ///   - count: The number of views (at least 1).
  ///   - editStrength: The strength of the root width's edit variable.
  /// - Throws: What the solver throws.
  init(count: Int, editStrength: Strength = 999) throws {
    self.count = count
    let xs = (0..<count).map { Variable("v\($0).x") }
    let ws = (0..<count).map { Variable("v\($0).w") }
    self.xs = xs
    self.ws = ws
    var constraints = [rootX == 0, xs[0] == rootX + 8]
    for i in 1..<max(1, count) {
      constraints.append(xs[i] == xs[i - 1] + ws[i - 1] + 8)
      constraints.append(ws[i] == ws[0])
    }
    constraints.append(rootX + root == xs[count - 1] + ws[count - 1] + 8)
    self.constraints = constraints
    try solver.addEditVariable(root, strength: editStrength)
    for c in constraints { try solver.add(c) }
  }

  /// The root width, then every x, then every width.
  var variables: [Variable] {
    [root] + xs + ws
  }

  /// Suggests a root width and updates.
  ///
  /// - Parameter width: The width.
  /// - Throws: What the solver throws.
  func suggest(_ width: Double) throws {
    try solver.suggestValue(width, for: root)
    solver.updateVariables()
  }

  /// The values the formulas give for a root width, in the order of ``variables``.
  ///
  /// - Parameter width: The root width.
  /// - Returns: The values.
  func expected(width: Double) -> [Double] {
    let n = Double(count)
    let w = (width - 8 * (n + 1)) / n
    return [width] + (0..<count).map { 8 + Double($0) * (w + 8) }
      + Array(repeating: w, count: count)
  }
}
