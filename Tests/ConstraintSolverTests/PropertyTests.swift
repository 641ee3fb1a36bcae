import ConstraintSolver
import Testing
import TestSupport

/// Seeded property tests: systems with a known unique solution, and random add/remove
/// sequences checked against a solver built from scratch.
@Suite struct PropertyTests {
  @Test func invertibleTriangularSystemsSolveToTheirKnownSolution() throws {
    var rng = SplitMix64(seed: 0x7A1A_0001)
    for _ in 0..<150 {
      let system = InvertibleSystem.random(size: rng.int(in: 1...12), triangular: true, using: &rng)
      let solver = try Solver.solving(system.constraints)
      for (variable, value) in zip(system.variables, system.solution) {
        expectValues([variable: value], in: solver, tolerance: 1e-6)
      }
    }
  }

  @Test func invertibleDenseSystemsSolveToTheirKnownSolution() throws {
    var rng = SplitMix64(seed: 0x7A1A_0002)
    for _ in 0..<150 {
      let system = InvertibleSystem.random(
        size: rng.int(in: 1...12), triangular: false, using: &rng)
      let solver = try Solver.solving(system.constraints)
      for (variable, value) in zip(system.variables, system.solution) {
        expectValues([variable: value], in: solver, tolerance: 1e-6)
      }
    }
  }

  @Test func optionalConstraintsCannotMoveAUniqueRequiredSolution() throws {
    // The required system pins every variable; random optional pulls at random priorities,
    // interleaved in random order, must not move anything.
    var rng = SplitMix64(seed: 0x7A1A_0003)
    for _ in 0..<100 {
      let system = InvertibleSystem.random(
        size: rng.int(in: 1...8), triangular: rng.chance(0.5), using: &rng)
      var constraints = system.constraints
      for _ in 0..<rng.int(in: 1...10) {
        let v = rng.element(of: system.variables)
        let target = Double(rng.int(in: -50...50))
        let strength = Strength(Double(rng.int(in: 1...999)))
        constraints.append(
          (rng.chance(0.5) ? v == target : (rng.chance(0.5) ? v <= target : v >= target))
            | strength)
      }
      let solver = try Solver.solving(constraints.shuffled(using: &rng))
      for (variable, value) in zip(system.variables, system.solution) {
        expectValues([variable: value], in: solver, tolerance: 1e-6)
      }
    }
  }

  @Test func randomAddRemoveSequencesMatchAFreshSolver() throws {
    var rng = SplitMix64(seed: 0x7A1A_0004)
    for trial in 0..<300 {
      try checkRandomSequence(trial: trial, using: &rng)
    }
  }

  /// One random sequence of adds, removes and suggestions over a ``ConstraintPool``, compared
  /// after every step with a solver built from scratch from what is present.
  private func checkRandomSequence(trial: Int, using rng: inout SplitMix64) throws {
    let pool = ConstraintPool.random(using: &rng)
    let solver = Solver()
    try solver.addEditVariable(pool.editVariable, strength: pool.editStrength)
    for target in pool.targets { try solver.add(target) }
    var present: [Constraint] = []
    var suggestion: Double?
    solver.updateVariables()
    var previous = Dictionary(uniqueKeysWithValues: pool.variables.map { ($0, solver.value(of: $0)) })
    for step in 0..<20 {
      let operation: String
      if rng.chance(0.25) {
        let value = Double(rng.int(in: -40...200)) / 2
        try solver.suggestValue(value, for: pool.editVariable)
        suggestion = value
        operation = "suggest \(value)"
      } else {
        let c = rng.element(of: pool.pool)
        if present.holds(c) {
          try solver.remove(c)
          present.removeAll { $0 === c }
          operation = "remove \(c)"
        } else {
          do {
            try solver.add(c)
            present.append(c)
            operation = "add \(c)"
          } catch {
            // Only a required constraint may be refused, and only with a real explanation.
            #expect(error.kind == .unsatisfiableConstraint)
            #expect(c.strength.isRequired)
            for conflict in error.conflicts ?? [] { #expect(present.holds(conflict)) }
            #expect(!solver.contains(c))
            operation = "refused \(c)"
          }
        }
      }
      let changed = Set(solver.updateVariables())

      let fresh = Solver()
      try fresh.addEditVariable(pool.editVariable, strength: pool.editStrength)
      for c in pool.targets + present { try fresh.add(c) }
      if let suggestion { try fresh.suggestValue(suggestion, for: pool.editVariable) }
      fresh.updateVariables()
      expectSameValues(
        solver, as: fresh, on: pool.variables, "trial \(trial), step \(step) (\(operation)):")

      // updateVariables() reports exactly the variables whose value changed.
      let moved = Set(pool.variables.filter { solver.value(of: $0) != previous[$0] })
      #expect(changed == moved, "trial \(trial), step \(step) (\(operation))")
      for v in pool.variables { previous[v] = solver.value(of: v) }
    }
  }
}
