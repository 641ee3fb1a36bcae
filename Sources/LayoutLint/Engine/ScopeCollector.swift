import SwiftSyntax

/// Finds the function bodies of a file (methods, initializers, accessors, and the closures
/// that initialize properties) and turns each into a ``FunctionScope``.
final class ScopeCollector: SyntaxVisitor {
  private let file: SourceFile
  private let index: ModuleIndex
  var scopes: [FunctionScope] = []

  init(file: SourceFile, index: ModuleIndex) {
    self.file = file
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body {
      add(
        name: node.name.text, isOverride: node.modifiers.contains { $0.name.text == "override" },
        parameters: node.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        }, body: Syntax(body), decl: Syntax(node))
    }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body {
      add(
        name: "init", isOverride: node.modifiers.contains { $0.name.text == "override" },
        parameters: node.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        }, body: Syntax(body), decl: Syntax(node))
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.ancestor(CodeBlockSyntax.self) == nil else { return .visitChildren }
    for binding in node.bindings {
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
      if let accessors = binding.accessorBlock {
        add(
          name: name, isOverride: node.modifiers.contains { $0.name.text == "override" },
          parameters: ["newValue", "oldValue"], body: Syntax(accessors), decl: Syntax(node))
      }
      if let value = binding.initializer?.value, value.description.contains("{") {
        add(name: name, isOverride: false, parameters: [], body: Syntax(value), decl: Syntax(node))
      }
    }
    return .skipChildren
  }

  private func add(
    name: String, isOverride: Bool, parameters: [String], body: Syntax, decl: Syntax
  ) {
    let typeName = enclosingTypeName(of: decl)
    var kind = typeName.map { index.kind(of: $0) } ?? .other
    if kind == .other, let constraint = selfConstraint(of: decl) {
      kind = index.kind(of: constraint)
    }
    let recorder = EventRecorder(viewMode: .sourceAccurate)
    recorder.walk(body)
    // (a one-expression body returns its expression: `var width: CGFloat { frame.width / 3 }`)
    if let only = singleExpression(of: body),
      !recorder.events.contains(where: { if case .returnValue = $0 { true } else { false } })
    {
      recorder.events.append(.returnValue(only))
    }
    scopes.append(
      FunctionScope(
        file: file, typeName: typeName, typeKind: kind,
        name: name, isOverride: isOverride, parameters: parameters, locals: recorder.locals,
        aliases: recorder.aliases,
        decl: decl, body: body, events: recorder.events))
  }

  /// The expression of a body that is one expression (an implicit return), if it is one.
  private func singleExpression(of body: Syntax) -> ExprSyntax? {
    let items: CodeBlockItemListSyntax?
    if let block = body.as(CodeBlockSyntax.self) {
      items = block.statements
    } else if let accessors = body.as(AccessorBlockSyntax.self),
      case .getter(let list) = accessors.accessors
    {
      items = list
    } else if let closure = body.as(ClosureExprSyntax.self) {
      items = closure.statements
    } else {
      items = nil
    }
    guard let items, items.count == 1, let item = items.first else { return nil }
    return item.item.as(ExprSyntax.self)
  }

  /// `UIView` for a protocol extension `where Self: UIView`.
  private func selfConstraint(of node: Syntax) -> String? {
    guard let ext = node.ancestor(ExtensionDeclSyntax.self),
      let clause = ext.genericWhereClause
    else { return nil }
    for requirement in clause.requirements {
      if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
        conformance.leftType.trimmedDescription == "Self"
      {
        return simpleTypeName(conformance.rightType)
      }
    }
    return nil
  }

  private func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let parent = current {
      if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(ExtensionDeclSyntax.self) { return simpleTypeName(decl.extendedType) }
      if let decl = parent.as(ProtocolDeclSyntax.self) { return decl.name.text }
      current = parent.parent
    }
    return nil
  }
}
