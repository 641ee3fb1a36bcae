import SwiftSyntax

/// What the checker knows across all the files given: each class's superclass, each type's
/// members, and the helpers that turn a view's autoresizing-mask translation off.
package struct ModuleIndex {
  /// Superclass by class name (the first inherited type of a class declaration).
  private(set) var superclass: [String: String] = [:]
  /// Names declared as classes, structs, enums or protocols in the files.
  private(set) var declaredTypes: Set<String> = []
  /// Functions by type name, then base name (a class's and its extensions' together).
  private(set) var methods: [String: [String: [FunctionDeclSyntax]]] = [:]
  /// Stored and computed properties by type name, then name.
  private(set) var properties: [String: [String: PropertyInfo]] = [:]
  /// Functions (free or extension methods) that set the receiver's
  /// `translatesAutoresizingMaskIntoConstraints` to false: `x.pinToEdges()` turns it off for `x`.
  private(set) var receiverTAMICSetters: Set<String> = []
  /// Functions that set an argument's `translatesAutoresizingMaskIntoConstraints` to false, with
  /// the positions of those arguments.
  private(set) var argumentTAMICSetters: [String: Set<Int>] = [:]

  /// A property of a type, as declared.
  package struct PropertyInfo {
    /// Whether it is an `@IBOutlet`.
    var isOutlet: Bool
    /// The declared type's name, when written.
    var typeName: String?
    /// The initial value (or a lazy property's initializer).
    var initializer: ExprSyntax?
    /// Whether the initializer (a closure, a `then` block) turns mask translation off.
    var initializerTurnsTAMICOff: Bool
  }

  /// Creates an empty index.
  package init() {}

  /// Adds the declarations of one file.
  package mutating func add(_ tree: SourceFileSyntax) {
    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    for (name, base) in collector.superclass { superclass[name] = base }
    declaredTypes.formUnion(collector.declaredTypes)
    for (type, functions) in collector.methods {
      for (name, decls) in functions { methods[type, default: [:]][name, default: []] += decls }
    }
    for (type, props) in collector.properties {
      for (name, info) in props { properties[type, default: [:]][name] = info }
    }
    receiverTAMICSetters.formUnion(collector.receiverTAMICSetters)
    for (name, positions) in collector.argumentTAMICSetters {
      argumentTAMICSetters[name, default: []].formUnion(positions)
    }
  }

  /// The kind of a type: its superclass chain through the files, then UIKit's names.
  package func kind(of typeName: String) -> TypeKind {
    var name = typeName
    var seen: Set<String> = []
    while seen.insert(name).inserted {
      if let base = superclass[name] {
        if let known = TypeKind.known(base), superclass[base] == nil { return known }
        name = base
        continue
      }
      if declaredTypes.contains(name) && name == typeName {
        return TypeKind.known(name) ?? .other
      }
      return TypeKind.known(name) ?? .other
    }
    return .other
  }

  /// Functions of a type (its declaration and extensions) with a base name.
  package func methods(of typeName: String, named name: String) -> [FunctionDeclSyntax] {
    var result: [FunctionDeclSyntax] = []
    var type: String? = typeName
    var seen: Set<String> = []
    while let current = type, seen.insert(current).inserted {
      result += methods[current]?[name] ?? []
      type = superclass[current]
    }
    return result
  }

  /// A property of a type or its superclasses in the files.
  package func property(of typeName: String, named name: String) -> PropertyInfo? {
    var type: String? = typeName
    var seen: Set<String> = []
    while let current = type, seen.insert(current).inserted {
      if let info = properties[current]?[name] { return info }
      type = superclass[current]
    }
    return nil
  }
}

/// The name a type declaration or extension gives (generic arguments and module prefixes
/// dropped).
func simpleTypeName(_ type: TypeSyntax) -> String {
  if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
  if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
  if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
  if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
    return simpleTypeName(unwrapped.wrappedType)
  }
  return type.trimmedDescription
}

/// Whether a node's text sets some view's `translatesAutoresizingMaskIntoConstraints` to false.
func turnsTAMICOff(_ node: some SyntaxProtocol) -> Bool {
  let text = node.description
  guard text.contains("translatesAutoresizingMaskIntoConstraints") else { return false }
  let finder = TAMICAssignmentFinder(viewMode: .sourceAccurate)
  finder.walk(node)
  return finder.assignments.contains { !$0.value }
}

/// Collects `x.translatesAutoresizingMaskIntoConstraints = value` assignments.
final class TAMICAssignmentFinder: SyntaxVisitor {
  /// The views (by path; `self` for a bare or `self.` receiver) and the value set.
  var assignments: [(view: ExprPath, value: Bool, node: Syntax)] = []

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.operator.is(AssignmentExprSyntax.self),
      let target = ExprPath(node.leftOperand),
      target.last == "translatesAutoresizingMaskIntoConstraints"
    else { return .visitChildren }
    let value = node.rightOperand.trimmedDescription != "false"
    assignments.append((target.owner ?? ExprPath(["self"]), value, Syntax(node)))
    return .visitChildren
  }
}
