import SwiftSyntax

/// P7: constraints added to a view that still translates its autoresizing mask, and the flag
/// turned off where it must not be (a controller's own root view, a cell's content view, a
/// view turning it off for itself).
enum AutoresizingRule {
  static let anchors: Set<String> = [
    "leadingAnchor", "trailingAnchor", "topAnchor", "bottomAnchor", "leftAnchor", "rightAnchor",
    "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
    "lastBaselineAnchor",
  ]

  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    findings += constrainedTranslatingViews(scope, context)
    findings += managedViews(scope, context)
    return findings
  }

  /// Views constrained in this scope that were created in code (or loaded as a xib's root
  /// view) and never have mask translation turned off.
  private static func constrainedTranslatingViews(
    _ scope: FunctionScope, _ context: LintContext
  ) -> [LintFinding] {
    let off = context.tamicOff(in: scope).union(
      scope.typeName.map { context.tamicOff(inType: $0) } ?? [])
    var reported: Set<ExprPath> = []
    var findings: [LintFinding] = []
    for case .call(let call) in scope.events {
      for view in constrainedViews(call) {
        guard !off.contains(view), !reported.contains(view), !managedByUIKit(view, scope),
          let origin = translatingOrigin(of: view, scope, context)
        else { continue }
        reported.insert(view)
        findings.append(finding(view, origin: origin, call: call, scope))
      }
    }
    return findings
  }

  private static func finding(
    _ view: ExprPath, origin: String, call: FunctionCallExprSyntax, _ scope: FunctionScope
  ) -> LintFinding {
    let name = view.description
    let anchor = addition(of: view, in: scope) ?? Syntax(call)
    let statement = StatementEdit.statement(containing: call).map(Syntax.init) ?? Syntax(call)
    return
      scope.finding(
        .p7, at: statement,
        "constraints are added to \(name), which \(origin) and still translates its "
          + "autoresizing mask: UIKit adds fixed-frame constraints that conflict with these "
          + "(unsatisfiable, or silently pinned to its current frame); set "
          + "\(name).translatesAutoresizingMaskIntoConstraints = false before activating them",
        fixIt: StatementEdit.insert(
          "\(name).translatesAutoresizingMaskIntoConstraints = false", before: anchor,
          in: scope.file.text, summary: "turn mask translation off"))
  }

  /// Views UIKit lays out itself once handed over (a navigation item's title view).
  private static func managedByUIKit(_ view: ExprPath, _ scope: FunctionScope) -> Bool {
    for case .assign(let target, let value, _, _) in scope.events
    where target.last == "titleView" && ExprPath(value) == view {
      return true
    }
    return false
  }

  /// The views whose frames a constraint-making call constrains: the first item of an anchor
  /// constraint or `NSLayoutConstraint(item:…)`, every view of a visual format.
  static func constrainedViews(_ call: FunctionCallExprSyntax) -> [ExprPath] {
    if call.calleeName == "constraints",
      let views = call.argument("views")?.as(DictionaryExprSyntax.self),
      case .elements(let elements) = views.content
    {
      return elements.compactMap { ExprPath($0.value) }
    }
    return constrainedView(call).map { [$0] } ?? []
  }

  /// The view whose frame a constraint-making call constrains (the first item).
  static func constrainedView(_ call: FunctionCallExprSyntax) -> ExprPath? {
    guard let name = call.calleeName else { return nil }
    if name.hasPrefix("constraint"), let receiver = call.receiverPath,
      anchors.contains(receiver.last)
    {
      let owner = receiver.owner ?? ExprPath(["self"])
      if owner.last.hasSuffix("Guide") { return nil }
      return owner
    }
    if name == "NSLayoutConstraint", var item = call.argument("item") {
      if let cast = item.as(AsExprSyntax.self) { item = cast.expression }
      return ExprPath(item)
    }
    return nil
  }

  /// Why a view translates its mask (how it was made), or `nil` when that is not known.
  private static func translatingOrigin(
    of view: ExprPath, _ scope: FunctionScope, _ context: LintContext
  ) -> String? {
    let components = view.components
    if components.count == 1, scope.locals.contains(components[0]) {
      for case .local(let name, let value?, _) in scope.events where name == components[0] {
        if let type = constructedType(value), context.index.kind(of: type) == .view {
          return "is created in code (\(type))"
        }
        if loadsNib(value) { return "is a xib's top-level view" }
      }
      return nil
    }
    if components.count == 2, components[1] == "view", components[0] != "self",
      !scope.shadows("view") || components[0] != "view",
      isChildController(components[0], scope, context)
    {
      return "is a child view controller's root view"
    }
    guard components.count == 1, !scope.shadows(components[0]), let type = scope.typeName,
      let property = context.index.property(of: type, named: components[0])
    else { return nil }
    if property.isOutlet {
      if let outlet = context.documents.outlet(components[0], of: type) {
        return outlet.translatesMask ? "is a xib's top-level view" : nil
      }
      return addedAsSubview(view, ofType: type, context) && typeLoadsNib(type, context)
        ? "is a xib's top-level view (the nib's root, added here by hand)" : nil
    }
    if property.initializerTurnsTAMICOff { return nil }
    if let value = property.initializer, let made = constructedType(value),
      context.index.kind(of: made) == .view
    {
      return "is created in code (\(made))"
    }
    for other in context.scopes(of: type) {
      for case .assign(let target, let value, "=", _) in other.events
      where target == view && !other.shadows(components[0]) {
        if let made = constructedType(value), context.index.kind(of: made) == .view {
          return "is created in code (\(made))"
        }
      }
    }
    return nil
  }

  /// Whether a value is a view loaded from a nib (`instantiateFromNib()`,
  /// `loadNibNamed(…)?.first`, `UINib(…).instantiate(…)`).
  private static func loadsNib(_ value: ExprSyntax) -> Bool {
    let text = value.trimmedDescription
    return text.contains("FromNib(") || text.contains("loadNibNamed(")
      || (text.contains("UINib(") && text.contains(".instantiate("))
  }

  private static func typeLoadsNib(_ type: String, _ context: LintContext) -> Bool {
    context.scopes(of: type).contains { scope in
      scope.events.contains {
        if case .call(let call) = $0 {
          return call.calleeName == "loadNibNamed" || call.calleeName == "instantiate"
        }
        return false
      }
    }
  }

  private static func addedAsSubview(_ view: ExprPath, ofType type: String, _ context: LintContext)
    -> Bool
  {
    context.scopes(of: type).contains { scope in
      scope.events.contains {
        if case .call(let call) = $0,
          ["addSubview", "insertSubview"].contains(call.calleeName ?? "")
        {
          return call.arguments.first.flatMap { ExprPath($0.expression) } == view
        }
        return false
      }
    }
  }

  /// The type a value constructs (`UILabel` for `UILabel()` or `UILabel(frame: .zero)`).
  static func constructedType(_ value: ExprSyntax) -> String? {
    guard let call = value.as(FunctionCallExprSyntax.self),
      let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let first = ref.baseName.text.first, first.isUppercase
    else { return nil }
    return ref.baseName.text
  }

  private static func isChildController(
    _ name: String, _ scope: FunctionScope, _ context: LintContext
  ) -> Bool {
    for case .call(let call) in scope.events {
      if ["addChild", "addChildViewController"].contains(call.calleeName ?? ""),
        call.arguments.first.flatMap({ ExprPath($0.expression) })?.components == [name]
      {
        return true
      }
    }
    return false
  }

  /// The call that adds a view to its superview in the scope, for the fix-it's position.
  private static func addition(of view: ExprPath, in scope: FunctionScope) -> Syntax? {
    for case .call(let call) in scope.events {
      guard let name = call.calleeName, ["addSubview", "insertSubview"].contains(name),
        call.arguments.first.flatMap({ ExprPath($0.expression) }) == view
      else { continue }
      return Syntax(call)
    }
    return nil
  }

  private static func isCell(_ scope: FunctionScope, _ context: LintContext) -> Bool {
    var type = scope.typeName
    var seen: Set<String> = []
    while let current = type, seen.insert(current).inserted {
      if current.hasSuffix("Cell") { return true }
      type = context.index.superclass[current]
    }
    return false
  }

  /// Mask translation turned off on views UIKit sizes itself.
  private static func managedViews(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding]
  {
    var findings: [LintFinding] = []
    for case .assign(let target, let value, _, let node) in scope.events
    where target.last == "translatesAutoresizingMaskIntoConstraints"
      && value.trimmedDescription == "false"
    {
      let view = target.owner ?? ExprPath(["self"])
      if scope.typeKind == .viewController, view.components == ["view"], !scope.shadows("view"),
        ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "init"].contains(scope.name)
      {
        findings.append(
          scope.finding(
            .p7, at: node,
            "a view controller's root view is sized by whatever shows it (window, navigation "
              + "or presentation controller) through its frame; turning its mask translation "
              + "off here leaves it without a size; leave it on and let the container set it"))
      } else if view.last == "contentView", !scope.shadows(view.components[0]),
        isCell(scope, context) && view.components == ["contentView"]
      {
        findings.append(
          scope.finding(
            .p7, at: node,
            "a cell's contentView is sized by the cell; turning its mask translation off "
              + "leaves it at zero size unless you pin it yourself; constrain subviews to "
              + "contentView instead"))
      } else if scope.typeKind == .view, view.components == ["self"],
        ["init", "awakeFromNib", "layoutSubviews", "didMoveToSuperview"].contains(scope.name)
      {
        findings.append(
          scope.finding(
            .p7, at: node,
            "a view turns its own mask translation off: whoever adds it decides whether it is "
              + "placed by frame or by constraints, and frame-based users now get a view "
              + "without a size; set the flag where the view is added and constrained"))
      }
    }
    return findings
  }
}
