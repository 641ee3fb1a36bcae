import ConstraintSolver
import Foundation
import TestSupport
import Testing

/// The reference solutions of the solver benchmark workloads.
///
/// The files are in `Benchmarks/Workloads/workloads/` (expected values verified with Kiwi) and
/// are built by the protocol of `WORKLOADS.md` beside them. The large workloads are for the
/// benchmark; debug builds check the tableau after operations, so these are the small ones and a
/// trimmed resize loop.
@Suite struct WorkloadReferenceTests {
  /// `Benchmarks/Workloads/workloads/` of this repository.
  private static let folder = RepositoryFixtures.workloads

  /// Loads a workload; a missing folder or file is a failure, not a skip.
  private func load(_ name: String) throws -> Workload {
    let url = Self.folder.appendingPathComponent("\(name).json")
    try #require(
      FileManager.default.fileExists(atPath: Self.folder.path),
      "workload folder not found at \(Self.folder.path)"
    )
    try #require(
      FileManager.default.fileExists(atPath: url.path), "workload file not found: \(url.path)")
    return try Workload(contentsOf: url)
  }

  /// Runs the checks of one phase; requires that there are some.
  private func runChecks(
    _ at: String, of built: inout BuiltWorkload, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let checks = built.workload.checks.filter { $0.at == at }
    try #require(!checks.isEmpty, "no \(at) checks in \(built.workload.name)")
    for check in checks {
      let actual = built.value(of: check)
      let terms = check.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
      #expect(
        abs(actual - check.value) <= 1e-6 * max(1, abs(check.value)),
        "\(built.workload.name) \(at): \(terms) = \(actual), expected \(check.value)",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: ["chain-100", "nested-100"])
  func initialChecksHold(name: String) throws {
    var built = try BuiltWorkload(try load(name))
    try runChecks("initial", of: &built)
  }

  @Test func kiwiBenchFinalChecksHoldAfterAllSteps() throws {
    var built = try BuiltWorkload(try load("kiwi-bench"))
    #expect(built.workload.steps.count == 600)
    for step in built.workload.steps { try built.run(step) }
    try runChecks("final", of: &built)
  }

  @Test func resizeChainHoldsThroughTheFirstFiftySteps() throws {
    // The chain-1000 constraints with root.w edited @999; the file's final checks are for
    // step 1000, so after each of the first 50 steps the formulas of WORKLOADS.md a) and e)
    // give the expected values: w = (W − 8·1001) / 1000, vᵢ.x = 8 + i·(w + 8).
    var built = try BuiltWorkload(try load("resize-chain-1000-K1000"))
    try runChecks("initial", of: &built)
    let steps = built.workload.steps.prefix(50)
    try #require(steps.count == 50)
    for (k, step) in steps.enumerated() {
      try built.run(step)
      let width = try #require(step["root.w"], "step \(k + 1) does not set root.w")
      let w = (width - 8 * 1001) / 1000
      var expected: [(String, Double)] = [("root.w", width)]
      for i in [0, 1, 499, 500, 998, 999] {
        expected += [("v\(i).x", 8 + Double(i) * (w + 8)), ("v\(i).w", w)]
      }
      for (name, value) in expected {
        let actual = built.solver.value(of: built.variable(name))
        #expect(
          abs(actual - value) <= 1e-6 * max(1, abs(value)),
          "step \(k + 1): \(name) = \(actual), expected \(value)")
      }
    }
  }
}
