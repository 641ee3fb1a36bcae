import SwiftSyntax

extension FileRewriter {
  /// Rewrites a method declared in an extension that the target's classes override, or an
  /// override of one, as ``ExtensionOverridePlan`` describes.
  func rewriteExtensionOverride(_ node: FunctionDeclSyntax) {
    let plan = index.extensionOverridePlan
    guard !plan.methods.isEmpty, !node.modifiers.contains(.static),
      !node.modifiers.contains(.class)
    else { return }
    let owner = enclosingType(of: node)
    let labels = node.signature.parameterClause.labels
    let name = node.name.text
    if node.modifiers.contains(.override) {
      guard let (method, topmost) = plan.overridden(by: owner, baseName: name, labels: labels)
      else { return }
      edits.append(
        TextEdit(
          range: range(of: node.name), replacement: ExtensionOverridePlan.overrideName(name)))
      guard topmost, let owner else { return }
      for modifier in node.modifiers
      where [.keyword(.override), .keyword(.private), .keyword(.fileprivate)].contains(
        modifier.name.tokenKind)
      {
        edits.append(.blank(range(of: modifier), in: bytes))
      }
      generatedCode.append("extension \(owner): \(method.protocolName) {}")
      return
    }
    guard let extensionDecl = enclosingExtension(of: node),
      let method = plan.declared(in: owner, baseName: name, labels: labels), let owner
    else { return }
    guard let dispatcher = dispatcher(for: node, in: extensionDecl, method: method, owner: owner)
    else { return }
    edits.append(
      TextEdit(range: range(of: node.name), replacement: ExtensionOverridePlan.baseName(name)))
    generatedCode.append(dispatcher)
  }

  /// Rewrites `super.name(...)` of an overridden extension method (see ``ExtensionOverridePlan``).
  func rewriteExtensionSuperCall(_ member: MemberAccessExprSyntax) {
    let plan = index.extensionOverridePlan
    guard !plan.methods.isEmpty, member.base?.is(SuperExprSyntax.self) == true,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return }
    var labels: [String?] = call.arguments.map { $0.label?.text }
    if call.trailingClosure != nil { labels.append(nil) }
    for closure in call.additionalTrailingClosures { labels.append(closure.label.text) }
    guard
      let target = plan.superCall(
        in: enclosingType(of: member), baseName: member.declName.baseName.text, labels: labels,
        index: index)
    else { return }
    edits.append(TextEdit(range: range(of: member.declName.baseName), replacement: target))
  }

  /// The extension a member is declared in directly, or `nil`.
  func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
    Syntax(node).parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
  }

  /// The generated protocol and the method of the original name that dispatches to an
  /// override or to the extension's own implementation; `nil` (with a diagnostic) for a
  /// method that cannot be forwarded.
  func dispatcher(
    for node: FunctionDeclSyntax, in extensionDecl: ExtensionDeclSyntax,
    method: ExtensionOverridePlan.Method, owner: String
  ) -> String? {
    var parameters: [String] = []
    var requirementParameters: [String] = []
    var arguments: [String] = []
    for (position, parameter) in node.signature.parameterClause.parameters.enumerated() {
      guard parameter.ellipsis == nil else {
        fail(
          node,
          "'\(node.name.text)' is overridden by \(overriderList(method)) and takes a variadic "
            + "parameter; the transform cannot dispatch it without the Objective-C runtime")
        return nil
      }
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let local = "p\(position)"
      let type = parameter.type.trimmedDescription
      let value = parameter.defaultValue.map { " " + $0.trimmedDescription } ?? ""
      parameters.append((label ?? "_") + " \(local): \(type)" + value)
      requirementParameters.append((label ?? "_") + " \(local): \(type)")
      let reference = type.hasPrefix("inout ") ? "&" : ""
      arguments.append((label.map { "\($0): " } ?? "") + reference + local)
    }
    let signature = node.signature
    let effects = signature.effectSpecifiers?.trimmedDescription ?? ""
    let result = signature.returnClause?.trimmedDescription ?? ""
    if result.contains("some ") {
      fail(
        node,
        "'\(node.name.text)' is overridden by \(overriderList(method)) and returns an opaque "
          + "type; the transform cannot dispatch it without the Objective-C runtime")
      return nil
    }
    let generics = node.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    let tail =
      (effects.isEmpty ? "" : " " + effects) + (result.isEmpty ? "" : " " + result)
      + whereClause
    var prefix = ""
    if signature.effectSpecifiers?.throwsClause != nil { prefix += "try " }
    if signature.effectSpecifiers?.asyncSpecifier != nil { prefix += "await " }
    let attributes = RequirementText.stripAttributes(node.attributes).trimmedDescription
    let modifiers = node.modifiers.filter {
      ![.keyword(.dynamic), .keyword(.optional), .keyword(.override)].contains($0.name.tokenKind)
    }.trimmedDescription
    let extensionModifiers = extensionDecl.modifiers.trimmedDescription
    let isolation = index.isMainActorClass(owner) ? "@MainActor " : ""
    let argumentList = arguments.joined(separator: ", ")
    let name = node.name.text
    let requirement =
      "func \(ExtensionOverridePlan.overrideName(name))\(generics)("
      + requirementParameters.joined(separator: ", ") + ")" + tail
    let location = self.location(of: node)
    return """
      // \(owner).\(name) (\(location.file):\(location.line)) is overridden in the target: its \
      overrides are reached through this protocol.
      \(isolation)protocol \(method.protocolName): AnyObject {
        \(requirement)
      }
      \(extensionModifiers.isEmpty ? "" : extensionModifiers + " ")extension \(owner) {
        \([attributes, modifiers].filter { !$0.isEmpty }.joined(separator: " ")) \
      func \(name)\(generics)(\(parameters.joined(separator: ", ")))\(tail) {
          if let overriding = self as? any \(method.protocolName) {
            return \(prefix)overriding.\(ExtensionOverridePlan.overrideName(name))(\(argumentList))
          }
          return \(prefix)\(ExtensionOverridePlan.baseName(name))(\(argumentList))
        }
      }
      """
  }

  /// The classes overriding a method, for messages.
  func overriderList(_ method: ExtensionOverridePlan.Method) -> String {
    (index.extensionOverridePlan.overriders[method] ?? [:]).keys.sorted().joined(separator: ", ")
  }
}

extension TargetIndex {
  /// Whether a class is main-actor isolated: it is or descends from one of UIKit's classes
  /// (all of which are `@MainActor`).
  func isMainActorClass(_ name: String) -> Bool {
    ancestry(of: name).contains { UIKitClasses.superclass[$0] != nil }
  }
}
