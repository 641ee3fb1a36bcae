import Testing

@testable import ConstraintSolver

/// Which constraints the current values depend on (`Solver.sensitivity(of:)`): the solver side
/// of UIKit's `constraintsAffectingLayout(for:)` (spec 5.12, decision A31).
@Suite struct SensitivityTests {
  let left = Variable("left")
  let right = Variable("right")
  let width = Variable("width")
  let x = Variable("x")

  @Test("5.12: a value depends on the constraints it rests on, mentioned or not")
  func chainOfEqualities() throws {
    let edge = left == 8
    let sum = right == left + width
    let size = width == 100
    let solver = try Solver.solving([edge, sum, size])
    #expect(solver.sensitivity(of: [right]).constraints == [edge, sum, size])
    #expect(solver.sensitivity(of: [left]).constraints == [edge])
    #expect(solver.sensitivity(of: [width]).constraints == [size])
    #expect(solver.sensitivity(of: [left, width]).constraints == [edge, size])
    #expect(solver.sensitivity(of: [right]).editVariables.isEmpty)
  }

  @Test func slackInequalityDoesNotCountAndATightOneDoes() throws {
    let pin = x == 10
    let floor = x >= 0
    let solver = try Solver.solving([floor, pin])
    #expect(solver.sensitivity(of: [x]).constraints == [pin])

    let limit = x >= 10
    let wish = (x == 0) | 500
    let other = try Solver.solving([limit, wish])
    // x rests on the tight limit; the violated wish absorbs a change of its own constant.
    #expect(other.sensitivity(of: [x]).constraints == [limit])
  }

  @Test func satisfiedOptionalConstraintCounts() throws {
    let wish = (x == 40) | 250
    let solver = try Solver.solving([x >= 0, wish])
    #expect(solver.sensitivity(of: [x]).constraints == [wish])
  }

  @Test func redundantEqualityDoesNotCount() throws {
    let first = x == 10
    let second = x == 10
    let solver = try Solver.solving([first, second])
    #expect(solver.sensitivity(of: [x]).constraints == [first])
  }

  @Test func editVariablesAreReportedApart() throws {
    let root = Variable("root")
    let inset = width == root - 16
    let solver = try Solver.solving([inset])
    try solver.addEditVariable(root, strength: 999)
    try solver.suggestValue(320, for: root)
    let found = solver.sensitivity(of: [width])
    #expect(found.constraints == [inset])
    #expect(found.editVariables == [root])
  }

  @Test func freeAndUnknownVariablesDependOnNothing() throws {
    let solver = try Solver.solving([left + width == 100])
    let found = solver.sensitivity(of: [x])
    #expect(found.constraints.isEmpty && found.editVariables.isEmpty)
  }

  // A long equal-width chain releases markers (the marker budget); the answer then comes from a
  // copy with every marker, and still names every constraint the last view rests on.
  @Test func releasedMarkersAreTracedOnAFullCopy() throws {
    let chain = try EqualWidthChain(count: 30)
    chain.solver.updateVariables()
    #expect(chain.solver.tableau.records.values.contains { $0.marker == nil })
    let last = try #require(chain.xs.last)
    let found = chain.solver.sensitivity(of: [last])
    #expect(found.constraints == chain.constraints)
    #expect(found.editVariables == [chain.root])
  }
}
