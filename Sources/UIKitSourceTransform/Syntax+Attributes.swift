import SwiftSyntax

/// The attributes Swift on Linux refuses or does not know, which the rewrite removes.
let removedAttributes: Set<String> = [
  "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
  "GKInspectable", "nonobjc", "IBSegueAction", "NSManaged",
]

extension AttributeListSyntax {
  /// The attributes (not `#if` blocks of attributes) with their names.
  var plain: [(name: String, attribute: AttributeSyntax)] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return (attribute.attributeName.trimmedDescription, attribute)
    }
  }

  /// Whether an attribute is present.
  func contains(_ name: String) -> Bool {
    plain.contains { $0.name == name }
  }

  /// The name in `@objc(name)`, without spaces, or `nil` without one.
  var objCName: String? {
    guard let objc = plain.first(where: { $0.name == "objc" })?.attribute,
      let arguments = objc.arguments
    else { return nil }
    let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
    return name.isEmpty ? nil : name
  }
}

extension DeclModifierListSyntax {
  /// Whether a modifier (a keyword such as `override`, `static`, `private`) is present.
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// Whether the declaration is `private` or `fileprivate` (not `private(set)`).
  var isFilePrivate: Bool {
    contains { modifier in
      (modifier.name.tokenKind == .keyword(.private)
        || modifier.name.tokenKind == .keyword(.fileprivate)) && modifier.detail == nil
    }
  }

  /// `public ` or `open `→`public `, for generated declarations that must match; else empty.
  var publicAccess: String {
    contains(.public) || contains(.open) ? "public " : ""
  }
}

extension FunctionParameterClauseSyntax {
  /// The argument labels, `nil` for `_`.
  var labels: [String?] {
    parameters.map { parameter in
      parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }
  }

  /// The parameter types as written.
  var types: [String] {
    parameters.map { $0.type.trimmedDescription }
  }
}

extension SyntaxProtocol {
  /// The `#if` conditions this node is compiled under, outermost first: a clause's own
  /// condition after the negations of the clauses before it (`#else` has only those).
  var ifConditions: [String] {
    var conditions: [String] = []
    var node = Syntax(self).parent
    while let current = node {
      if let clause = current.as(IfConfigClauseSyntax.self),
        let list = clause.parent?.as(IfConfigClauseListSyntax.self)
      {
        var parts: [String] = []
        for sibling in list {
          if sibling.id == clause.id {
            if let condition = sibling.condition {
              parts.append("(\(condition.textCompiledForIOS))")
            }
            break
          }
          if let condition = sibling.condition {
            parts.append("!(\(condition.textCompiledForIOS))")
          }
        }
        if !parts.isEmpty { conditions.insert(parts.joined(separator: " && "), at: 0) }
      }
      node = current.parent
    }
    return conditions
  }
}

extension TypeSyntax {
  /// The type's name without generic arguments (`Foo<Bar>` → `Foo`, `A.B` stays).
  var baseName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.baseType.baseName + "." + member.name.text
    }
    return trimmedDescription
  }
}
