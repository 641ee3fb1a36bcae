import SwiftSyntax

/// An expression read as a dotted path (`self.view.frame.origin.x` → `view`, `frame`, `origin`,
/// `x`): the spelling the rules compare views by.
///
/// `self.` is dropped, optional chaining and force unwraps are looked through, and a subscript
/// becomes `[]`. Expressions that are not such a path (calls, literals, operators) have none.
package struct ExprPath: Hashable, Sendable, CustomStringConvertible {
  /// The components, outermost first.
  package var components: [String]
  /// Whether the expression was written with `self.`.
  ///
  /// A local of the same name does not hide the member then. Not part of equality.
  package var isExplicitSelf = false

  /// Paths are equal when their components are.
  package static func == (lhs: ExprPath, rhs: ExprPath) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Creates a path from components.
  package init(_ components: [String]) {
    self.components = components
  }

  /// The path of an expression, or `nil` when it is not a plain member path.
  package init?(_ expr: ExprSyntax) {
    guard let components = Self.components(of: expr), !components.isEmpty else { return nil }
    if components.count > 1, components[0] == "self" {
      self.components = Array(components.dropFirst())
      isExplicitSelf = true
    } else {
      self.components = components
    }
  }

  private static func components(of expr: ExprSyntax) -> [String]? {
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      return [ref.baseName.text]
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return ["." + name] }
      guard let head = components(of: base) else { return nil }
      return head + [name]
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return components(of: optional.expression)
    }
    if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
      return components(of: unwrap.expression)
    }
    if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
      guard let head = components(of: subscriptCall.calledExpression) else { return nil }
      return head + ["[]"]
    }
    if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1,
      let only = paren.elements.first, only.label == nil
    {
      return components(of: only.expression)
    }
    if expr.is(SuperExprSyntax.self) { return ["super"] }
    return nil
  }

  /// The last component.
  package var last: String { components.last ?? "" }

  /// The path without its last component (the owner of a property), or `nil` for one
  /// component.
  package var owner: ExprPath? {
    components.count > 1 ? ExprPath(Array(components.dropLast())) : nil
  }

  /// Whether this path starts with all of `prefix`'s components.
  package func hasPrefix(_ prefix: ExprPath) -> Bool {
    components.count >= prefix.components.count
      && Array(components.prefix(prefix.components.count)) == prefix.components
  }

  /// The view whose `frame` (or another geometry property) this path reads, with the rest.
  ///
  /// `a.b.frame.origin.x` → (`a.b`, `frame`, [`origin`, `x`]). `nil` when no component is
  /// one of `properties`.
  package func split(at properties: Set<String>) -> (
    view: ExprPath, property: String, rest: [String]
  )? {
    guard let index = components.lastIndex(where: { properties.contains($0) }) else {
      return nil
    }
    let view = index == 0 ? ExprPath(["self"]) : ExprPath(Array(components[..<index]))
    return (view, components[index], Array(components[(index + 1)...]))
  }

  /// The dotted spelling.
  package var description: String { components.joined(separator: ".") }
}

extension SyntaxProtocol {
  /// The nearest ancestor of a type (not this node).
  func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
    var node = parent
    while let current = node {
      if let match = current.as(type) { return match }
      node = current.parent
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The called function's base name (`addChild` for `parent.addChild(c)`).
  var calleeName: String? {
    if let ref = calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The receiver's path (`parent` for `parent.addChild(c)`; `self` for `addChild(c)`).
  var receiverPath: ExprPath? {
    if calledExpression.is(DeclReferenceExprSyntax.self) { return ExprPath(["self"]) }
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return nil }
      return ExprPath(base)
    }
    return nil
  }

  /// The argument labels, joined (`toParent` for `didMove(toParent: self)`).
  var labels: [String] {
    arguments.map { $0.label?.text ?? "_" }
  }

  /// The argument with a label.
  func argument(_ label: String?) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }
}
