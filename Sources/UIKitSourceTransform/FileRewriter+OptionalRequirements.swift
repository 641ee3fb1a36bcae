import SwiftSyntax

extension FileRewriter {
  /// Rewrites a call of an `@objc` protocol's optional requirement to a call of its wrapper.
  ///
  /// `delegate?.panel?(self, didMove: x)` becomes
  /// `delegate?._uikitOptional_panel(self, didMove: x)`, a protocol-extension method that
  /// calls the method when the object implements it and gives `nil` when it does not, as
  /// on iOS. The compiler picks among overloads by their types, as it does on iOS.
  func rewriteOptionalCall(_ call: FunctionCallExprSyntax) {
    guard let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self),
      member.base != nil, member.declName.argumentNames == nil
    else { return }
    let name = member.declName.baseName.text
    var labels: [String?] = call.arguments.map { $0.label?.text }
    if call.trailingClosure != nil { labels.append(nil) }
    for closure in call.additionalTrailingClosures { labels.append(closure.label.text) }
    let matches = index.optionalRequirements.filter {
      $0.baseName == name && $0.labels == labels
    }
    guard !matches.isEmpty else { return }
    // An optional closure property of the same name is called the same way: leave it.
    if labels.isEmpty,
      index.properties.contains(where: { $0.name == name && $0.type.contains("->") })
    {
      return
    }
    guard matches.allSatisfy({ $0.wrapper != nil }) else {
      fail(
        call,
        "the optional requirement '\(name)' is generic or takes inout or variadic parameters; "
          + "the transform cannot call it conditionally")
      return
    }
    edits.append(
      TextEdit(range: range(of: member.declName.baseName), replacement: "_uikitOptional_" + name))
    edits.append(TextEdit(range: range(of: chained.questionMark), replacement: ""))
  }

  /// Rewrites a reference to an optional requirement that is not called,
  /// `delegate?.pagerView(_:shouldHighlightItemAt:)` (or `delegate?.pagerViewDidScroll`), to
  /// the same reference through the requirement's generated protocol,
  /// `(delegate as? any _FSPagerViewDelegate_pagerView_shouldHighlightItemAt_)?.pagerView(...)`:
  /// an optional function, `nil` when the object does not implement it.
  ///
  /// Only a name that no type outside the protocol's conformers declares is rewritten (another
  /// type's method of that name would be cast away); an ambiguous name is an error.
  func rewriteOptionalReference(_ member: MemberAccessExprSyntax) {
    guard let base = member.base, base.is(OptionalChainingExprSyntax.self) else { return }
    if let parent = member.parent, let chained = parent.as(OptionalChainingExprSyntax.self),
      chained.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == chained.id
    {
      return  // a call, `x?.m?(...)`, handled by rewriteOptionalCall
    }
    if let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      return  // a call of a method, not a reference
    }
    let name = member.declName.baseName.text
    let labels: [String?]? = member.declName.argumentNames.map { names in
      names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
    }
    let matches = index.optionalRequirements.filter {
      $0.baseName == name && $0.labels != nil && (labels == nil || $0.labels == labels)
    }
    guard !matches.isEmpty, !isAssigned(member) else { return }
    // A bare name is rewritten only when the base is a property declared with the protocol's
    // type: another type's property or method of that name must stay as it is.
    if labels == nil {
      let typed = matches.filter { declaredType(of: base) == $0.protocolName }
      guard typed.count == 1, let requirement = typed.first else { return }
      castThroughGeneratedProtocol(base, requirement)
      return
    }
    guard matches.count == 1, let requirement = matches.first else {
      fail(
        member,
        "'\(member.declName.trimmedDescription)' names several optional requirements; the "
          + "transform cannot tell which one this reference means (write the argument labels)")
      return
    }
    let conformers = Set(
      index.conformances.filter { $0.name == requirement.protocolName }.map(\.type))
    let others = index.methods.filter { method in
      method.baseName == name && (labels == nil || method.labels == labels)
        && !index.ancestry(of: method.owner).contains(where: conformers.contains)
    }
    guard others.isEmpty else {
      fail(
        member,
        "'\(member.declName.trimmedDescription)' is an optional requirement of "
          + "\(requirement.protocolName) and a method of \(others[0].owner); the transform "
          + "cannot tell which one this reference means")
      return
    }
    castThroughGeneratedProtocol(base, requirement)
  }

  /// `base?` → `(base as? any P_m)?`.
  func castThroughGeneratedProtocol(_ base: ExprSyntax, _ requirement: OptionalRequirement) {
    guard let optionalBase = base.as(OptionalChainingExprSyntax.self) else { return }
    let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(TextEdit(range: start..<start, replacement: "("))
    edits.append(
      TextEdit(
        range: range(of: optionalBase.questionMark),
        replacement: " as? any \(requirement.generatedProtocol))?"))
  }

  /// Whether an expression is the left side of an assignment (`x?.name = value`).
  func isAssigned(_ expression: some ExprSyntaxProtocol) -> Bool {
    guard let list = expression.parent?.as(ExprListSyntax.self) else { return false }
    var found = false
    for element in list {
      if found { return element.is(AssignmentExprSyntax.self) }
      if element.id == expression.id { found = true }
    }
    return false
  }

  /// The type a property the base names is declared with in the target, without optionality
  /// (`weak var delegate: PanelDelegate?` → `PanelDelegate`), when every property of that
  /// name agrees; `nil` otherwise.
  func declaredType(of base: ExprSyntax) -> String? {
    var expression = base
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      expression = chained.expression
    }
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    let types = Set(
      index.properties.filter { $0.name == name }.map { property in
        var type = property.type.filter { !$0.isWhitespace }
        if type.hasPrefix("any") { type.removeFirst(3) }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
      })
    return types.count == 1 ? types.first : nil
  }
}
