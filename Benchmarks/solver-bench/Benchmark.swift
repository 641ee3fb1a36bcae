import ConstraintSolver

/// The solver objects of a workload: what `objects_ms` times.
struct SolverObjects {
  /// One variable per name, in `variables` order.
  let variables: [Variable]
  /// One constraint per spec, in file order.
  let constraints: [Constraint]
  /// The strength of each edit, in `edits` order.
  let editStrengths: [Strength]

  /// Creates the variables, terms, expressions and constraints of `workload`.
  init(_ workload: Workload) {
    let variables = workload.variableNames.map { Variable($0) }
    self.variables = variables
    constraints = workload.constraints.map { spec in
      Constraint(
        Expression(
          spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
        spec.relation, strength: strength(forPriority: spec.priority))
    }
    editStrengths = workload.edits.map { strength(forPriority: $0.priority) }
  }
}

/// Runs the build protocol: a new solver, `addEditVariable` for each edit, `add` for each
/// constraint in file order, `suggestValue` for each edit's initial value, `updateVariables`.
///
/// - Parameters:
///   - workload: The workload.
///   - objects: Its prebuilt objects.
/// - Returns: The solved solver.
/// - Throws: ``WorkloadError/rejectedBySolver(file:place:_:)`` naming the edit or constraint.
func buildSolver(_ workload: Workload, _ objects: SolverObjects) throws(WorkloadError) -> Solver {
  let solver = Solver()
  for (i, edit) in workload.edits.enumerated() {
    do {
      try solver.addEditVariable(
        objects.variables[edit.variable], strength: objects.editStrengths[i])
    } catch {
      throw .rejectedBySolver(file: workload.file, place: "edits[\(i)]", error)
    }
  }
  for (i, constraint) in objects.constraints.enumerated() {
    do {
      try solver.add(constraint)
    } catch {
      throw .rejectedBySolver(file: workload.file, place: "constraints[\(i)]", error)
    }
  }
  for (i, edit) in workload.edits.enumerated() {
    guard let initial = edit.initial else { continue }
    do {
      try solver.suggestValue(initial, for: objects.variables[edit.variable])
    } catch {
      throw .rejectedBySolver(file: workload.file, place: "edits[\(i)].initial", error)
    }
  }
  solver.updateVariables()
  return solver
}

/// Benchmarks one workload under `rule` and returns its output line.
///
/// Order: one untimed build for memory, objects timed alone, solver work timed with the last
/// objects, the `initial` checks on the last solver, then (edit workloads) 5 passes over the
/// steps with the `final` checks after the first pass, then `updateVariables()` alone.
///
/// - Parameters:
///   - workload: The workload.
///   - rule: The repetition rule.
///   - nativeKiwiStrength: Reported in the line (the mapping happened on load).
/// - Returns: The keys and values of the output line, in order.
/// - Throws: ``WorkloadError`` when the solver rejects part of the build or a step.
func benchmark(
  _ workload: Workload, rule: RepetitionRule, nativeKiwiStrength: Bool
) throws(WorkloadError) -> [(String, JSONOutput)] {
  let memory = try measureBuildMemory(workload)
  let (objects, objectTimes) = rule.measure { SolverObjects(workload) }
  let (solver, solverTimes) = try rule.measure { () throws(WorkloadError) in
    try buildSolver(workload, objects)
  }
  let value = { (index: Int) in solver.value(of: objects.variables[index]) }
  var checks = runChecks(workload, at: .initial, value: value)

  let constraintCount = workload.constraints.count
  let objectsMs = Statistics.median(objectTimes) * 1e3
  let solverMs = Statistics.median(solverTimes) * 1e3
  var line: [(String, JSONOutput)] = [
    ("impl", .string("HeadlessUIKit.ConstraintSolver")),
    ("build", .string(buildConfiguration)),
    ("workload", .string(workload.name)),
    ("vars", .int(workload.variableNames.count)),
    ("constraints", .int(constraintCount)),
    ("native_kiwi_strength", .bool(nativeKiwiStrength)),
    ("objects_ms", .double(Statistics.rounded(objectsMs, 4))),
    ("build_solver_ms", .double(Statistics.rounded(solverMs, 4))),
    ("build_total_ms", .double(Statistics.rounded(objectsMs + solverMs, 4))),
    ("build_reps", .array([.int(objectTimes.count), .int(solverTimes.count)])),
    ("build_solver_ms_min", .double(Statistics.rounded((solverTimes.min() ?? 0) * 1e3, 4))),
  ]
  if !workload.steps.isEmpty {
    let steps = try runSteps(workload, solver, objects, checks: &checks)
    line += steps
  }
  line += [
    ("checks_ok", .int(checks.passed)),
    ("checks_failed", .int(checks.failed)),
  ]
  if !checks.failures.isEmpty {
    line.append(("check_failures", .array(checks.failures.map(\.output))))
  }
  let perConstraint = { (x: Double) -> JSONOutput in
    constraintCount > 0 ? .double(Statistics.rounded(x / Double(constraintCount), 4)) : .null
  }
  line += [
    ("us_per_constraint", perConstraint(solverMs * 1e3)),
    (
      "peak_rss_mb",
      ProcessMemory.peakResident.map { .double(Statistics.rounded(Double($0) / 1_048_576, 1)) }
        ?? .null
    ),
    ("bytes_per_constraint", memory.map { perConstraint(Double($0.total)) } ?? .null),
    ("solver_bytes_per_constraint", memory.map { perConstraint(Double($0.solver)) } ?? .null),
  ]
  return line
}

/// The growth of the resident set over one untimed build: objects and solver together, and
/// the solver alone (see ``ProcessMemory``); `nil` without `/proc`.
private func measureBuildMemory(
  _ workload: Workload
) throws(WorkloadError) -> (total: Int, solver: Int)? {
  ProcessMemory.releaseFreeHeap()
  let before = ProcessMemory.resident
  var objects: SolverObjects? = SolverObjects(workload)
  let withObjects = ProcessMemory.resident
  var solver: Solver? = nil
  if let objects { solver = try buildSolver(workload, objects) }
  let after = ProcessMemory.resident
  release(&solver)
  release(&objects)
  guard let before, let withObjects, let after else { return nil }
  return (after - before, after - withObjects)
}

/// `"release"` or `"debug"` (debug builds of the solver run its invariant checks: not a
/// benchmark).
let buildConfiguration: String = {
  #if DEBUG
    return "debug"
  #else
    return "release"
  #endif
}()

extension CheckFailure {
  /// `{"terms": {...}, "expected": v, "got": g}`, as `kiwi_bench.py` reports it.
  var output: JSONOutput {
    .object([
      ("terms", .object(terms.map { ($0.name, .double($0.coefficient)) })),
      ("expected", .double(expected)),
      ("got", .double(got)),
    ])
  }
}
