import SwiftSyntax

/// Walks one file for ``ModuleIndex``: classes and their superclasses, members by type, and
/// helpers that turn mask translation off.
final class DeclarationCollector: SyntaxVisitor {
  var superclass: [String: String] = [:]
  var declaredTypes: Set<String> = []
  var methods: [String: [String: [FunctionDeclSyntax]]] = [:]
  var properties: [String: [String: ModuleIndex.PropertyInfo]] = [:]
  var receiverTAMICSetters: Set<String> = []
  var argumentTAMICSetters: [String: Set<Int>] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    declaredTypes.insert(name)
    if let first = node.inheritanceClause?.inheritedTypes.first {
      superclass[name] = simpleTypeName(first.type)
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    declaredTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    declaredTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    if let type = enclosingTypeName(of: node) {
      methods[type, default: [:]][name, default: []].append(node)
    }
    if let body = node.body, body.description.contains("translatesAutoresizingMaskIntoConstraints")
    {
      let finder = TAMICAssignmentFinder(viewMode: .sourceAccurate)
      finder.walk(body)
      let parameters = node.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      for assignment in finder.assignments where !assignment.value {
        let view = assignment.view
        if view.components == ["self"] {
          receiverTAMICSetters.insert(name)
        } else if view.components.count == 1,
          let position = parameters.firstIndex(of: view.components[0])
        {
          argumentTAMICSetters[name, default: []].insert(position)
        }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = enclosingTypeName(of: node), node.ancestor(CodeBlockSyntax.self) == nil
    else { return .visitChildren }
    let isOutlet = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
    }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let initializer = binding.initializer?.value
      properties[type, default: [:]][pattern.identifier.text] = ModuleIndex.PropertyInfo(
        isOutlet: isOutlet,
        typeName: binding.typeAnnotation.map { simpleTypeName($0.type) },
        initializer: initializer,
        initializerTurnsTAMICOff: initializer.map { turnsTAMICOff($0) } ?? false)
    }
    return .visitChildren
  }

  private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = parent.as(ExtensionDeclSyntax.self) { return simpleTypeName(decl.extendedType) }
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }
}
