import TestSupport
import Testing

@testable import ConstraintSolver

/// Rows that keep references to older rows (decision PF33) against rows always substituted:
/// the same operations must give the same value to every determined variable (to the last bits
/// a different order of sums can change), report every changed variable and throw the same
/// errors, and a stacked chain must be stored in linear space.
@Suite struct LazyRowTests {
  /// A solver and its twin that substitutes every row.
  private func pair() -> (lazy: Solver, substituted: Solver) {
    let substituted = Solver()
    substituted.tableau.keepsReferences = false
    return (Solver(), substituted)
  }

  /// A pair (as ``pair()``) holding the same constraints, added in order.
  private func pair(solving constraints: [Constraint]) throws -> (
    lazy: Solver, substituted: Solver
  ) {
    let solvers = pair()
    for constraint in constraints {
      try solvers.lazy.add(constraint)
      try solvers.substituted.add(constraint)
    }
    return solvers
  }

  /// Stacked "views": each has a top and a height; top[i] == top[i-1] + height[i-1] + 8,
  /// heights pulled to content sizes by optional inequalities, as a form's rows are.
  private func stackConstraints(count: Int, using rng: inout SplitMix64) -> (
    variables: [Variable], constraints: [Constraint]
  ) {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var previous: (top: Variable, height: Variable)?
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      variables += [top, height]
      let content = Double(rng.int(in: 10...60))
      constraints.append((height >= content) | Strength(750))
      constraints.append((height <= content) | Strength(250))
      if let previous {
        constraints.append(top == previous.top + previous.height + 8)
      } else {
        constraints.append(top == 20)
      }
      previous = (top, height)
    }
    return (variables, constraints)
  }

  @Test("A stack of rows is stored in linear space and solves as when substituted")
  func stackIsLinear() throws {
    var rng = SplitMix64(seed: 0x9A33_0001)
    let (variables, constraints) = stackConstraints(count: 300, using: &rng)
    let (lazy, substituted) = try pair(solving: constraints)
    let changedLazy = Set(lazy.updateVariables().map(ObjectIdentifier.init))
    let changedSubstituted = Set(substituted.updateVariables().map(ObjectIdentifier.init))
    #expect(changedLazy == changedSubstituted)
    for variable in variables {
      #expect(lazy.value(of: variable) == substituted.value(of: variable))
    }
    let cells = { (solver: Solver) in
      solver.tableau.rows.indices.filter { solver.tableau.isBasic[$0] }
        .reduce(0) { $0 + solver.tableau.rows[$1].count }
    }
    // Substituted, the last top holds two symbols per height above it: about N² cells.
    #expect(cells(substituted) > 300 * 300 / 2)
    #expect(cells(lazy) < 300 * 8)
  }

  @Test("Random operations on stacks give the same values, changes and errors", arguments: 0..<8)
  func randomOperationsMatch(seed: Int) throws {
    var rng = SplitMix64(seed: 0x9A33_0100 &+ UInt64(seed))
    let (variables, base) = stackConstraints(count: rng.int(in: 3...40), using: &rng)
    let (lazy, substituted) = pair()
    var present: [Constraint] = []
    var absent = base
    let edited = variables[0]
    var editing = false
    var allVariables = variables
    for step in 0..<400 {
      let choice = rng.int(in: 0...9)
      var operation: (Solver) throws -> Void
      if choice < 4, !absent.isEmpty {
        let constraint = absent.remove(at: rng.int(in: 0...(absent.count - 1)))
        present.append(constraint)
        operation = { try $0.add(constraint) }
      } else if choice < 6, !present.isEmpty {
        let constraint = present.remove(at: rng.int(in: 0...(present.count - 1)))
        absent.append(constraint)
        operation = { try $0.remove(constraint) }
      } else if choice < 7, !present.isEmpty {
        let index = rng.int(in: 0...(present.count - 1))
        let old = present[index]
        let new = Constraint(
          old.expression + Double(rng.int(in: -5...5)), old.relation, strength: old.strength)
        present[index] = new
        if let position = absent.firstIndex(where: { $0 === old }) { absent.remove(at: position) }
        operation = { try $0.replace(old, with: new) }
      } else if choice < 8 {
        if editing {
          let value = Double(rng.int(in: -100...100))
          operation = { try $0.suggestValue(value, for: edited) }
        } else {
          editing = true
          operation = { try $0.addEditVariable(edited, strength: Strength(500)) }
        }
      } else if choice < 9 {
        // A new variable tied to an existing one: its row may name that variable's row.
        let other = rng.element(of: variables)
        let fresh = Variable("fresh\(step)")
        allVariables.append(fresh)
        let constraint = fresh == other * 2 + Double(rng.int(in: 0...9))
        present.append(constraint)
        operation = { try $0.add(constraint) }
      } else {
        let first = rng.element(of: variables)
        let second = rng.element(of: variables)
        let constraint =
          (rng.chance(0.5) ? first <= second + 100 : first == second) | Strength(100)
        present.append(constraint)
        operation = { try $0.add(constraint) }
      }
      let before = Dictionary(
        uniqueKeysWithValues: allVariables.map { (ObjectIdentifier($0), lazy.value(of: $0)) })
      var lazyError: String?
      var substitutedError: String?
      do { try operation(lazy) } catch { lazyError = "\(error)" }
      do { try operation(substituted) } catch { substitutedError = "\(error)" }
      #expect(lazyError == substitutedError, "step \(step)")
      let changedLazy = Set(lazy.updateVariables().map(ObjectIdentifier.init))
      _ = substituted.updateVariables()
      for variable in allVariables {
        let previous = before[ObjectIdentifier(variable)] ?? 0
        let a = lazy.value(of: variable)
        let b = substituted.value(of: variable)
        // Where the two differ, the system leaves the variable free among optimal solutions:
        // a removal may then pivot in one and rebuild in the other (a lazy row keeps markers
        // that a substituted one releases) and reach another optimum.
        if abs(a - b) > 1e-6 * max(1, abs(b)) {
          #expect(substituted.isAmbiguous(variable), "step \(step): \(variable) \(a) != \(b)")
          #expect(lazy.isAmbiguous(variable), "step \(step): \(variable) \(a) != \(b)")
        }
        // Every change is reported (the engine lays out what changed); sums taken in another
        // order may differ in the last bits, so a change below the tolerance may be reported.
        if abs(a - previous) > 1e-6 * max(1, abs(previous)) {
          #expect(changedLazy.contains(ObjectIdentifier(variable)), "step \(step): \(variable)")
        }
      }
    }
  }

  @Test("Diagnostics read lazy rows in substituted form")
  func diagnosticsMatch() throws {
    var rng = SplitMix64(seed: 0x9A33_0200)
    let (variables, constraints) = stackConstraints(count: 12, using: &rng)
    let (lazy, substituted) = try pair(solving: constraints)
    let last = variables[variables.count - 2]
    #expect(lazy.range(of: last) == substituted.range(of: last))
    #expect(lazy.isAmbiguous(last) == substituted.isAmbiguous(last))
    let lazySensitivity = lazy.sensitivity(of: [last]).constraints.map(ObjectIdentifier.init)
    let substitutedSensitivity = substituted.sensitivity(of: [last]).constraints
      .map(ObjectIdentifier.init)
    #expect(Set(lazySensitivity) == Set(substitutedSensitivity))
    #expect(!lazySensitivity.isEmpty)
    let redundant = try lazy.isRedundant(constraints[2])
    #expect(redundant == (try substituted.isRedundant(constraints[2])))
    // The tableau itself stayed lazy: diagnostics work on copies.
    #expect(lazy.tableau.hasLazyRows)
  }
}
