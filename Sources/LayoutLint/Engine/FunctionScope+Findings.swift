import SwiftSyntax

extension FunctionScope {
  /// A finding at a node's first token.
  func finding(
    _ rule: LintRule, at node: some SyntaxProtocol, _ message: String, fixIt: LintFixIt? = nil
  ) -> LintFinding {
    let location = file.location(of: node)
    return LintFinding(
      file: file.path, line: location.line, column: location.column, rule: rule,
      message: message, fixIt: fixIt)
  }

  /// Whether this function runs before the first layout pass (a lifecycle method or a method
  /// it calls).
  func runsBeforeLayout(_ context: LintContext) -> Bool {
    guard let typeName else { return false }
    return context.preLayoutMethods(ofType: typeName).contains(name)
  }

  /// Whether a path names the view this scope's type lays out: `self` in a view, `view` in a
  /// controller.
  func isOwnView(_ path: ExprPath) -> Bool {
    switch typeKind {
    case .view: return path.components == ["self"]
    case .viewController:
      return path.components == ["view"] && !shadows("view")
    case .presentationController:
      return path.components == ["containerView"]
        && (!shadows("containerView") || aliases.contains("containerView"))
    default: return false
    }
  }
}

/// Statement-level rewrites: a whole statement's lines removed, or moved before another
/// statement.
enum StatementEdit {
  /// The statement (code block item) a node is in.
  static func statement(containing node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
    var current: Syntax? = Syntax(node)
    while let candidate = current {
      if let item = candidate.as(CodeBlockItemSyntax.self) { return item }
      if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self) {
        return nil
      }
      current = candidate.parent
    }
    return nil
  }

  /// The byte range of a statement's full lines (indentation through the newline), when the
  /// statement is alone on its lines.
  static func lineRange(of item: CodeBlockItemSyntax, in text: String) -> Range<Int>? {
    let bytes = Array(text.utf8)
    var start = item.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = item.endPositionBeforeTrailingTrivia.utf8Offset
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")
    {
      start -= 1
    }
    guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    }
    guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return nil }
    return start..<min(end + 1, bytes.count)
  }

  /// A fix-it that deletes a statement.
  static func delete(_ node: some SyntaxProtocol, in text: String, summary: String) -> LintFixIt? {
    guard let item = statement(containing: node), let range = lineRange(of: item, in: text) else {
      return nil
    }
    return LintFixIt(
      summary: summary, edits: [.init(start: range.lowerBound, end: range.upperBound, text: "")])
  }

  /// A fix-it that moves the statement of `moved` to just before the statement of `anchor`
  /// (both in the same block, `anchor` first).
  static func move(
    _ moved: some SyntaxProtocol, before anchor: some SyntaxProtocol, in text: String,
    summary: String
  ) -> LintFixIt? {
    guard let movedItem = statement(containing: moved),
      let anchorItem = statement(containing: anchor),
      movedItem.parent == anchorItem.parent, movedItem.position > anchorItem.position,
      let movedRange = lineRange(of: movedItem, in: text),
      let anchorRange = lineRange(of: anchorItem, in: text)
    else { return nil }
    let bytes = Array(text.utf8)
    let anchorIndent = String(
      decoding: bytes[
        anchorRange.lowerBound..<anchorItem.positionAfterSkippingLeadingTrivia.utf8Offset],
      as: UTF8.self)
    var line = movedItem.trimmedDescription
    line = anchorIndent + line + "\n"
    return LintFixIt(
      summary: summary,
      edits: [
        .init(start: anchorRange.lowerBound, end: anchorRange.lowerBound, text: line),
        .init(start: movedRange.lowerBound, end: movedRange.upperBound, text: ""),
      ])
  }

  /// A fix-it that inserts a line before a statement, indented as it is.
  static func insert(
    _ line: String, before node: some SyntaxProtocol, in text: String, summary: String
  ) -> LintFixIt? {
    guard let item = statement(containing: node), let range = lineRange(of: item, in: text) else {
      return nil
    }
    let bytes = Array(text.utf8)
    let indent = String(
      decoding: bytes[range.lowerBound..<item.positionAfterSkippingLeadingTrivia.utf8Offset],
      as: UTF8.self)
    return LintFixIt(
      summary: summary,
      edits: [.init(start: range.lowerBound, end: range.lowerBound, text: indent + line + "\n")])
  }
}
