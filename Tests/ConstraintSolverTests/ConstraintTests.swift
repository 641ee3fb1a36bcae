import ConstraintSolver
import Testing

/// Constraints: the relation operators, `|` strength, and identity semantics.
@Suite struct ConstraintTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func equalityMovesTheRightSideToTheLeft() {
    // x + 8 == y → x − y + 8 == 0.
    let c = x + 8 == y
    #expect(c.relation == .equal)
    #expect(c.expression.terms.map(\.variable) == [x, y])
    #expect(c.expression.terms.map(\.coefficient) == [1, -1])
    #expect(c.expression.constant == 8)
  }

  @Test func lessThanOrEqualKeepsItsDirection() {
    // x <= 2 * y → x − 2·y <= 0.
    let c = x <= 2 * y
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.expression.terms.map(\.coefficient) == [1, -2])
  }

  @Test func greaterThanOrEqualKeepsItsDirection() {
    // x >= 10 → x − 10 >= 0.
    let c = x >= 10
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.expression.terms.map(\.coefficient) == [1])
    #expect(c.expression.constant == -10)
  }

  @Test func constantOnTheLeft() {
    // 10 <= x → 10 − x <= 0.
    let c = 10 <= x
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.expression.terms.map(\.coefficient) == [-1])
    #expect(c.expression.constant == 10)
  }

  @Test func relationsMeanWhatTheySayInTheSolver() throws {
    // Each pull @500 goes the wrong way, so the required bound is where x ends up.
    let below = try Solver.solving([x <= 5, (x == 10) | 500])
    expectValues([x: 5], in: below)
    let above = try Solver.solving([x >= 5, (x == 0) | 500])
    expectValues([x: 5], in: above)
    let flipped = try Solver.solving([10 <= x, (x == 0) | 500])
    expectValues([x: 10], in: flipped)
  }

  @Test func operatorsMakeRequiredConstraints() {
    #expect((x == 1).strength == .required)
    #expect((x <= 1).strength.isRequired)
    #expect(Constraint(x.linearExpression, .equal).strength == .required)
  }

  @Test func barSetsTheStrengthAndKeepsTheRest() {
    let required = x + 1 <= y
    let optional = required | 750
    #expect(optional.strength == Strength(750))
    #expect(optional.relation == .lessThanOrEqual)
    #expect(optional.expression.terms.map(\.coefficient) == [1, -1])
    #expect(optional.expression.constant == 1)
    #expect(required.strength == .required)
  }

  @Test func barMakesANewConstraint() {
    let c = x == 1
    let d = c | 750
    #expect(c !== d)
    #expect(c != d)
  }

  @Test func barAcceptsFractionalStrengths() {
    #expect(((x == 1) | 999.5).strength.priority == 999.5)
    #expect(((x == 1) | Strength(0.5)).strength.priority == 0.5)
  }

  @Test func initialiserTakesAStrength() {
    let c = Constraint(x - 3, .greaterThanOrEqual, strength: 250)
    #expect(c.strength == 250)
    #expect(c.relation == .greaterThanOrEqual)
  }

  @Test func constraintsAreIdentifiedByIdentity() {
    let a = x == 1
    let b = x == 1
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func equalConstraintsAreSeparateInTheSolver() throws {
    // Two objects with the same expression are two constraints: no duplicate error, and
    // removing one leaves the other.
    let a = x == 1
    let b = x == 1
    let solver = try Solver.solving([a, b])
    try solver.remove(a)
    #expect(!solver.contains(a))
    #expect(solver.contains(b))
    solver.updateVariables()
    expectValues([x: 1], in: solver)
  }

  @Test func relationDescriptions() {
    #expect(Relation.equal.description == "==")
    #expect(Relation.lessThanOrEqual.description == "<=")
    #expect(Relation.greaterThanOrEqual.description == ">=")
  }

  @Test func descriptionShowsExpressionRelationAndStrength() {
    let required = (x >= 10).description
    #expect(required.contains("x"))
    #expect(required.contains(">="))
    #expect(required.hasSuffix("required"))
    #expect(((x == y) | 750).description.hasSuffix("750"))
    #expect(((x == y) | 999.5).description.hasSuffix("999.5"))
  }

  @Test func canBeSharedAcrossTasks() async {
    let c = (x == 1) | 250
    let priority = await Task.detached { c.strength.priority }.value
    #expect(priority == 250)
  }
}
