/// The outcome of a workload's checks at one moment.
struct CheckOutcome: Sendable {
  /// How many checks passed.
  var passed = 0
  /// How many failed.
  var failed = 0
  /// The first few failures, for the report.
  var failures: [CheckFailure] = []

  /// The most failures kept for the report (as `kiwi_bench.py`).
  static let reportedFailures = 5

  /// Adds another outcome's counts and failures (keeping the first few).
  mutating func merge(_ other: CheckOutcome) {
    passed += other.passed
    failed += other.failed
    failures += other.failures.prefix(max(0, Self.reportedFailures - failures.count))
  }
}

/// A failed check: its terms, the expected and the computed value.
struct CheckFailure: Sendable {
  /// The terms as written: variable names and coefficients.
  let terms: [(name: String, coefficient: Double)]
  /// The value the check expects.
  let expected: Double
  /// The value computed from the solver's variables.
  let got: Double
}

/// Runs the checks of `workload` that are due at `moment`.
///
/// A check passes when
/// `|Σ coefficient · value(variable) − expected| ≤ 1e-6 · max(1, |expected|)`; a NaN fails.
///
/// - Parameters:
///   - workload: The workload.
///   - moment: `.initial` (after build and solve) or `.final` (after the last step).
///   - value: The solver's current value of the variable at an index.
/// - Returns: The counts and the first failures.
func runChecks(
  _ workload: Workload, at moment: CheckMoment, value: (Int) -> Double
) -> CheckOutcome {
  var outcome = CheckOutcome()
  for check in workload.checks where check.moment == moment {
    let got = check.terms.reduce(0.0) { $0 + $1.coefficient * value($1.variable) }
    if abs(got - check.value) <= 1e-6 * max(1, abs(check.value)) {
      outcome.passed += 1
      continue
    }
    outcome.failed += 1
    if outcome.failures.count < CheckOutcome.reportedFailures {
      let terms = check.terms.map {
        (name: workload.variableNames[$0.variable], coefficient: $0.coefficient)
      }
      outcome.failures.append(CheckFailure(terms: terms, expected: check.value, got: got))
    }
  }
  return outcome
}
