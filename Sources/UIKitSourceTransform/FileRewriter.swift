import SwiftSyntax

/// Collects the edits that make one file compile without the Objective-C runtime (phase 2 of
/// the transform): attributes and `dynamic` removed, `#selector` and `#keyPath` replaced by
/// their names, `@objc` protocols made class-bound, their `optional` requirements removed and
/// the calls of those requirements rewritten, `override` members moved out of extensions, and
/// `@objc dynamic` properties made to notify key-value observers.
///
/// Every edit keeps the file's line breaks, so each line keeps its number.
final class FileRewriter: SyntaxVisitor {
  let path: String
  let bytes: [UInt8]
  let index: TargetIndex
  let converter: SourceLocationConverter
  let resolver: SelectorResolver
  var edits: [TextEdit] = []
  var diagnostics: [TransformDiagnostic] = []
  /// Where each class declared in this file closes, by qualified name.
  var classEnds: [String: ClassEnd] = [:]
  /// The ranges of members moved out of this file's extensions.
  let movedRanges: [Range<Int>]
  /// Declarations generated for this file's declarations, appended after its own lines.
  var generatedCode: [String] = []
  /// Whether the file has imported UIKit (or HeadlessUIKit) so far.
  var importsUIKit = false

  init(path: String, text: String, tree: SourceFileSyntax, index: TargetIndex) {
    self.path = path
    self.bytes = Array(text.utf8)
    self.index = index
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    self.resolver = SelectorResolver(index: index)
    self.movedRanges = index.extensionOverrides.filter { $0.location.file == path }.map(\.range)
    super.init(viewMode: .sourceAccurate)
  }

  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }

  func range(of node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia
      .utf8Offset..<node.endPositionBeforeTrailingTrivia
      .utf8Offset
  }

  func fail(_ node: some SyntaxProtocol, _ message: String) {
    diagnostics.append(TransformDiagnostic(location: location(of: node), message: message))
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if removedAttributes.contains(node.attributeName.trimmedDescription) {
      edits.append(.blank(range(of: node), in: bytes))
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.dynamic) {
      edits.append(.blank(range(of: node), in: bytes))
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    rewriteObservableProperty(node)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.contains("objc") else { return .visitChildren }
    // `@objc` protocols are class-bound: their `weak var delegate: P?` stays valid.
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
      if let last = node.inheritanceClause?.inheritedTypes.last {
        let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(range: end..<end, replacement: ", AnyObject"))
      } else {
        let end = (node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name))
          .endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(range: end..<end, replacement: ": AnyObject"))
      }
    }
    // Optional requirements go to generated protocols of their own.
    for member in node.memberBlock.members {
      let decl = member.decl
      let modifiers =
        decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      if let modifiers, modifiers.contains(.optional) {
        edits.append(.blank(range(of: member), in: bytes))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      switch resolver.resolve(node.arguments, enclosingType: enclosingType(of: node)) {
      case .success(let selector):
        edits.append(.replace(range(of: node), in: bytes, with: "Selector(\"\(selector)\")"))
      case .failure(let failure):
        fail(node, failure.message)
      }
      return .skipChildren
    case "keyPath":
      guard let expression = node.arguments.first?.expression else { return .skipChildren }
      var components = expression.trimmedDescription.filter { !$0.isWhitespace }
        .split(separator: ".").map(String.init)
      if components.count > 1, let first = components.first?.first, first.isUppercase {
        components.removeFirst()
      }
      components = components.map {
        $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : $0
      }
      edits.append(
        .replace(range(of: node), in: bytes, with: "\"\(components.joined(separator: "."))\""))
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    rewritePlatformConditions(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteOptionalCall(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteOptionalReference(node)
    rewriteExtensionSuperCall(node)
    return .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text, module == "UIKit" || module == "HeadlessUIKit" {
      importsUIKit = true
    }
    return .skipChildren
  }

  /// `NSClassFromString` and `NSStringFromClass` become the runtime's (decision MK2).
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteClassNameFunction(node)
    return .visitChildren
  }

  /// Dispatches methods declared in extensions and overridden in the target (decision MK4).
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    rewriteExtensionOverride(node)
    return .visitChildren
  }

  /// Records where each of this file's classes ends, for members moved out of extensions.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = [enclosingType(of: node), node.name.text].compactMap { $0 }.joined(separator: ".")
    let brace = node.memberBlock.rightBrace
    classEnds[name] = ClassEnd(
      offset: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
      line: brace.startLocation(converter: converter).line)
    return .visitChildren
  }

  /// The qualified name of the type or extended type around a node.
  func enclosingType(of node: some SyntaxProtocol) -> String? {
    var names: [String] = []
    var current = Syntax(node).parent
    while let node = current {
      if let decl = node.as(ClassDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = node.as(StructDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = node.as(EnumDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = node.as(ActorDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = node.as(ExtensionDeclSyntax.self) {
        names.insert(decl.extendedType.baseName, at: 0)
        break
      }
      current = node.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }
}

/// Where a class's body closes: the offset of its `}` and the line it is on.
struct ClassEnd {
  var offset: Int
  var line: Int
}
