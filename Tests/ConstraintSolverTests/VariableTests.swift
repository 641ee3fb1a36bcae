import ConstraintSolver
import Testing

/// Variables: identity, names and their use as expressions.
@Suite struct VariableTests {
  @Test func keepsItsName() {
    #expect(Variable("width").name == "width")
    #expect(Variable("width").description == "width")
  }

  @Test func unnamedVariableHasAGeneratedDescription() {
    let v = Variable()
    #expect(v.name.isEmpty)
    #expect(v.description.hasPrefix("v"))
    #expect(v.description.count > 1)
  }

  @Test func equalsOnlyItself() {
    let a = Variable("x")
    let b = Variable("x")
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func hashesByIdentity() {
    let a = Variable("x")
    let table: [Variable: Int] = [a: 1, Variable("x"): 2]
    #expect(table[a] == 1)
    #expect(table.count == 2)
  }

  @Test func isALinearExpressionWithOneUnitTerm() {
    let x = Variable("x")
    let e = x.linearExpression
    #expect(e.terms.map(\.variable) == [x])
    #expect(e.terms.map(\.coefficient) == [1])
    #expect(e.constant == 0)
  }

  @Test func variablesWithTheSameNameAreSolvedIndependently() throws {
    let a = Variable("x")
    let b = Variable("x")
    let solver = try Solver.solving([a == 3, b == 4])
    expectValues([a: 3, b: 4], in: solver)
  }

  @Test func canBeSharedAcrossTasks() async {
    let x = Variable("shared")
    let name = await Task.detached { x.name }.value
    #expect(name == "shared")
  }
}
