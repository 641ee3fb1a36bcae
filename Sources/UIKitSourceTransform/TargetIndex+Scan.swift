import SwiftParser
import SwiftSyntax

extension TargetIndex {
  /// Adds one parsed file's declarations to the index.
  ///
  /// - Parameters:
  ///   - tree: The file's syntax tree.
  ///   - path: The file's path, as diagnostics and locations name it.
  mutating func scan(_ tree: SourceFileSyntax, path: String) {
    let scanner = DeclarationScanner(path: path, tree: tree)
    scanner.walk(tree)
    for type in scanner.index.types.values { types[type.name] = type }
    methods += scanner.index.methods
    properties += scanner.index.properties
    optionalRequirements += scanner.index.optionalRequirements
    extensionOverrides += scanner.index.extensionOverrides
    conformances += scanner.index.conformances
  }

  /// The index of a target's files.
  ///
  /// - Parameter files: Each file's path and parsed tree.
  public init(files: [(path: String, tree: SourceFileSyntax)]) {
    self.init()
    for file in files { scan(file.tree, path: file.path) }
    // Overrides in extensions count only for the target's own classes (moving them is how
    // Swift on Linux accepts them); extensions of UIKit's classes keep theirs.
    extensionOverrides.removeAll { types[$0.owner]?.kind != .class }
    extensionOverridePlan = ExtensionOverridePlan(index: self)
  }
}

/// Walks one file, keeping the stack of enclosing types, and records what ``TargetIndex``
/// holds.
final class DeclarationScanner: SyntaxVisitor {
  /// One enclosing type or extension.
  struct Context {
    var name: String
    var isExtension: Bool
    var isProtocol: Bool
    var isObjCProtocol: Bool
    var isObjCMembers: Bool
    var isObjCExtension: Bool
    var isFilePrivate: Bool
    var access: String
  }

