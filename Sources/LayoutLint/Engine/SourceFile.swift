import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift file read and parsed, with its operators folded (`a + b * c` is a tree) and its
/// suppression comments read.
final class SourceFile {
  /// The path as given.
  let path: String
  /// The text.
  let text: String
  /// The folded tree.
  let tree: SourceFileSyntax
  /// Line and column of a position.
  let converter: SourceLocationConverter
  /// Where the file does not parse (line, column), when it does not.
  let syntaxError: (line: Int, column: Int)?
  /// The rules switched off per line by `// headless-uikit:disable…` comments.
  let suppressions: Suppressions

  /// Parses a file's text.
  init(path: String, text: String) {
    self.path = path
    self.text = text
    let parsed = Parser.parse(source: text)
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    tree = folded.as(SourceFileSyntax.self) ?? parsed
    converter = SourceLocationConverter(fileName: path, tree: tree)
    if parsed.hasError, let bad = Self.firstError(in: parsed) {
      let location = converter.location(for: bad)
      syntaxError = (location.line, location.column)
    } else {
      syntaxError = nil
    }
    suppressions = Suppressions(text: text)
  }

  /// The line and column of a node's first token (after its leading trivia).
  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }

  private static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition? {
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing { return token.position }
      if token.parent?.is(UnexpectedNodesSyntax.self) == true {
        return token.positionAfterSkippingLeadingTrivia
      }
    }
    return tree.position
  }
}

/// The `// headless-uikit:disable…` comments of a file.
///
/// `// headless-uikit:disable P1 P3` (or `disable:this`) at the end of a line silences those
/// rules on that line; `// headless-uikit:disable:next P5` silences them on the next line. With
/// no rule named, every rule is silenced.
struct Suppressions {
  private var byLine: [Int: Set<LintRule>?] = [:]

  init(text: String) {
    guard text.contains("headless-uikit:disable") else { return }
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let range = line.range(of: "headless-uikit:disable") else { continue }
      var rest = line[range.upperBound...]
      var target = lineNumber
      if rest.hasPrefix(":next") {
        target += 1
        rest = rest.dropFirst(5)
      } else if rest.hasPrefix(":this") {
        rest = rest.dropFirst(5)
      }
      let rules = rest.split(whereSeparator: { $0 == " " || $0 == "," })
        .compactMap { LintRule(rawValue: String($0).uppercased()) }
      if rules.isEmpty {
        byLine[target] = .some(nil)
      } else if case .some(.some(let existing)) = byLine[target] {
        byLine[target] = existing.union(rules)
      } else if byLine[target] == nil {
        byLine[target] = Set(rules)
      }
    }
  }

  /// Whether a rule is silenced on a line.
  func silences(_ rule: LintRule, line: Int) -> Bool {
    guard let entry = byLine[line] else { return false }
    guard let rules = entry else { return true }
    return rules.contains(rule)
  }
}
