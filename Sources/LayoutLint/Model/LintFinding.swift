/// One mistake found: where, which rule, what goes wrong at run time and the fix.
package struct LintFinding: Sendable, Equatable, Codable {
  /// The file's path as given on the command line (or found under a folder given).
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column (in UTF-8 bytes, as Xcode counts).
  package var column: Int
  /// The rule broken.
  package var rule: LintRule
  /// What goes wrong at run time, and the fix.
  package var message: String
  /// A safe rewrite, when there is one (`--fix` applies it).
  package var fixIt: LintFixIt?

  /// Creates a finding.
  package init(
    file: String, line: Int, column: Int, rule: LintRule, message: String,
    fixIt: LintFixIt? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.rule = rule
    self.message = message
    self.fixIt = fixIt
  }
}

/// A rewrite of one file: byte ranges replaced by new text.
package struct LintFixIt: Sendable, Equatable, Codable {
  /// One replacement: the UTF-8 byte range `start..<end` becomes `text`.
  package struct Edit: Sendable, Equatable, Codable {
    /// The first byte replaced.
    package var start: Int
    /// The byte after the last one replaced.
    package var end: Int
    /// The new text.
    package var text: String

    /// Creates an edit.
    package init(start: Int, end: Int, text: String) {
      self.start = start
      self.end = end
      self.text = text
    }
  }

  /// What the fix does, in a few words (shown after the finding).
  package var summary: String
  /// The replacements; they do not overlap.
  package var edits: [Edit]

  /// Creates a fix-it.
  package init(summary: String, edits: [Edit]) {
    self.summary = summary
    self.edits = edits
  }
}
