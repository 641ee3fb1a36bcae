import SwiftSyntax

/// P4: a stored Bool flag that lets code in a layout callback run once (`if !didSetup {
/// didSetup = true … }`), the usual workaround for geometry read before layout (P3).
enum OneShotFlagRule {
  static let callbacks: Set<String> = [
    "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSublayers",
  ]

  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    guard callbacks.contains(scope.name), scope.isOverride, let typeName = scope.typeName else {
      return []
    }
    var findings: [LintFinding] = []
    for (keyword, flag, guarded) in conditions(in: scope.body) {
      guard !scope.shadows(flag), context.index.property(of: typeName, named: flag) != nil,
        assigns(flag, in: guarded, scope: scope)
      else { continue }
      findings.append(
        scope.finding(
          .p4, at: keyword,
          "'\(flag)' makes this layout code run only once: it works around geometry that is "
            + "not final yet, and it does not run again when the size changes (rotation, split "
            + "view, Dynamic Type); make the code idempotent and run it on every pass from "
            + "bounds, or pin the views with constraints"))
    }
    return findings
  }

  /// `if`/`guard` statements whose condition is a single flag (`flag`, `!flag`, `flag ==
  /// false`), with the flag's name and the code it guards.
  private static func conditions(in body: Syntax) -> [(Syntax, String, Syntax)] {
    var result: [(Syntax, String, Syntax)] = []
    func visit(_ node: Syntax) {
      if let ifExpr = node.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
        let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
        let flag = flagName(condition)
      {
        result.append((Syntax(ifExpr.ifKeyword), flag, Syntax(ifExpr.body)))
      }
      if let guardStmt = node.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
        let condition = guardStmt.conditions.first?.condition.as(ExprSyntax.self),
        let flag = flagName(condition), let block = guardStmt.parent?.parent
      {
        result.append((Syntax(guardStmt.guardKeyword), flag, block))
      }
      if node.is(ClosureExprSyntax.self) { return }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(body)
    return result
  }

  private static func flagName(_ condition: ExprSyntax) -> String? {
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return flagName(prefix.expression)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self),
      ["==", "!="].contains(op.operator.text),
      ["true", "false"].contains(infix.rightOperand.trimmedDescription)
    {
      return flagName(infix.leftOperand)
    }
    guard let path = ExprPath(condition), path.components.count == 1 else { return nil }
    return path.components[0]
  }

  /// Whether the guarded code sets the flag to a Bool literal (directly or in a `defer`).
  private static func assigns(_ flag: String, in block: Syntax, scope: FunctionScope) -> Bool {
    for case .assign(let target, let value, "=", let node) in scope.events
    where target.components == [flag] && ["true", "false"].contains(value.trimmedDescription) {
      if node.position >= block.position && node.endPosition <= block.endPosition { return true }
    }
    return false
  }
}
