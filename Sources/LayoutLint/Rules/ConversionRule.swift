import SwiftSyntax

/// P6: coordinates converted between views by summing frame origins (which ignores transforms,
/// scroll offsets and the views in between), or `convert` called with a rectangle or point
/// that is not in the receiver's (or the `from:` view's) coordinate space.
enum ConversionRule {
  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    var lines: Set<Int> = []
    var originLocals: Set<String> = []
    for case .local(let name, let value?, _) in scope.events {
      if let path = ExprPath(value), path.components.suffix(2) == ["frame", "origin"] {
        originLocals.insert(name)
      }
    }
    func add(_ finding: LintFinding) {
      if lines.insert(finding.line).inserted { findings.append(finding) }
    }
    visit(scope.body) { node in
      if let infix = node.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        op == "+" || op == "+="
      {
        if let summed = summedOrigins(infix.leftOperand, infix.rightOperand, originLocals) {
          add(
            scope.finding(
              .p6, at: infix,
              "adds \(summed.0) to \(summed.1) to move a point between views by hand: this "
                + "ignores transforms, scroll offsets (bounds.origin) and any view in between, "
                + "so the point is wrong as soon as one of them is not plain; use "
                + "convert(_:to:) or convert(_:from:)"))
        }
      }
      if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "convert",
        let message = wrongConvert(call)
      {
        add(scope.finding(.p6, at: call, message))
      }
    }
    for finding in mixedSpaceTests(scope, context) { add(finding) }
    return findings
  }

  /// `rect.contains(point)` or `rect.intersects(other)` where one side is the view's own
  /// `frame` (a controller's `view.frame`: its superview's space) and the other a subview's
  /// `frame` (the space of the view it sits in): the test compares points of two coordinate
  /// spaces (decision LN9).
  private static func mixedSpaceTests(
    _ scope: FunctionScope, _ context: LintContext
  ) -> [LintFinding] {
    var flow = GeometryFlow(scope: scope, context: context)
    var subviewFrameLocals: Set<String> = []
    var findings: [LintFinding] = []
    func subviewFrame(_ expr: some SyntaxProtocol) -> String? {
      for node in GeometryFlow.pathNodes(in: Syntax(expr)) {
        guard let path = ExprPath(node) else { continue }
        if path.components.count == 1, subviewFrameLocals.contains(path.components[0]) {
          return path.components[0]
        }
        guard let split = path.split(at: ["frame"]), split.view.components.count == 1,
          split.view.components != ["self"], !scope.shadows(split.view.components[0]),
          !scope.isOwnView(split.view),
          let type = scope.typeName,
          context.index.property(of: type, named: split.view.components[0]) != nil
        else { continue }
        return "\(split.view).frame"
      }
      for token in expr.tokens(viewMode: .sourceAccurate)
      where token.tokenKind.isIdentifier && subviewFrameLocals.contains(token.text) {
        return token.text
      }
      return nil
    }
    for event in scope.events {
      switch event {
      case .local(let name, let value?, let node):
        let found = flow.sources(of: value)
        flow.record(name, found.0, at: found.1 ?? node)
        if subviewFrame(value) != nil { subviewFrameLocals.insert(name) }
      case .call(let call):
        guard let callee = call.calleeName, ["contains", "intersects"].contains(callee),
          let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          let argument = call.arguments.first?.expression, call.arguments.count == 1
        else { continue }
        let pairs = [(receiver, argument), (argument, receiver)]
        for (own, other) in pairs {
          let (sources, _) = flow.sources(of: own)
          guard sources.contains(.ownFrameOrigin), let subview = subviewFrame(other) else {
            continue
          }
          findings.append(
            scope.finding(
              .p6, at: Syntax(call),
              "tests \(subview) (in the coordinate space of the view it sits in) against this "
                + "view's own frame (in its superview's space): the two rectangles are in "
                + "different coordinate spaces, so the test is off by the view's origin; use "
                + "bounds, or convert one side with convert(_:to:)"))
          break
        }
      default: break
      }
    }
    return findings
  }

  private static func visit(_ node: Syntax, _ body: (Syntax) -> Void) {
    body(node)
    for child in node.children(viewMode: .sourceAccurate) { visit(child, body) }
  }

  /// An operand that is a view's frame origin (`v.frame.origin.x`, `v.frame.minY`), or a point
  /// named as an origin (`origin.x`, `superviewOrigin.y`), with its spelling.
  private static func origin(
    _ expr: ExprSyntax, _ originLocals: Set<String>
  ) -> (view: ExprPath?, text: String)? {
    guard let path = ExprPath(expr) else { return nil }
    let components = path.components
    let axis = ["x", "y", "minX", "minY"]
    guard let last = components.last, axis.contains(last) else { return nil }
    if let split = path.split(at: ["frame"]),
      split.rest == ["origin", "x"] || split.rest == ["origin", "y"] || split.rest == ["minX"]
        || split.rest == ["minY"]
    {
      return (split.view, path.description)
    }
    if components.count >= 2, ["x", "y"].contains(last),
      components[components.count - 2].lowercased().hasSuffix("origin")
        || (components.count == 2 && originLocals.contains(components[0]))
    {
      return (nil, path.description)
    }
    return nil
  }

  private static func summedOrigins(
    _ left: ExprSyntax, _ right: ExprSyntax, _ originLocals: Set<String>
  ) -> (String, String)? {
    guard let lhs = origin(left, originLocals), let rhs = origin(right, originLocals) else {
      return nil
    }
    if lhs.view == nil && rhs.view == nil { return nil }
    if let a = lhs.view, let b = rhs.view, a == b { return nil }
    return (rhs.text, lhs.text)
  }

  private static func wrongConvert(_ call: FunctionCallExprSyntax) -> String? {
    guard let receiver = call.receiverPath, let value = call.arguments.first?.expression,
      let valuePath = ExprPath(value), call.arguments.count == 2,
      let otherArgument = call.arguments.last, let label = otherArgument.label?.text,
      let other = ExprPath(otherArgument.expression)
    else { return nil }
    let split = valuePath.split(at: ["frame", "center", "bounds"])
    if label == "to", receiver == other, split?.property != "bounds" {
      return "converts \(valuePath) from \(receiver) to \(receiver) itself, which changes "
        + "nothing: \(valuePath) is in its superview's coordinate space; convert it from "
        + "the superview (superview.convert(frame, to:)) or convert bounds from the view itself"
    }
    guard let split else { return nil }
    let owner = split.view
    switch (split.property, label) {
    case ("frame", "to"), ("center", "to"):
      if receiver == owner {
        return "\(valuePath) is in the superview's coordinate space, but it is converted from "
          + "\(owner)'s own space; call convert on \(owner).superview, or convert "
          + "\(owner).bounds from \(owner)"
      }
    case ("frame", "from"), ("center", "from"):
      if other == owner {
        return "\(valuePath) is in the superview's coordinate space, not \(owner)'s; "
          + "convert it from \(owner).superview, or convert \(owner).bounds from \(owner)"
      }
      if let parent = owner.owner, parent == other, other.last.lowercased().hasSuffix("cell"),
        owner.last != "contentView"
      {
        return "\(valuePath) is in its superview's coordinate space, which is the cell's "
          + "contentView, not \(other); convert it from \(owner).superview (or convert "
          + "\(owner).bounds from \(owner))"
      }
    case ("bounds", "to"):
      if receiver.components == owner.components + ["superview"] {
        return "\(valuePath) is in \(owner)'s own coordinate space, but it is converted from "
          + "its superview's; call \(owner).convert(\(owner).bounds, to:)"
      }
    default: break
    }
    return nil
  }
}
