import ConstraintSolver
import Testing

/// Numerical drift: many suggestions must not accumulate rounding errors.
@Suite struct DriftTests {
  /// A chain of `count` views with equal widths and 8 pt spacing in a root whose width is
  /// edited (a UIStackView with `.fillEqually`, as in WORKLOADS.md a) and e)):
  /// `w = (W − 8·(count + 1)) / count` and `vᵢ.x = 8 + i·(w + 8)`.
  private struct Chain {
    let count: Int
    let root = Variable("root.w")
    let xs: [Variable]
    let ws: [Variable]
    let solver = Solver()

    init(count: Int) throws {
      self.count = count
      xs = (0..<count).map { Variable("v\($0).x") }
      ws = (0..<count).map { Variable("v\($0).w") }
      let rootX = Variable("root.x")
      try solver.addEditVariable(root, strength: 999)
      try solver.add(rootX == 0)
      try solver.add(xs[0] == rootX + 8)
      for i in 1..<count {
        try solver.add(xs[i] == xs[i - 1] + ws[i - 1] + 8)
        try solver.add(ws[i] == ws[0])
      }
      try solver.add(rootX + root == xs[count - 1] + ws[count - 1] + 8)
    }

    var variables: [Variable] {
      [root] + xs + ws
    }

    func suggest(_ width: Double) throws {
      try solver.suggestValue(width, for: root)
      solver.updateVariables()
    }

    /// The values the formulas give for a root width, in the order of `variables`.
    func expected(width: Double) -> [Double] {
      let n = Double(count)
      let w = (width - 8 * (n + 1)) / n
      return [width] + (0..<count).map { 8 + Double($0) * (w + 8) }
        + Array(repeating: w, count: count)
    }
  }

  @Test func hundredThousandSuggestionsDoNotDrift() throws {
    // A chain of 3: its rows carry thirds, which binary cannot represent, and the widths are
    // not exact in binary either, so every suggestion rounds. (Debug builds check the whole
    // tableau after each of the 100,000 suggestions, so the chain is kept short.)
    let widths = [190.3, 287.9]
    let chain = try Chain(count: 3)
    try chain.suggest(widths[0])
    let first = chain.solver.values(of: chain.variables)
    try chain.suggest(widths[1])
    let second = chain.solver.values(of: chain.variables)
    for (actual, expected) in zip(first, chain.expected(width: widths[0])) {
      #expect(isClose(actual, expected, tolerance: 1e-9))
    }
    for (actual, expected) in zip(second, chain.expected(width: widths[1])) {
      #expect(isClose(actual, expected, tolerance: 1e-9))
    }

    for cycle in 2..<100_000 { try chain.suggest(widths[cycle % 2]) }
    // Cycle 99,999 (the last) suggested widths[1]; one more brings back widths[0].
    let last = chain.solver.values(of: chain.variables)
    try chain.suggest(widths[0])
    let again = chain.solver.values(of: chain.variables)
    for (variable, (before, after)) in zip(chain.variables, zip(second, last)) {
      #expect(abs(before - after) <= 1e-9, "\(variable) drifted from \(before) to \(after)")
    }
    for (variable, (before, after)) in zip(chain.variables, zip(first, again)) {
      #expect(abs(before - after) <= 1e-9, "\(variable) drifted from \(before) to \(after)")
    }
  }

  @Test func longChainDoesNotDriftOverAThousandSuggestions() throws {
    // The chain of 10 (tenths in every row) over fewer cycles, against the formulas.
    let widths = [190.3, 287.9]
    let chain = try Chain(count: 10)
    for cycle in 0..<1_000 { try chain.suggest(widths[cycle % 2]) }
    // The last cycle (999) suggested widths[1].
    for (actual, expected) in zip(
      chain.solver.values(of: chain.variables), chain.expected(width: widths[1]))
    {
      #expect(isClose(actual, expected, tolerance: 1e-9))
    }
  }
}
