import ConstraintSolver

/// The number of passes over the steps.
let stepPasses = 5

/// Times the steps of an edit workload on a built solver.
///
/// Each step is `suggestValue` for each of its entries, then one `updateVariables()`; the
/// clock brackets exactly that. `step_us` is the median over the 5 passes of each pass's mean;
/// the percentiles are over every individual step of all passes. The `final` checks run after
/// the first pass. `update_only_us` is the median of `updateVariables()` alone, repeated
/// `max(5, min(200, 0.2 s / step))` times.
///
/// - Parameters:
///   - workload: The workload (with steps).
///   - solver: The solver after the build protocol.
///   - objects: The objects the solver was built from.
///   - checks: The outcome so far; the `final` checks are added.
/// - Returns: The step keys of the output line, in order.
/// - Throws: ``WorkloadError/rejectedBySolver(file:place:_:)`` if a suggestion is refused.
func runSteps(
  _ workload: Workload, _ solver: Solver, _ objects: SolverObjects, checks: inout CheckOutcome
) throws(WorkloadError) -> [(String, JSONOutput)] {
  let plan = workload.steps.map { step in
    step.map { (objects.variables[$0.variable], $0.value) }
  }
  var means: [Double] = []
  var all: [Double] = []
  all.reserveCapacity(plan.count * stepPasses)
  var times = [Double](repeating: 0, count: plan.count)
  for pass in 0..<stepPasses {
    for (k, step) in plan.enumerated() {
      let t0 = Clock.now()
      for (variable, value) in step {
        do {
          try solver.suggestValue(value, for: variable)
        } catch {
          throw .rejectedBySolver(file: workload.file, place: "steps[\(k)]", error)
        }
      }
      solver.updateVariables()
      let t1 = Clock.now()
      times[k] = t1 - t0
    }
    means.append(times.reduce(0, +) / Double(times.count))
    all += times
    if pass == 0 {
      checks.merge(
        runChecks(workload, at: .final) { solver.value(of: objects.variables[$0]) })
    }
  }
  all.sort()
  let stepUs = Statistics.rounded(Statistics.median(means) * 1e6, 3)
  let updateReps = max(5, min(200, Int(0.2 / max(1e-9, stepUs * 1e-6))))
  var updates: [Double] = []
  for _ in 0..<updateReps {
    let t0 = Clock.now()
    solver.updateVariables()
    let t1 = Clock.now()
    updates.append(t1 - t0)
  }
  return [
    ("steps", .int(plan.count)),
    ("step_us", .double(stepUs)),
    ("step_p50_us", .double(Statistics.rounded(Statistics.percentile(all, 0.5) * 1e6, 3))),
    ("step_p99_us", .double(Statistics.rounded(Statistics.percentile(all, 0.99) * 1e6, 3))),
    ("step_max_us", .double(Statistics.rounded((all.last ?? 0) * 1e6, 3))),
    ("update_only_us", .double(Statistics.rounded(Statistics.median(updates) * 1e6, 3))),
  ]
}
