import SwiftSyntax

/// Where a value's geometry comes from, for P1 and P3: the laid-out view's own `frame`, and
/// any container's `bounds` or `frame` (the view's own, a controller's `view`, or another view
/// the type keeps).
struct GeometrySources: OptionSet, Hashable {
  let rawValue: Int
  /// The view's own `frame` (a controller's `view.frame`).
  static let ownFrame = GeometrySources(rawValue: 1)
  /// The own view's `bounds` or `frame`.
  static let ownGeometry = GeometrySources(rawValue: 2)
  /// Another container's `bounds` or `frame` (a property of the type).
  static let containerGeometry = GeometrySources(rawValue: 4)
  /// The own `frame`'s origin (the whole rectangle, `origin`, `minX`, `midY`…): what differs
  /// from `bounds` even without a transform.
  static let ownFrameOrigin = GeometrySources(rawValue: 8)
}

/// Reads the geometry sources of expressions in one scope, following locals (in source order)
/// and the type's methods whose results come from the own frame.
struct GeometryFlow {
  let scope: FunctionScope
  let context: LintContext
  /// Sources of the locals, as assigned so far.
  var locals: [String: GeometrySources] = [:]
  /// Where each source was read (the first read), for the finding's column.
  var reads: [String: Syntax] = [:]
  private var methodDepth: Int

  init(scope: FunctionScope, context: LintContext, methodDepth: Int = 0) {
    self.scope = scope
    self.context = context
    self.methodDepth = methodDepth
  }

  /// The sources an expression reads, and the first node that reads the own frame or a
  /// container's geometry.
  func sources(of expr: some SyntaxProtocol, excluding child: ExprPath? = nil) -> (
    GeometrySources, Syntax?
  ) {
    var result: GeometrySources = []
    var first: Syntax?
    var firstOwn: Syntax?
    for node in Self.pathNodes(in: Syntax(expr)) {
      guard let path = ExprPath(node) else { continue }
      let found = classify(path, excluding: child)
      if !found.isEmpty {
        result.formUnion(found)
        if first == nil { first = Syntax(node) }
        if firstOwn == nil, found.contains(.ownFrame) { firstOwn = Syntax(node) }
      }
    }
    for token in expr.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      guard let local = locals[token.text], !local.isEmpty,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
      if member == nil || member?.base?.id == reference.id {
        result.formUnion(local)
        if first == nil { first = reads[token.text] ?? Syntax(token) }
        if local.contains(.ownFrame) {
          let read = reads[token.text] ?? Syntax(token)
          if firstOwn.map({ read.position < $0.position }) ?? true { firstOwn = read }
        }
      }
    }
    if methodDepth < 2, let typeName = scope.typeName {
      for call in Self.calls(in: Syntax(expr)) {
        guard let callee = call.calleeName, call.receiverPath?.components == ["self"],
          scope.shadows(callee) == false
        else { continue }
        for method in context.scopes(of: typeName)
        where method.name == callee && method.decl != scope.decl {
          var flow = GeometryFlow(scope: method, context: context, methodDepth: methodDepth + 1)
          let (found, read) = flow.returnedSources()
          let returned = found.intersection([.ownFrame, .ownFrameOrigin])
          if !returned.isEmpty {
            result.formUnion(returned)
            // (the read inside the helper, when it is in the same file)
            if firstOwn == nil {
              firstOwn = method.file === scope.file ? (read ?? Syntax(call)) : Syntax(call)
            }
          }
        }
      }
    }
    return (result, firstOwn ?? first)
  }

  /// Follows the scope's locals and returns what its return values read.
  mutating func returnedSources() -> (GeometrySources, Syntax?) {
    var result: GeometrySources = []
    var read: Syntax?
    for event in scope.events {
      switch event {
      case .local(let name, let value?, let node):
        let found = sources(of: value)
        record(name, found.0, at: found.1 ?? node)
      case .assign(let target, let value, _, let node)
      where target.components.count >= 1 && scope.locals.contains(target.components[0]):
        let found = sources(of: value)
        record(target.components[0], found.0, at: found.1 ?? node)
      case .returnValue(let value):
        let found = sources(of: value)
        result.formUnion(found.0)
        if read == nil, found.0.contains(.ownFrame) { read = found.1 }
      default: break
      }
    }
    return (result, read)
  }

  /// Notes a local's sources (merged with what it had).
  mutating func record(_ name: String, _ found: GeometrySources, at node: Syntax) {
    guard !found.isEmpty else { return }
    locals[name, default: []].formUnion(found)
    if reads[name] == nil { reads[name] = node }
  }

  private func classify(_ path: ExprPath, excluding child: ExprPath?) -> GeometrySources {
    guard let split = path.split(at: ["frame", "bounds"]), split.rest.first != "frame" else {
      return []
    }
    let view = split.view
    if let child, view == child || view.hasPrefix(child) { return [] }
    if scope.isOwnView(view) || (view.components == ["self"] && scope.typeKind == .view) {
      if view.components == ["self"], !path.isExplicitSelf, scope.shadows(split.property) {
        return []
      }
      guard split.property == "frame" else { return [.ownGeometry] }
      let origin: Set<String> = [
        "origin", "minX", "minY", "midX", "midY", "maxX", "maxY", "x", "y",
      ]
      if split.rest.isEmpty || origin.contains(split.rest[0]) {
        return [.ownFrame, .ownFrameOrigin, .ownGeometry]
      }
      return [.ownFrame, .ownGeometry]
    }
    if view.components.count == 1, view.components[0] != "self", !scope.shadows(view.components[0]),
      let type = scope.typeName, context.index.property(of: type, named: view.components[0]) != nil
    {
      return [.containerGeometry]
    }
    return []
  }

  /// The outermost member paths and names in an expression (`a.b.frame.width`, not `a.b`).
  static func pathNodes(in root: Syntax) -> [ExprSyntax] {
    var result: [ExprSyntax] = []
    func visit(_ node: Syntax) {
      if let expr = node.as(ExprSyntax.self),
        expr.is(MemberAccessExprSyntax.self) || expr.is(DeclReferenceExprSyntax.self),
        ExprPath(expr) != nil
      {
        result.append(expr)
        return
      }
      if node.is(ClosureExprSyntax.self) && node != root { return }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(root)
    return result
  }

  /// The calls in an expression.
  static func calls(in root: Syntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    func visit(_ node: Syntax) {
      if let call = node.as(FunctionCallExprSyntax.self) { result.append(call) }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(root)
    return result
  }
}
