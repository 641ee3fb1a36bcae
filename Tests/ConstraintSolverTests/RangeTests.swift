import ConstraintSolver
import Testing

/// The range of a value over the optimal solutions (`Solver.range(of:)`, `isAmbiguous`): the
/// solver side of UIKit's `hasAmbiguousLayout` (spec 5.12).
@Suite struct RangeTests {
  let x = Variable("x")
  let y = Variable("y")
  let left = Variable("left")
  let width = Variable("width")

  @Test("5.12: a variable that one equality fixes has a single value")
  func determinedVariableHasOneValue() throws {
    let solver = try Solver.solving([x == 10, y == x + 5])
    #expect(solver.range(of: y) == ValueRange(lowerBound: 15, upperBound: 15))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
  }

  @Test("5.12: a variable no constraint mentions is unbounded both ways")
  func unknownVariableIsFree() throws {
    let solver = try Solver.solving([x == 10])
    let range = solver.range(of: y)
    #expect(range.isUnbounded)
    #expect(range.description == "(-inf, inf)")
    #expect(solver.isAmbiguous(y))
  }

  @Test("5.12: an edge and a sum leave the width bounded below only")
  func sumWithOneInequalityIsHalfBounded() throws {
    let solver = try Solver.solving([left + width == 100, width >= 20])
    #expect(solver.range(of: width) == ValueRange(lowerBound: 20, upperBound: nil))
    #expect(solver.range(of: left) == ValueRange(lowerBound: nil, upperBound: 80))
    #expect(solver.range(of: width).description == "[20, inf)")
    #expect(solver.range(of: left).description == "(-inf, 80]")
    // The sum itself is determined although neither term is.
    #expect(solver.range(of: left + width) == ValueRange(lowerBound: 100, upperBound: 100))
  }

  @Test("5.12: two required inequalities bound a variable on both sides")
  func twoInequalitiesBoundBothSides() throws {
    let solver = try Solver.solving([x >= 10, x <= 30])
    #expect(solver.range(of: x) == ValueRange(lowerBound: 10, upperBound: 30))
    #expect(solver.range(of: x).description == "[10, 30]")
  }

  @Test("5.7: an optional constraint's optimum is the only optimal solution")
  func optionalConstraintDecides() throws {
    // x == 50 cannot hold; its error is least at x = 30, and only there.
    let solver = try Solver.solving([x >= 10, x <= 30, (x == 50) | 500])
    #expect(solver.range(of: x) == ValueRange(lowerBound: 30, upperBound: 30))
  }

  @Test("5.12: optional constraints tied at one priority leave a range (Apple's second cause)")
  func tiedOptionalConstraintsAreAmbiguous() throws {
    // |x − 100| + |x − 200| is 100 for every x in [100, 200].
    let solver = try Solver.solving([(x == 100) | 500, (x == 200) | 500])
    #expect(solver.range(of: x) == ValueRange(lowerBound: 100, upperBound: 200))
  }

  @Test("5.7: a constraint at the lowest priority still removes ambiguity")
  func weakestConstraintDisambiguates() throws {
    let solver = try Solver.solving([x >= 0, x <= 100, (x == 40) | 1])
    #expect(solver.range(of: x) == ValueRange(lowerBound: 40, upperBound: 40))
  }

  @Test func ignoredEditVariableNoLongerHoldsTheValue() throws {
    let solver = try Solver.solving([x >= 0])
    try solver.addEditVariable(x, strength: 1)
    try solver.suggestValue(42, for: x)
    #expect(solver.range(of: x) == ValueRange(lowerBound: 42, upperBound: 42))
    #expect(
      solver.range(of: x, ignoringEditVariables: [x]) == ValueRange(lowerBound: 0, upperBound: nil))
    #expect(solver.isAmbiguous(x, ignoringEditVariables: [x]))
    // The edit is still there.
    #expect(solver.hasEditVariable(x))
  }

  @Test func ignoredConstraintsAreLeftOut() throws {
    let pin = x == 10
    let solver = try Solver.solving([pin, x <= 20])
    #expect(solver.range(of: x, ignoring: [pin]) == ValueRange(lowerBound: nil, upperBound: 20))
    #expect(solver.contains(pin))
  }

  @Test func queriesLeaveTheSolverBitIdentical() throws {
    let atLeast20 = width >= 20
    let solver = try Solver.solving([left + width == 100, atLeast20, (width == 50) | 250])
    try solver.addEditVariable(x, strength: 10)
    try solver.suggestValue(7, for: x)
    solver.updateVariables()
    let before = solver.dump
    let values = solver.values(of: [left, width, x])
    _ = solver.range(of: left)
    _ = solver.range(of: x, ignoringEditVariables: [x])
    _ = solver.isAmbiguous(y)
    _ = try solver.isRedundant(atLeast20)
    _ = solver.sensitivity(of: [left, width])
    #expect(solver.dump == before)
    #expect(solver.updateVariables().isEmpty)
    #expect(solver.values(of: [left, width, x]).map(\.bitPattern) == values.map(\.bitPattern))
    #expect(values == [50, 50, 7])
  }
}
