import SwiftSyntax

extension FileRewriter {
  /// Rewrites a call of an `@objc` protocol's optional requirement,
  /// `delegate?.panel?(self, didMove: x)`, to a call through the requirement's generated
  /// protocol, `(delegate as? any _PanelDelegate_panel__didMove)?.panel(self, didMove: x)`: the
  /// result is `nil` when the object does not implement the method, as on iOS.
  ///
  /// A call whose name and labels match requirements of two protocols is an error (which
  /// protocol is meant needs the types, which the transform does not have).
  func rewriteOptionalCall(_ call: FunctionCallExprSyntax) {
    guard let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return }
    let name = member.declName.baseName.text
    var labels: [String?] = call.arguments.map { $0.label?.text }
    if call.trailingClosure != nil { labels.append(nil) }
    for closure in call.additionalTrailingClosures { labels.append(closure.label.text) }
    let matches = index.optionalRequirements.filter {
      $0.baseName == name && $0.labels == labels
    }
    guard let requirement = matches.first else { return }
    // An optional closure property of the same name is called the same way: leave it.
    if labels.isEmpty,
      index.properties.contains(where: { $0.name == name && $0.type.contains("->") })
    {
      return
    }
    guard Set(matches.map(\.generatedProtocol)).count == 1 else {
      fail(
        call,
        "'\(name)' is an optional requirement of several @objc protocols ("
          + matches.map(\.protocolName).joined(separator: ", ")
          + "); the transform cannot tell which one this call means")
      return
    }
    let cast = " as? any \(requirement.generatedProtocol))?"
    let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(TextEdit(range: start..<start, replacement: "("))
    if let optionalBase = base.as(OptionalChainingExprSyntax.self) {
      edits.append(TextEdit(range: range(of: optionalBase.questionMark), replacement: cast))
    } else {
      let end = base.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(TextEdit(range: end..<end, replacement: cast))
    }
    edits.append(TextEdit(range: range(of: chained.questionMark), replacement: ""))
  }
}