  let path: String
  let converter: SourceLocationConverter
  var index = TargetIndex()
  var stack: [Context] = []

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }

  func qualified(_ name: String) -> String {
    // Extensions name their type in full; nested declarations add to the innermost context.
    guard let outer = stack.last else { return name }
    return outer.name + "." + name
  }

  func enterType(
    _ name: String, kind: TypeDeclaration.Kind, attributes: AttributeListSyntax,
    modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?, generic: Bool,
    node: some SyntaxProtocol
  ) {
    let full = qualified(name)
    let inherited = inheritance?.inheritedTypes.map { $0.type.baseName } ?? []
    let filePrivate = modifiers.isFilePrivate || (stack.last?.isFilePrivate ?? false)
    index.types[full] = TypeDeclaration(
      name: full, kind: kind, inherited: inherited, file: path,
      isGeneric: generic, isFilePrivate: filePrivate,
      isObjCMembers: attributes.contains("objcMembers"), isObjC: attributes.contains("objc"),
      initializers: [], conditions: node.ifConditions)
    index.types[full]?.objectiveCName = attributes.objCName
    for name in inherited {
      index.conformances.append(Conformance(type: full, name: name, file: path))
    }
    stack.append(
      Context(
        name: full, isExtension: false, isProtocol: kind == .protocol,
        isObjCProtocol: kind == .protocol && attributes.contains("objc"),
        isObjCMembers: attributes.contains("objcMembers"), isObjCExtension: false,
        isFilePrivate: filePrivate, access: modifiers.publicAccess))
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, kind: .class, attributes: node.attributes, modifiers: node.modifiers,
      inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, kind: .struct, attributes: node.attributes, modifiers: node.modifiers,
      inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, kind: .enum, attributes: node.attributes, modifiers: node.modifiers,
      inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, kind: .actor, attributes: node.attributes, modifiers: node.modifiers,
      inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, kind: .protocol, attributes: node.attributes, modifiers: node.modifiers,
      inheritance: node.inheritanceClause, generic: false, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.baseName
    for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
      index.conformances.append(
        Conformance(type: name, name: inherited.type.baseName, file: path))
    }
    stack.append(
      Context(
        name: name, isExtension: true, isProtocol: false, isObjCProtocol: false,
        isObjCMembers: false, isObjCExtension: node.attributes.contains("objc"),
        isFilePrivate: node.modifiers.isFilePrivate, access: node.modifiers.publicAccess))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  // Bodies of functions, closures and accessors declare nothing the index keeps.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether Objective-C sees a member with these attributes in the current context.
  func isObjC(_ attributes: AttributeListSyntax) -> Bool {
    guard let context = stack.last else { return false }
    if attributes.contains("nonobjc") { return false }
    if attributes.contains("objc") || attributes.contains("IBAction")
      || attributes.contains("IBSegueAction") || attributes.contains("IBOutlet")
      || attributes.contains("IBInspectable") || attributes.contains("NSManaged")
    {
      return true
    }
    if context.isObjCExtension { return true }
    if context.isObjCMembers { return true }
    return !context.isExtension && (index.types[context.name]?.isObjCMembers ?? false)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let context = stack.last else { return .skipChildren }
    let parameters = node.signature.parameterClause
    let throwing = node.signature.effectSpecifiers?.throwsClause != nil
    let name = node.name.text
    if context.isProtocol {
      if context.isObjCProtocol, node.modifiers.contains(.optional) {
        recordOptional(
          node, baseName: name, labels: parameters.labels, attributes: node.attributes,
          modifiers: node.modifiers, context: context)
      }
      return .skipChildren
    }
    let selector =
      node.attributes.objCName
      ?? ObjectiveCSelector.method(
        baseName: name, labels: parameters.labels, throwing: throwing)
    index.methods.append(
      MethodDeclaration(
        owner: context.name, baseName: name, labels: parameters.labels,
        parameterTypes: parameters.types, selector: selector,
        isObjC: isObjC(node.attributes), isAction: node.attributes.contains("IBAction"),
        isStatic: node.modifiers.contains(.static) || node.modifiers.contains(.class),
        isThrowing: throwing, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
        isOverride: node.modifiers.contains(.override), inExtension: context.isExtension,
        location: location(of: node), conditions: node.ifConditions))
    recordOverride(node, modifiers: node.modifiers, context: context)
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let context = stack.last, !context.isProtocol else { return .skipChildren }
    let labels = node.signature.parameterClause.labels
    let signature = InitializerSignature(
      labels: labels, isConvenience: node.modifiers.contains(.convenience))
    if !context.isExtension {
      index.types[context.name]?.initializers.append(signature)
    } else if signature.isConvenience == false {
      // (a designated initializer in an extension is only possible for value types)
    }
    index.methods.append(
      MethodDeclaration(
        owner: context.name, baseName: "init", labels: labels,
        parameterTypes: node.signature.parameterClause.types,
        selector: node.attributes.objCName
          ?? ObjectiveCSelector.method(baseName: "init", labels: labels),
        isObjC: false, isAction: false, isStatic: true,
        isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
        isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
        isOverride: node.modifiers.contains(.override), inExtension: context.isExtension,
        location: location(of: node), conditions: node.ifConditions))
    recordOverride(node, modifiers: node.modifiers, context: context)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let context = stack.last else { return .skipChildren }
    if context.isProtocol {
      if context.isObjCProtocol, node.modifiers.contains(.optional),
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        recordOptional(
          node, baseName: name, labels: nil, attributes: node.attributes,
          modifiers: node.modifiers, context: context)
      }
      return .skipChildren
    }
    let objc = isObjC(node.attributes)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      index.properties.append(
        PropertyDeclaration(
          owner: context.name, name: name,
          type: binding.typeAnnotation?.type.trimmedDescription ?? "",
          getterSelector: node.attributes.objCName ?? ObjectiveCSelector.getter(name),
          isOutlet: node.attributes.contains("IBOutlet"),
          isInspectable: node.attributes.contains("IBInspectable")
            || node.attributes.contains("GKInspectable"),
          isDynamic: node.modifiers.contains(.dynamic), isObjC: objc,
          isStatic: node.modifiers.contains(.static) || node.modifiers.contains(.class),
          isOverride: node.modifiers.contains(.override),
          isConstant: node.bindingSpecifier.tokenKind == .keyword(.let),
          location: location(of: binding), conditions: node.ifConditions))
    }
    recordOverride(node, modifiers: node.modifiers, context: context)
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    if let context = stack.last {
      recordOverride(node, modifiers: node.modifiers, context: context)
    }
    return .skipChildren
  }

  func recordOverride(
    _ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax, context: Context
  ) {
    guard context.isExtension, modifiers.contains(.override) else { return }
    // The member with its leading attributes and comments (the trivia before it is kept).
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    index.extensionOverrides.append(
      ExtensionMember(owner: context.name, location: location(of: node), range: start..<end))
  }

  func recordOptional(
    _ node: some DeclSyntaxProtocol, baseName: String, labels: [String?]?,
    attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, context: Context
  ) {
    // Named by selector, so that overloads with the same labels get protocols of their own.
    let selector: String
    var wrapper: String?
    var parameterTypes: [String] = []
    if let function = node.as(FunctionDeclSyntax.self) {
      let throwing = function.signature.effectSpecifiers?.throwsClause != nil
      selector =
        attributes.objCName
        ?? ObjectiveCSelector.method(baseName: baseName, labels: labels ?? [], throwing: throwing)
      parameterTypes = function.signature.parameterClause.types
      wrapper = Self.wrapper(of: function, access: context.access, throwing: throwing)
    } else {
      selector = attributes.objCName ?? ObjectiveCSelector.getter(baseName)
    }
    let suffix = selector.map { $0 == ":" ? "_" : $0 }
    index.optionalRequirements.append(
      OptionalRequirement(
        protocolName: context.name, baseName: baseName, labels: labels,
        parameterTypes: parameterTypes, declaration: RequirementText.stripped(Syntax(node)),
        generatedProtocol: "_\(context.name.replacing(".", with: "_"))_\(String(suffix))",
        wrapper: wrapper, access: context.access, location: location(of: node)))
  }

  /// The protocol-extension method that calls an optional method requirement when the object
  /// implements it: `func _uikitOptional_name(params) -> R? { (self as? any P_m)?.name(args) }`
  /// (the generated protocol's name is filled in by `wrapperText`).
  static func wrapper(of function: FunctionDeclSyntax, access: String, throwing: Bool) -> String? {
    guard function.genericParameterClause == nil else { return nil }
    var parameters: [String] = []
    var arguments: [String] = []
    for parameter in function.signature.parameterClause.parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let name = parameter.secondName?.text ?? parameter.firstName.text
      guard name != "_" else { return nil }
      let type = parameter.type.trimmedDescription
      guard !type.hasPrefix("inout "), parameter.ellipsis == nil else { return nil }
      parameters.append((label ?? "_") + (name == label ? "" : " " + name) + ": " + type)
      arguments.append((label.map { "\($0): " } ?? "") + name)
    }
    let result = function.signature.returnClause?.type.trimmedDescription ?? "Void"
    let optionalResult = result.hasSuffix("!") ? String(result.dropLast()) + "?" : "(\(result))?"
    let call =
      "(self as? any PROTOCOL)?.\(function.name.text)(\(arguments.joined(separator: ", ")))"
    return "@discardableResult \(access)func _uikitOptional_\(function.name.text)("
      + parameters.joined(separator: ", ") + ")" + (throwing ? " throws" : "")
      + " -> \(optionalResult) {\n    " + (throwing ? "try " : "") + call + "\n  }"
  }
}

/// The text of a protocol requirement without the attributes and modifiers Linux refuses.
enum RequirementText {
  static func stripped(_ node: Syntax) -> String {
    var result = node.trimmedDescription
    if let function = node.as(FunctionDeclSyntax.self) {
      result =
        function.with(\.attributes, stripAttributes(function.attributes))
        .with(\.modifiers, stripModifiers(function.modifiers)).trimmedDescription
    } else if let variable = node.as(VariableDeclSyntax.self) {
      result =
        variable.with(\.attributes, stripAttributes(variable.attributes))
        .with(\.modifiers, stripModifiers(variable.modifiers)).trimmedDescription
    }
    return result
  }

  static func stripAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
    list.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return !removedAttributes.contains(attribute.attributeName.trimmedDescription)
    }
  }

  static func stripModifiers(_ list: DeclModifierListSyntax) -> DeclModifierListSyntax {
    list.filter {
      $0.name.tokenKind != .keyword(.optional) && $0.name.tokenKind != .keyword(.dynamic)
    }
  }
}
