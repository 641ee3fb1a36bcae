import Foundation
import SwiftParser
import SwiftSyntax
import UIKitSourceTransform

/// Computes the Objective-C selectors of HeadlessUIKit's own API from its declarations.
///
/// Decision MK3: each public class's instance methods and properties (getter, and setter for
/// settable ones), and each public `UI`/`NS`/`CA` protocol's requirements. Run by
/// `Scripts/uikit-selectors.sh` (through `UIKitSelectorTableTests`) to write the tables.
struct UIKitSelectorTableGenerator {
  /// Selectors by class.
  var classes: [String: Set<String>] = [:]
  /// Selectors by protocol.
  var protocols: [String: Set<String>] = [:]

  /// Scans every Swift file under a folder.
  init(scanning folder: URL) throws {
    var classNames: Set<String> = []
    var members: [String: Set<String>] = [:]
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
      let scanner = Scanner(viewMode: .sourceAccurate)
      scanner.walk(tree)
      classNames.formUnion(scanner.classNames)
      for (owner, selectors) in scanner.members { members[owner, default: []].formUnion(selectors) }
      for (name, selectors) in scanner.protocols {
        protocols[name, default: []].formUnion(selectors)
      }
    }
    for name in classNames { classes[name] = members[name] ?? [] }
    // Methods a protocol's extension declares publicly are the optional requirements UIKit
    // declares with default behaviour headless.
    for name in protocols.keys { protocols[name]?.formUnion(members[name] ?? []) }
  }

  /// Swift text of a table: `[name: "selector selector ..."]`, wrapped under 100 columns.
  static func table(_ entries: [String: Set<String>], name: String, access: String) -> String {
    var text = "  \(access)static let \(name): [String: String] = [\n"
    for key in entries.keys.sorted() {
      let selectors = entries[key, default: []].sorted()
      guard !selectors.isEmpty else { continue }
      text += "    \"\(key)\": \"\"\"\n"
      var line = "      "
      for selector in selectors {
        if line.count + selector.count + 1 > 98 {
          text += line + "\n"
          line = "      "
        }
        line += (line.count > 6 ? " " : "") + selector
      }
      text += line + "\n      \"\"\",\n"
    }
    return text + "  ]\n"
  }
}

/// Collects public classes, their public members (extensions included), and public protocols'
/// requirements, as selectors.
private final class Scanner: SyntaxVisitor {
  var classNames: Set<String> = []
  var members: [String: Set<String>] = [:]
  var protocols: [String: Set<String>] = [:]
  /// The enclosing type (class, extension or protocol) and whether its members are public by
  /// default (a `public extension`).
  var stack: [(name: String, kind: String, publicByDefault: Bool)] = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let isPublic = node.modifiers.isPublicOrOpen
    if isPublic, stack.isEmpty { classNames.insert(node.name.text) }
    stack.append((node.name.text, isPublic && stack.isEmpty ? "class" : "skip", false))
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append(
      (node.extendedType.trimmedDescription, "class", node.modifiers.isPublicOrOpen))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let uikit = ["UI", "NS", "CA"].contains { name.hasPrefix($0) }
    stack.append((name, node.modifiers.isPublicOrOpen && uikit ? "protocol" : "skip", true))
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  func record(_ selector: String, modifiers: DeclModifierListSyntax) {
    guard let context = stack.last, context.kind != "skip",
      !modifiers.contains(where: {
        [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
      }),
      modifiers.isPublicOrOpen || context.publicByDefault && !modifiers.hasAccess
    else { return }
    if context.kind == "protocol" {
      protocols[context.name, default: []].insert(selector)
    } else {
      members[context.name, default: []].insert(selector)
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard !name.hasPrefix("headless"), node.name.tokenKind != .binaryOperator(name) else {
      return .skipChildren
    }
    let labels = node.signature.parameterClause.parameters.map {
      $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
    }
    let throwing = node.signature.effectSpecifiers?.throwsClause != nil
    record(
      ObjectiveCSelector.method(baseName: name, labels: labels, throwing: throwing),
      modifiers: node.modifiers)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let restrictedSetter = node.modifiers.contains { $0.detail != nil }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        !name.hasPrefix("headless")
      else { continue }
      record(ObjectiveCSelector.getter(name), modifiers: node.modifiers)
      let settable: Bool
      switch binding.accessorBlock?.accessors {
      case nil: settable = node.bindingSpecifier.tokenKind == .keyword(.var)
      case .getter: settable = false
      case .accessors(let list):
        settable = list.contains {
          $0.accessorSpecifier.tokenKind == .keyword(.set)
            || $0.accessorSpecifier.tokenKind == .keyword(.willSet)
            || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
      }
      if settable, !restrictedSetter {
        record(ObjectiveCSelector.setter(name), modifiers: node.modifiers)
      }
    }
    return .skipChildren
  }
}

extension DeclModifierListSyntax {
  fileprivate var isPublicOrOpen: Bool {
    contains {
      ($0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open))
        && $0.detail == nil
    }
  }

  fileprivate var hasAccess: Bool {
    contains {
      [
        .keyword(.public), .keyword(.open), .keyword(.internal), .keyword(.private),
        .keyword(.fileprivate), .keyword(.package),
      ].contains($0.name.tokenKind) && $0.detail == nil
    }
  }
}
