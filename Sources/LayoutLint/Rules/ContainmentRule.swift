import SwiftSyntax

/// P5: child view controller containment.
///
/// Adding: `addChild(child)` (which calls `willMove(toParent:)` itself), the child's view added
/// to the parent's hierarchy, then `child.didMove(toParent: self)`. Removing: `child.willMove(toParent: nil)`, the view removed,
/// then `child.removeFromParent()` (which calls `didMove(toParent: nil)` itself).
enum ContainmentRule {
  private struct Call {
    let call: FunctionCallExprSyntax
    let order: Int
  }

  private struct Child {
    var addChild: [Call] = []
    var didMoveToParent: [Call] = []
    var willMoveToParent: [Call] = []
    var willMoveToNil: [Call] = []
    var didMoveToNil: [Call] = []
    var removeFromParent: [Call] = []
    var addSubview: [Call] = []
    var removeFromSuperview: [Call] = []
  }

  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    guard
      scope.typeKind == .viewController || scope.typeKind == .view
        || scope.typeKind == .other || scope.typeKind == .presentationController
    else { return [] }
    var children: [ExprPath: Child] = [:]
    var order = 0
    for case .call(let call) in scope.events {
      order += 1
      guard let name = call.calleeName else { continue }
      let entry = Call(call: call, order: order)
      let receiver = call.receiverPath ?? ExprPath(["self"])
      let isNil = call.arguments.first?.expression.trimmedDescription == "nil"
      switch name {
      case "addChild", "addChildViewController":
        if let child = call.arguments.first.flatMap({ ExprPath($0.expression) }) {
          children[child, default: Child()].addChild.append(entry)
        }
      case "didMove" where call.labels.first?.hasPrefix("toParent") == true:
        if isNil {
          children[receiver, default: Child()].didMoveToNil.append(entry)
        } else {
          children[receiver, default: Child()].didMoveToParent.append(entry)
        }
      case "willMove" where call.labels.first?.hasPrefix("toParent") == true:
        if isNil {
          children[receiver, default: Child()].willMoveToNil.append(entry)
        } else {
          children[receiver, default: Child()].willMoveToParent.append(entry)
        }
      case "removeFromParent", "removeFromParentViewController":
        children[receiver, default: Child()].removeFromParent.append(entry)
      case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
        if let view = call.arguments.first.flatMap({ ExprPath($0.expression) }),
          view.last == "view", let child = view.owner
        {
          children[child, default: Child()].addSubview.append(entry)
        }
      case "removeFromSuperview":
        if receiver.last == "view", let child = receiver.owner {
          children[child, default: Child()].removeFromSuperview.append(entry)
        }
      default:
        break
      }
    }
    var findings: [LintFinding] = []
    let text = scope.file.text
    for (path, child) in children.sorted(by: { $0.key.description < $1.key.description }) {
      let name = path.description
      if let add = child.addChild.first {
        if child.didMoveToParent.isEmpty && !didMoveElsewhere(path, scope, context) {
          findings.append(
            scope.finding(
              .p5, at: add.call,
              "\(name) is added as a child but never told didMove(toParent:): it does not finish "
                + "the transition (appearance forwarding and its own containment logic wait for "
                + "it); call \(name).didMove(toParent: self) after adding its view"))
        }
        for will in child.willMoveToParent where will.order < add.order {
          findings.append(
            scope.finding(
              .p5, at: will.call,
              "willMove(toParent:) before addChild is redundant: addChild calls it, so \(name) "
                + "receives it twice; remove this call",
              fixIt: StatementEdit.delete(will.call, in: text, summary: "remove the call")))
        }
        for did in child.didMoveToParent where did.order < add.order {
          findings.append(
            scope.finding(
              .p5, at: did.call,
              "didMove(toParent:) comes before addChild: \(name) is told it moved before it has a "
                + "parent; call it after addChild and after adding its view",
              fixIt: StatementEdit.move(
                add.call, before: did.call, in: text, summary: "move addChild before didMove")))
        }
        for sub in child.addSubview where sub.order < add.order {
          findings.append(
            scope.finding(
              .p5, at: sub.call,
              "\(name).view is added to the hierarchy before addChild(\(name)): the child gets "
                + "appearance callbacks without a parent; call addChild first",
              fixIt: StatementEdit.move(
                add.call, before: sub.call, in: text, summary: "move addChild before addSubview")))
        }
      } else if let sub = child.addSubview.first, sub.call.receiverPath?.last != "window",
        looksLikeController(path, scope, context),
        !addChildElsewhere(path, scope, context)
      {
        findings.append(
          scope.finding(
            .p5, at: sub.call,
            "\(name).view is added without addChild(\(name)): the controller gets no appearance, "
              + "rotation or trait callbacks and is not in the responder chain as a child; call "
              + "addChild, add the view, then didMove(toParent:)"))
      }
      if let remove = child.removeFromParent.first {
        let announced = child.willMoveToNil.contains { $0.order < remove.order }
        if !announced && !willMoveElsewhere(path, scope, context) {
          findings.append(
            scope.finding(
              .p5, at: remove.call,
              "\(name) is removed without willMove(toParent: nil): it is not told it is leaving "
                + "its parent; call \(name).willMove(toParent: nil) first",
              fixIt: StatementEdit.insert(
                "\(name).willMove(toParent: nil)", before: remove.call, in: text,
                summary: "insert willMove(toParent: nil)")))
        }
        for did in child.didMoveToNil where did.order > remove.order {
          findings.append(
            scope.finding(
              .p5, at: did.call,
              "didMove(toParent: nil) after removeFromParent is redundant: removeFromParent "
                + "calls it, so \(name) receives it twice; remove this call",
              fixIt: StatementEdit.delete(did.call, in: text, summary: "remove the call")))
        }
      } else if let will = child.willMoveToNil.first, !child.removeFromSuperview.isEmpty,
        !removeElsewhere(path, scope, context)
      {
        findings.append(
          scope.finding(
            .p5, at: will.call,
            "\(name) is told it will leave its parent and its view is removed, but "
              + "removeFromParent() is never called: the parent keeps it as a child; call "
              + "\(name).removeFromParent() after removing the view"))
      }
    }
    return findings
  }

  /// The type's other functions, where the same child can be reached: none when the child is
  /// this function's parameter or local.
  private static func otherScopes(
    _ scope: FunctionScope, _ context: LintContext, for path: ExprPath? = nil
  ) -> [FunctionScope] {
    if let root = path?.components.first, scope.shadows(root) { return [] }
    guard let type = scope.typeName else { return [] }
    return context.scopes(of: type).filter { $0.decl != scope.decl }
  }

  private static func calls(
    _ names: Set<String>, on path: ExprPath, in scopes: [FunctionScope], argument: Bool = false
  ) -> Bool {
    for other in scopes {
      for case .call(let call) in other.events {
        guard let name = call.calleeName, names.contains(name) else { continue }
        let subject =
          argument
          ? call.arguments.first.flatMap { ExprPath($0.expression) }
          : (call.receiverPath ?? ExprPath(["self"]))
        if subject == path { return true }
      }
    }
    return false
  }

  private static func didMoveElsewhere(
    _ path: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    calls(["didMove"], on: path, in: otherScopes(scope, context, for: path))
  }

  private static func willMoveElsewhere(
    _ path: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    // (another method announcing this child's removal, or, for a child reached through a
    // subscript, any child's)
    otherScopes(scope, context, for: path).contains { other in
      other.events.contains {
        guard case .call(let call) = $0, call.calleeName == "willMove",
          call.arguments.first?.expression.trimmedDescription == "nil"
        else { return false }
        return path.components.contains("[]") || (call.receiverPath ?? ExprPath(["self"])) == path
      }
    }
  }

  private static func removeElsewhere(
    _ path: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    calls(
      ["removeFromParent", "removeFromParentViewController"], on: path,
      in: otherScopes(scope, context, for: path))
  }

  private static func addChildElsewhere(
    _ path: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    calls(
      ["addChild", "addChildViewController"], on: path, in: otherScopes(scope, context, for: path),
      argument: true)
  }

  private static func looksLikeController(
    _ path: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    let last = path.last
    if last == "self" || last == "super" { return false }
    if let type = scope.typeName, path.components.count == 1,
      let property = context.index.property(of: type, named: last),
      let typeName = property.typeName
        ?? property.initializer.flatMap({ AutoresizingRule.constructedType($0) })
    {
      return context.index.kind(of: typeName) == .viewController
    }
    if path.components.count == 1 {
      for case .local(let name, let value?, _) in scope.events where name == last {
        let text = value.trimmedDescription
        if text.contains("instantiateViewController")
          || text.contains("instantiateInitialViewController")
        {
          return true
        }
        var type = AutoresizingRule.constructedType(value)
        if type == nil,
          let cast = value.as(AsExprSyntax.self)
            ?? value.as(TryExprSyntax.self)?.expression.as(AsExprSyntax.self)
        {
          type = simpleTypeName(cast.type)
        }
        if let type { return context.index.kind(of: type) == .viewController }
      }
    }
    let lower = last.lowercased()
    return lower.hasSuffix("controller") || last.hasSuffix("VC")
  }
}
