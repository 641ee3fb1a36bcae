import ConstraintSolver
import Testing

/// Numerical drift: many suggestions must not accumulate rounding errors.
@Suite struct DriftTests {
  @Test func hundredThousandSuggestionsDoNotDrift() throws {
    // A chain of 10 equal widths (tenths in every row, which binary cannot represent) on a
    // screen with 64 other views pinned in place; the widths are not exact in binary either,
    // so every suggestion rounds. (With a tableau of this size, debug builds check the
    // invariants on a sparse schedule rather than after each of the 100,000 suggestions.)
    let widths = [190.3, 287.9]
    let chain = try EqualWidthChain(count: 10)
    for i in 0..<64 {
      for (k, name) in ["x", "y", "w", "h"].enumerated() {
        try chain.solver.add(Variable("other\(i).\(name)") == Double(4 * i + k))
      }
    }
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

  @Test func shortChainDoesNotDriftOverTenThousandSuggestions() throws {
    // A chain of 3 alone (thirds in every row), checked after every suggestion, against the
    // formulas.
    let widths = [190.3, 287.9]
    let chain = try EqualWidthChain(count: 3)
    for cycle in 0..<10_000 { try chain.suggest(widths[cycle % 2]) }
    // The last cycle (9,999) suggested widths[1].
    for (actual, expected) in zip(
      chain.solver.values(of: chain.variables), chain.expected(width: widths[1]))
    {
      #expect(isClose(actual, expected, tolerance: 1e-9))
    }
  }
}
