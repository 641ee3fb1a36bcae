import ConstraintSolver
import TestSupport
import Testing

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
      let pool = ConstraintPool.random(using: &rng)
      try checkRandomSequence(pool, trial: trial, using: &rng)
    }
  }

  @Test func randomAddRemoveSequencesOnLongChainsMatchAFreshSolver() throws {
    var rng = SplitMix64(seed: 0x7A1A_0005)
    for trial in 0..<60 {
      let pool = ConstraintPool.chain(using: &rng)
      let solver = Solver()
      try solver.addEditVariable(pool.editVariable, strength: pool.editStrength)
      // Start from the whole chain, so that removals meet long rows.
      for c in pool.targets + pool.pool { try? solver.add(c) }
      try checkRandomSequence(pool, trial: trial, startingWith: solver, using: &rng)
    }
  }

  /// Runs one random sequence of 16 operations over a ``ConstraintPool``.
  ///
  /// The operations are adds, removes, suggestions and edit-variable toggles. After every
  /// fourth step the solver is compared with one built from scratch from what is present
  /// (debug builds check the whole tableau after every operation, so not after every step);
  /// after every step, the variables `updateVariables()` reports are checked.
  /// - Parameters:
  ///   - pool: The pool.
  ///   - trial: The trial number, for messages.
  ///   - start: A solver holding the edit variable and the targets, and maybe pool
  ///     constraints; nil for a new one holding the edit variable and the targets.
  ///   - rng: The seeded generator.
  /// - Throws: What the solver throws where it should not.
  private func checkRandomSequence(
    _ pool: ConstraintPool, trial: Int, startingWith start: Solver? = nil,
    using rng: inout SplitMix64
  ) throws {
    let solver: Solver
    if let start {
      solver = start
    } else {
      solver = Solver()
      try solver.addEditVariable(pool.editVariable, strength: pool.editStrength)
      for target in pool.targets { try solver.add(target) }
    }
    var present = pool.pool.filter { solver.contains($0) }
    var suggestion: Double?
    var editing = true
    var log: [String] = []
    solver.updateVariables()
    var previous = Dictionary(
      uniqueKeysWithValues: pool.variables.map { ($0, solver.value(of: $0)) })
    for step in 1...16 {
      if rng.chance(0.1) {
        if editing {
          try solver.removeEditVariable(pool.editVariable)
          log.append("remove edit")
        } else {
          try solver.addEditVariable(pool.editVariable, strength: pool.editStrength)
          log.append("add edit")
        }
        editing.toggle()
        suggestion = nil
      } else if editing && rng.chance(0.3) {
        let value = Double(rng.int(in: -40...200)) / 2
        try solver.suggestValue(value, for: pool.editVariable)
        suggestion = value
        log.append("suggest \(value)")
      } else {
        let c = rng.element(of: pool.pool)
        if present.holds(c) {
          try solver.remove(c)
          present.removeAll { $0 === c }
          log.append("remove \(c)")
        } else {
          do {
            try solver.add(c)
            present.append(c)
            log.append("add \(c)")
          } catch {
            // Only a required constraint may be refused, and only with a real explanation.
            #expect(error.kind == .unsatisfiableConstraint)
            #expect(c.strength.isRequired)
            let conflicts = error.conflicts ?? []
            for conflict in conflicts { #expect(present.holds(conflict)) }
            #expect(throws: SolverError.self) { try Solver.solving(conflicts).add(c) }
            #expect(!solver.contains(c))
            log.append("refused \(c)")
          }
        }
      }
      let changed = Set(solver.updateVariables())
      let moved = Set(pool.variables.filter { solver.value(of: $0) != previous[$0] })
      #expect(changed == moved, "trial \(trial), step \(step): \(log.joined(separator: "; "))")
      for v in pool.variables { previous[v] = solver.value(of: v) }

      guard step.isMultiple(of: 4) else { continue }
      let fresh = Solver()
      if editing { try fresh.addEditVariable(pool.editVariable, strength: pool.editStrength) }
      for c in pool.targets + present { try fresh.add(c) }
      if let suggestion { try fresh.suggestValue(suggestion, for: pool.editVariable) }
      fresh.updateVariables()
      expectSameValues(
        solver, as: fresh, on: pool.variables,
        "trial \(trial), step \(step) (\(log.joined(separator: "; "))):")
    }
  }
}
