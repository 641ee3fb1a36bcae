import SwiftSyntax

/// One function body the rules read: where it is (type, kind of type, method), its
/// parameters and locals, and its statements flattened into events in source order.
///
/// Closures inside the body (animation blocks, completion handlers, `forEach`) belong to the
/// body: their events come where the closure is written.
struct FunctionScope {
  /// One thing the body does, in source order.
  enum Event {
    /// `target = value` (or a compound `+=`, `-=`…; `op` is the operator).
    case assign(target: ExprPath, value: ExprSyntax, op: String, node: Syntax)
    /// A call.
    case call(FunctionCallExprSyntax)
    /// `let name = value` or `var name = value` (value `nil` when absent).
    case local(name: String, value: ExprSyntax?, node: Syntax)
    /// `return value`, or the single expression of a one-expression body.
    case returnValue(ExprSyntax)
  }

  /// The file.
  let file: SourceFile
  /// The enclosing type's name (class or extended type), when there is one.
  let typeName: String?
  /// What the enclosing type is.
  let typeKind: TypeKind
  /// The function's base name (`init` for initializers, the property's name for accessors and
  /// lazy initializers).
  let name: String
  /// Whether the declaration is an `override`.
  let isOverride: Bool
  /// The function's parameter names (as used in the body).
  let parameters: [String]
  /// Names declared in the body (locals, closure parameters, pattern bindings).
  let locals: Set<String>
  /// Locals that only unwrap the property of the same name (`guard let view = view`).
  let aliases: Set<String>
  /// The declaration (for its position).
  let decl: Syntax
  /// The body (a code block, an accessor block or a closure).
  let body: Syntax
  /// The events.
  let events: [Event]

  /// Whether a name is a parameter or local (so `frame` or `view` is not `self`'s).
  func shadows(_ name: String) -> Bool {
    (locals.contains(name) && !aliases.contains(name)) || parameters.contains(name)
  }

  /// The path a bare name stands for: `frame` in a view is `self.frame` unless shadowed.
  func isSelfMember(_ path: ExprPath) -> Bool {
    guard let first = path.components.first else { return false }
    if first == "self" { return true }
    return !shadows(first)
  }
}

/// Walks a body in source order and records ``FunctionScope/Event``s and declared names.
final class EventRecorder: SyntaxVisitor {
  var events: [FunctionScope.Event] = []
  var locals: Set<String> = []
  var aliases: Set<String> = []
  private var declaredTwice: Set<String> = []

  private func declare(_ name: String, alias: Bool) {
    if locals.contains(name) && !aliases.contains(name) { declaredTwice.insert(name) }
    locals.insert(name)
    if alias && !declaredTwice.contains(name) { aliases.insert(name) } else { aliases.remove(name) }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren  // a nested function is a scope of its own
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        locals.insert(name)
        events.append(.local(name: name, value: binding.initializer?.value, node: Syntax(binding)))
      } else {
        for token in binding.pattern.tokens(viewMode: .sourceAccurate)
        where token.tokenKind.isIdentifier {
          locals.insert(token.text)
        }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      let value0 = node.initializer?.value
      let unwrapsSame = value0.map { ExprPath($0)?.components == [name] } ?? true
      declare(name, alias: unwrapsSame)
      let value =
        node.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
      events.append(.local(name: name, value: value, node: Syntax(node)))
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    locals.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    locals.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    for token in node.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      locals.insert(token.text)
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    let op: String?
    if node.operator.is(AssignmentExprSyntax.self) {
      op = "="
    } else if let binary = node.operator.as(BinaryOperatorExprSyntax.self),
      binary.operator.text.hasSuffix("="),
      !["==", "!=", "<=", ">=", "==="].contains(binary.operator.text)
    {
      op = binary.operator.text
    } else {
      op = nil
    }
    if let op, let target = ExprPath(node.leftOperand) {
      // The value is read before the assignment happens.
      walk(node.rightOperand)
      events.append(.assign(target: target, value: node.rightOperand, op: op, node: Syntax(node)))
      return .skipChildren
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    events.append(.call(node))
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression { events.append(.returnValue(value)) }
    return .visitChildren
  }
}

extension TokenKind {
  var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
