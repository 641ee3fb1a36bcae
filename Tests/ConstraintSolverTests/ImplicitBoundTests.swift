import TestSupport
import Testing

@testable import ConstraintSolver

/// Implicit bounds (decision PF35): required `v >= 0` bounds held aside, added for real only when
/// a solution breaks one, before a required constraint, and before questions about the
/// solution, must give what adding them all at first gives.
@Suite struct ImplicitBoundTests {
  /// Rows of "views": a width each, pulled by optional constraints that sometimes want it
  /// negative, some widths tied to others by required sums, all widths bounded below by 0 (as
  /// an eager solver or as implicit bounds).
  private struct Rows {
    let widths: [Variable]
    let container = Variable("container")
    var constraints: [Constraint] = []

    init(count: Int, using rng: inout SplitMix64) {
      widths = (0..<count).map { Variable("w\($0)") }
      constraints.append(container == 300)
      for (index, width) in widths.enumerated() {
        let wanted = Double(rng.int(in: -40...120))
        constraints.append((width == wanted) | Strength(Double(rng.int(in: 100...900))))
        if index > 0, rng.chance(0.4) {
          // A required tie: this width and the previous one share what the container leaves.
          let previous = widths[index - 1]
          constraints.append(width + previous <= container)
        }
        if rng.chance(0.3) {
          constraints.append((width >= Double(rng.int(in: -20...40))) | Strength(500))
        }
      }
    }

    var bounds: [Constraint] { widths.map { $0 >= 0 } }
  }

  /// The values of `variables` after an update.
  private func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    _ = solver.updateVariables()
    return variables.map { solver.value(of: $0) }
  }

  @Test("PF35: broken implicit bounds are added until none is broken, as eager bounds solve")
  func brokenBoundsAreEnforced() throws {
    for seed in 0..<20 {
      var rng = SplitMix64(seed: 0xB0_0000 + UInt64(seed))
      let rows = Rows(count: 40, using: &rng)
      let eager = Solver()
      let implicit = Solver()
      for constraint in rows.constraints {
        try eager.add(constraint)
        try implicit.add(constraint)
      }
      for bound in rows.bounds { try eager.add(bound) }
      implicit.addImplicitBounds(rows.bounds)
      let expected = values(eager, rows.widths)
      let got = values(implicit, rows.widths)
      // Only the broken bounds became rows.
      let held = implicit.implicitBoundCount
      #expect(held > 0 && held < rows.widths.count, "seed \(seed): \(held) held aside")
      for (index, (a, b)) in zip(expected, got).enumerated() {
        // A width the system leaves free may differ; the others are the same. The question
        // adds the implicit bounds for real first, so both systems answer it alike.
        let ambiguous = eager.isAmbiguous(rows.widths[index])
        #expect(implicit.isAmbiguous(rows.widths[index]) == ambiguous)
        if !ambiguous {
          #expect(abs(a - b) < 1e-9, "seed \(seed), w\(index): \(a) against \(b)")
        }
        #expect(b >= -1e-9, "seed \(seed), w\(index) = \(b)")
      }
      #expect(implicit.implicitBoundCount == 0)
    }
  }

  @Test("PF35: only broken bounds become rows, and their variables' changes are reported")
  func onlyBrokenBoundsBecomeRows() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add((a == -10) | Strength(500))
    try solver.add((b == 20) | Strength(500))
    solver.addImplicitBounds([a >= 0, b >= 0])
    let changed = Set(solver.updateVariables().map(ObjectIdentifier.init))
    #expect(solver.value(of: a) == 0 && solver.value(of: b) == 20)
    #expect(changed == Set([a, b].map(ObjectIdentifier.init)))
    #expect(solver.implicitBoundCount == 1)
    // An optional change that breaks the other bound adds it at the next update.
    try solver.add((b == -5) | Strength(800))
    #expect(solver.implicitBoundCount == 1)
    #expect(solver.updateVariables().map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    #expect(solver.value(of: b) == 0 && solver.implicitBoundCount == 0)
  }

  @Test("PF35: a required constraint that cannot hold with a bound is refused, naming the bound")
  func requiredConflictIsRefused() throws {
    let solver = Solver()
    let width = Variable("width")
    let bound = width >= 0
    solver.addImplicitBounds([bound])
    #expect(solver.implicitBoundCount == 1)
    let negative = width == -16
    do {
      try solver.add(negative)
      Issue.record("width == -16 was accepted")
    } catch {
      guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(refused === negative && conflicts.contains { $0 === bound })
    }
    #expect(solver.implicitBoundCount == 0 && solver.contains(bound) && !solver.contains(negative))
    #expect(values(solver, [width]) == [0])
  }

  @Test("PF35: enforcing keeps the changes for the next update and counts a bound that fails")
  func enforcingKeepsChangesAndCountsFailures() throws {
    let solver = Solver()
    let a = Variable("a")
    let c = Variable("c")
    try solver.add(a == -3)
    try solver.add((c == 7) | Strength(500))
    solver.addImplicitBounds([a >= 0, c >= 0])
    solver.enforceImplicitBounds()
    #expect(solver.unsatisfiableCount == 1)
    let changed = Set(solver.updateVariables().map(ObjectIdentifier.init))
    #expect(changed == Set([a, c].map(ObjectIdentifier.init)))
    #expect(solver.value(of: a) == -3 && solver.value(of: c) == 7)
  }

  @Test("PF35: questions about the solution see every bound")
  func questionsSeeEveryBound() throws {
    let solver = Solver()
    let width = Variable("width")
    let other = Variable("other")
    try solver.add(width + other == 100)
    solver.addImplicitBounds([width >= 0, other >= 0])
    _ = solver.updateVariables()
    #expect(solver.implicitBoundCount == 2)
    let range = solver.range(of: width)
    #expect(range.lowerBound == 0 && range.upperBound == 100)
    #expect(solver.implicitBoundCount == 0)
  }
}
