import ConstraintSolver
import Testing

/// Terms and expressions: the operators build the terms and constant as written.
@Suite struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func termDefaultsToCoefficientOne() {
    let t = Term(x)
    #expect(t.variable == x)
    #expect(t.coefficient == 1)
    #expect(Term(x, 3).coefficient == 3)
  }

  @Test func termIsAnExpressionOfItself() {
    let e = Term(x, 3).linearExpression
    #expect(e.terms.map(\.variable) == [x])
    #expect(e.terms.map(\.coefficient) == [3])
    #expect(e.constant == 0)
  }

  @Test func termDescriptionShowsTheCoefficient() {
    #expect(Term(x).description == "x")
    #expect(Term(x, -1).description == "-x")
    #expect(Term(x, 3).description.contains("3"))
  }

  @Test func scaledSumWithConstant() {
    // 2 * x + y - 8 → terms 2·x, 1·y; constant −8.
    let e = 2 * x + y - 8
    #expect(e.terms.map(\.variable) == [x, y])
    #expect(e.terms.map(\.coefficient) == [2, 1])
    #expect(e.constant == -8)
  }

  @Test func negationFlipsEveryTermAndTheConstant() {
    // -(x - y + 3) → −x + y − 3.
    let e = -(x - y + 3)
    #expect(e.terms.map(\.variable) == [x, y])
    #expect(e.terms.map(\.coefficient) == [-1, 1])
    #expect(e.constant == -3)
  }

  @Test func negatedDifferenceOfVariables() {
    // -(x - y) → −x + y.
    let e = -(x - y)
    #expect(e.terms.map(\.coefficient) == [-1, 1])
    #expect(e.constant == 0)
  }

  @Test func divisionScalesTermsAndConstant() {
    // (x + 4) / 2 → 0.5·x + 2.
    let e = (x + 4) / 2
    #expect(e.terms.map(\.coefficient) == [0.5])
    #expect(e.constant == 2)
  }

  @Test func multiplicationWorksOnEitherSide() {
    // 3 * (x + 2) and (x + 2) * 3 → 3·x + 6.
    for e in [3 * (x + 2), (x + 2) * 3] {
      #expect(e.terms.map(\.variable) == [x])
      #expect(e.terms.map(\.coefficient) == [3])
      #expect(e.constant == 6)
    }
  }

  @Test func integerLiteralsAndIntegersAreConstants() {
    let k = 5
    // x + 3 → x + 3; 10 - x → −x + 10; x + k → x + 5 (an Int value, not a literal).
    #expect((x + 3).constant == 3)
    #expect((10 - x).terms.map(\.coefficient) == [-1])
    #expect((10 - x).constant == 10)
    #expect((x + k).constant == 5)
    #expect((k - x).constant == 5)
    #expect(k.linearExpression.terms.isEmpty)
  }

  @Test func doublesAreConstants() {
    let e = 2.5.linearExpression
    #expect(e.terms.isEmpty)
    #expect(e.constant == 2.5)
    #expect((x - 0.25).constant == -0.25)
  }

  @Test func differenceOfExpressionsSubtractsTermsAndConstants() {
    // (x + 1) - (2 * y + 3) → x − 2·y − 2.
    let e = (x + 1) - (2 * y + 3)
    #expect(e.terms.map(\.variable) == [x, y])
    #expect(e.terms.map(\.coefficient) == [1, -2])
    #expect(e.constant == -2)
  }

  @Test func repeatedVariableKeepsItsTermsAsWritten() throws {
    // x + x + x keeps three terms; the solver adds them up: 3·x == 9 → x = 3.
    let e = x + x + x
    #expect(e.terms.count == 3)
    let solver = try Solver.solving([e == 9])
    expectValues([x: 3], in: solver)
  }

  @Test func valueEvaluatesTheExpression() {
    // 2·3 + 4 − 8 = 2.
    let values: [Variable: Double] = [x: 3, y: 4]
    #expect((2 * x + y - 8).value { values[$0] ?? .nan } == 2)
    #expect(Expression(constant: 7).value { _ in .nan } == 7)
  }

  @Test func emptyExpressionIsZero() {
    let e = Expression()
    #expect(e.terms.isEmpty)
    #expect(e.constant == 0)
    #expect(e.value { _ in 1 } == 0)
  }

  @Test func descriptionNamesTheTermsAndConstant() {
    #expect((2 * x + y - 8).description == "2 * x + y - 8")
    #expect((0.5 * x + 1.25).description == "0.5 * x + 1.25")
    #expect(Expression().description == "0")
  }
}
