import TestSupport
import Testing

@testable import ConstraintSolver

/// Seeded cross-checks of the diagnostic queries against independent computations: the quick
/// answers (a basis that already shows a value is determined, a marker that can already move)
/// against full probes, and redundancy by freeing a marker against removal from a fresh
/// solver (decisions A30, A34).
@Suite struct DiagnosticPropertyTests {
  /// A random system over a few variables: equalities and inequalities, required and optional, with
  /// copies of earlier constraints and bounds that may or may not be implied.
  ///
  /// Ambiguous more often than not.
  private struct RandomSystem {
    let variables: [Variable]
    let constraints: [Constraint]
    let solver: Solver

    init(using rng: inout SplitMix64) {
      let n = rng.int(in: 2...5)
      let variables = (0..<n).map { Variable("v\($0)") }
      self.variables = variables
      let hidden = (0..<n).map { _ in Double(rng.int(in: 0...40)) }
      let priorities: [Strength] = [.required, .required, .required, 250, 500, 750]
      var accepted: [Constraint] = []
      let solver = Solver()
      for _ in 0..<rng.int(in: 3...10) {
        let constraint: Constraint
        if let earlier = accepted.last, rng.chance(0.2) {
          constraint = Constraint(earlier.expression, earlier.relation, strength: earlier.strength)
        } else {
          let a = rng.index(below: n)
          let b = (a + 1 + rng.index(below: n - 1)) % n
          let k = Double(rng.element(of: [-2, -1, 1, 2]))
          let lhs =
            rng.chance(0.4) ? variables[a].linearExpression : variables[a] + k * variables[b]
          let atHidden = lhs.value { variable in
            hidden[variables.firstIndex { $0 === variable } ?? 0]
          }
          let slack = Double(rng.int(in: 0...10))
          let relation: Relation = rng.element(of: [.equal, .lessThanOrEqual, .greaterThanOrEqual])
          let constant =
            relation == .equal
            ? atHidden : atHidden + (relation == .lessThanOrEqual ? slack : -slack)
          constraint = Constraint(lhs - constant, relation, strength: rng.element(of: priorities))
        }
        if (try? solver.add(constraint)) != nil { accepted.append(constraint) }
      }
      constraints = accepted
      self.solver = solver
    }
  }

  /// Whether two ranges have the same bounds, within the range tolerance.
  private func same(_ a: ValueRange, _ b: ValueRange) -> Bool {
    func close(_ x: Double?, _ y: Double?) -> Bool {
      switch (x, y) {
      case (nil, nil): return true
      case (let x?, let y?): return abs(x - y) <= ValueRange.tolerance
      default: return false
      }
    }
    return close(a.lowerBound, b.lowerBound) && close(a.upperBound, b.upperBound)
  }

  @Test("5.12: ranges answered from the basis match full probes")
  func quickRangesMatchProbes() throws {
    var rng = SplitMix64(seed: 0xD1A6_0001)
    var quick = 0
    for _ in 0..<300 {
      let system = RandomSystem(using: &rng)
      for variable in system.variables {
        let answered = system.solver.range(of: variable)
        var copy = system.solver.tableau
        let probed = try copy.probeRange(of: variable.linearExpression)
        #expect(
          same(answered, probed), "\(variable): \(answered) vs \(probed)\n\(system.solver.dump)")
        if system.solver.tableau.isEvidentlyDetermined(variable) { quick += 1 }
      }
    }
    // The quick path is taken often enough to matter.
    #expect(quick > 100)
  }

  @Test("A34: redundancy by freeing markers matches removal from a fresh solver")
  func redundancyMatchesRemoval() throws {
    var rng = SplitMix64(seed: 0xD1A6_0002)
    var redundantCount = 0
    for _ in 0..<300 {
      let system = RandomSystem(using: &rng)
      let found = system.solver.redundantConstraints(among: system.constraints)
      for constraint in system.constraints {
        let fresh = Solver()
        for other in system.constraints where other !== constraint { try fresh.add(other) }
        let range = fresh.range(of: constraint.expression)
        let expected: Bool
        switch constraint.relation {
        case .equal:
          expected =
            (range.lowerBound.map { $0 >= -ValueRange.tolerance } ?? false)
            && (range.upperBound.map { $0 <= ValueRange.tolerance } ?? false)
        case .lessThanOrEqual:
          expected = range.upperBound.map { $0 <= ValueRange.tolerance } ?? false
        case .greaterThanOrEqual:
          expected = range.lowerBound.map { $0 >= -ValueRange.tolerance } ?? false
        }
        #expect(found.holds(constraint) == expected, "\(constraint)\n\(system.solver.dump)")
        if expected { redundantCount += 1 }
      }
    }
    #expect(redundantCount > 50)
  }

  @Test("A34: a chain whose markers were released is judged on a copy with every marker")
  func redundancyOnAChainWithReleasedMarkers() throws {
    let chain = try EqualWidthChain(count: 30)
    #expect(chain.solver.tableau.records.values.contains { $0.marker == nil })
    #expect(chain.solver.redundantConstraints(among: chain.constraints).isEmpty)
    // A copy of a constraint deep in the chain makes it and its copy redundant.
    let original = chain.constraints[40]
    let copy = Constraint(original.expression, original.relation)
    try chain.solver.add(copy)
    let found = chain.solver.redundantConstraints(among: chain.constraints + [copy])
    #expect(found.count == 2 && found.holds(original) && found.holds(copy))
  }
}
