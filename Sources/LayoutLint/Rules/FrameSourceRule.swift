import SwiftSyntax

/// P1 and P3: a child's geometry computed from the laid-out view's own `frame` (P1: `bounds`
/// is meant), or from a container's size before the first layout pass (P3).
enum FrameSourceRule {
  /// Methods whose return value sizes a collection's or table's children.
  static let sizingMethods: Set<String> = [
    "collectionView", "tableView", "sizeForItem", "heightForRow",
  ]

  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    guard [.view, .viewController, .presentationController].contains(scope.typeKind) else {
      return []
    }
    let beforeLayout = scope.runsBeforeLayout(context)
    let inLayoutPass =
      scope.typeName.map { context.layoutMethods(ofType: $0).contains(scope.name) } ?? false
    var flow = GeometryFlow(scope: scope, context: context)
    var sinks: [(child: ExprPath, node: Syntax, read: Syntax?, sources: GeometrySources)] = []
    for event in scope.events {
      switch event {
      case .local(let name, let value?, let node):
        if let made = constructedFrameArgument(value) {
          let found = flow.sources(of: made)
          if !found.0.isEmpty {
            sinks.append((ExprPath([name]), Syntax(made), found.1, found.0))
            continue
          }
        }
        let found = flow.sources(of: value)
        flow.record(name, found.0, at: found.1 ?? Syntax(value))
      case .assign(let target, let value, _, let node):
        if target.components.count >= 1, scope.locals.contains(target.components[0]),
          target.split(at: ["frame", "bounds", "center"]) == nil
        {
          let found = flow.sources(of: value)
          flow.record(target.components[0], found.0, at: found.1 ?? Syntax(value))
          continue
        }
        if let split = target.split(at: ["frame", "bounds", "center"]),
          !scope.isOwnView(split.view),
          !(split.view.components == ["self"])
        {
          let found = flow.sources(of: value, excluding: split.view)
          if !found.0.isEmpty { sinks.append((split.view, node, found.1, found.0)) }
        } else if target.last == "constant", beforeLayout, let owner = target.owner,
          !scope.shadows(owner.components[0]) || owner.components.count > 1
        {
          let found = flow.sources(of: value)
          if found.0.contains(.ownGeometry) {
            sinks.append((target, node, found.1, found.0))
          }
        } else if target.last == "itemSize" || target.last == "estimatedItemSize" {
          let found = flow.sources(of: value)
          if found.0.contains(.ownFrame) {
            sinks.append((target, node, found.1, found.0.intersection(.ownFrame)))
          }
        } else if target.components.count == 1, !scope.shadows(target.components[0]),
          let made = constructedFrameArgument(value)
        {
          let found = flow.sources(of: made)
          if !found.0.isEmpty { sinks.append((target, Syntax(made), found.1, found.0)) }
        }
      case .returnValue(let value):
        if let made = constructedFrameArgument(value) {
          let found = flow.sources(of: made)
          if !found.0.isEmpty {
            sinks.append((ExprPath([scope.name]), Syntax(made), found.1, found.0))
          }
        } else if sizingMethod(scope) {
          let found = flow.sources(of: value)
          if found.0.contains(.ownFrame) {
            sinks.append((ExprPath(["cell"]), Syntax(value), found.1, [.ownFrame]))
          }
        }
      default: break
      }
    }
    var findings: [LintFinding] = []
    var seen: Set<Int> = []
    for sink in sinks {
      let at = sink.read ?? sink.node
      let line = scope.file.location(of: at).line
      let preLayout =
        beforeLayout
        && (sink.sources.contains(.ownGeometry) || sink.sources.contains(.containerGeometry))
        && (sink.child.last != "view" || sink.child.components.count == 1)
        && !constrained(sink.child, in: scope)
        && !overwritten(sink.child, after: sink.node, in: scope)
        && !followsContainer(sink.child, scope, context)
      if preLayout {
        guard seen.insert(line).inserted else { continue }
        findings.append(
          scope.finding(
            .p3, at: at,
            sink.child.last == "constant"
              ? "a constraint constant is computed from the view's size before layout ran "
                + "(\(scope.name)): the view still has its initial (storyboard or zero) size, so "
                + "the constant is wrong on other screens and after rotation; compute it in "
                + "viewDidLayoutSubviews or express it as a multiplier of the view's size"
              : "\(sink.child) gets its frame from its container's size before layout ran (\(scope.name)): "
                + "the container still has its initial (storyboard or zero) size, and the child "
                + "keeps that size when the container is resized for the screen; pin the child "
                + "with constraints, set its autoresizingMask, or lay it out in "
                + (scope.typeKind == .view ? "layoutSubviews" : "viewDidLayoutSubviews")
                + " from bounds"))
      } else if sink.sources.contains(.ownFrameOrigin)
        || (sink.sources.contains(.ownFrame) && inLayoutPass && !beforeLayout)
      {
        guard seen.insert(line).inserted, !tamicOff(sink.child, scope, context) else { continue }
        let own =
          switch scope.typeKind {
          case .view: "its own frame"
          case .presentationController: "containerView.frame"
          default: "view.frame"
          }
        findings.append(
          scope.finding(
            .p1, at: at,
            "\(sink.child) is sized or placed from \(own), which is in the superview's "
              + "coordinate space: children are placed in the view's own space, so any offset "
              + "of the view (a navigation bar, a safe-area inset, a non-zero origin) shifts "
              + "them; use bounds instead"))
      }
    }
    return findings
  }

  private static func sizingMethod(_ scope: FunctionScope) -> Bool {
    guard sizingMethods.contains(scope.name), let decl = scope.decl.as(FunctionDeclSyntax.self)
    else { return false }
    let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
    return labels.contains("sizeForItemAt") || labels.contains("heightForRowAt")
      || scope.name == "sizeForItem" || scope.name == "heightForRow"
  }

  /// The `frame:` argument of a view being created (`UIView(frame: bounds)`).
  private static func constructedFrameArgument(_ value: ExprSyntax) -> ExprSyntax? {
    guard let call = value.as(FunctionCallExprSyntax.self),
      let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
      ref.baseName.text.first?.isUppercase == true, ref.baseName.text != "CGRect"
    else { return nil }
    return call.argument("frame")
  }

  /// Whether the child's frame is written again later in the same pass (the first value is
  /// thrown away).
  private static func overwritten(_ child: ExprPath, after node: Syntax, in scope: FunctionScope)
    -> Bool
  {
    for case .assign(let target, _, "=", let later) in scope.events
    where later.position > node.position {
      if let split = target.split(at: ["frame"]), split.view == child { return true }
    }
    return false
  }

  /// Whether the scope adds constraints to the child (its frame then comes from them; P7 says
  /// when that goes wrong).
  private static func constrained(_ child: ExprPath, in scope: FunctionScope) -> Bool {
    for case .call(let call) in scope.events {
      if AutoresizingRule.constrainedViews(call).contains(child) { return true }
    }
    return false
  }

  private static func tamicOff(_ child: ExprPath, _ scope: FunctionScope, _ context: LintContext)
    -> Bool
  {
    context.tamicOff(in: scope).contains(child)
      || (scope.typeName.map { context.tamicOff(inType: $0).contains(child) } ?? false)
  }

  /// Whether the child follows its container after this: constraints (mask translation
  /// off), a flexible autoresizing mask, a later frame write in the same pass, or a layout
  /// callback that sets its frame again.
  private static func followsContainer(
    _ child: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    if tamicOff(child, scope, context) { return true }
    guard let typeName = scope.typeName else { return false }
    if context.childrenLaidOutInCallbacks(ofType: typeName).contains(child) { return true }
    for other in context.scopes(of: typeName) {
      for case .assign(let target, let value, _, _) in other.events
      where target.last == "autoresizingMask" && target.owner == child {
        if value.trimmedDescription.contains("flexible") { return true }
      }
    }
    return false
  }
}
