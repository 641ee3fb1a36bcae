import SwiftSyntax

extension FileRewriter {
  /// Makes `os(iOS)` true in `#if` conditions (decision RT9): the files are an iOS app's,
  /// compiled as that app, so the code it wrote for iOS is the code that is compiled.
  ///
  /// `os(iOS)` becomes `true` followed by spaces, so the line keeps its columns. Other
  /// platform conditions keep their meaning on Linux: `os(macOS)`, `os(tvOS)` and
  /// `os(watchOS)` stay false, `os(Linux)` stays true and `canImport(UIKit)` is already true.
  func rewritePlatformConditions(_ node: IfConfigClauseSyntax) {
    if let condition = node.condition {
      for call in condition.platformChecks(named: "iOS") {
        let range = range(of: call)
        let padding = String(repeating: " ", count: max(0, range.count - 4))
        edits.append(TextEdit(range: range, replacement: "true" + padding))
      }
    }
  }
}

extension ExprSyntax {
  /// The condition's text as the plugin's copies compile it: `os(iOS)` replaced by `true`
  /// (decision RT9), for the registration file's `#if`s.
  var textCompiledForIOS: String {
    let start = positionAfterSkippingLeadingTrivia.utf8Offset
    var text = Array(trimmedDescription.utf8)
    for call in platformChecks(named: "iOS").sorted(by: { $0.position > $1.position }) {
      let lower = call.positionAfterSkippingLeadingTrivia.utf8Offset - start
      let upper = call.endPositionBeforeTrailingTrivia.utf8Offset - start
      guard lower >= 0, upper <= text.count, lower < upper else { continue }
      text.replaceSubrange(lower..<upper, with: Array("true".utf8))
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The `os(name)` calls in a compilation condition.
  fileprivate func platformChecks(named name: String) -> [FunctionCallExprSyntax] {
    var found: [FunctionCallExprSyntax] = []
    var pending: [Syntax] = [Syntax(self)]
    while let node = pending.popLast() {
      if let call = node.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "os",
        call.arguments.count == 1,
        call.arguments.first?.expression.trimmedDescription == name
      {
        found.append(call)
        continue
      }
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return found
  }
}
