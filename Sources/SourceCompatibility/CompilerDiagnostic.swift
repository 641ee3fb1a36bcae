/// One error the Swift compiler reported, with its place in the user's own file.
public struct CompilerDiagnostic: Equatable, Sendable {
  /// The file, as given to the check (not the scratch copy).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The message, without the `error: ` prefix and without a trailing `[#Group]` tag.
  public var message: String
  /// The text of the source line the error points at, when it is known (empty otherwise): some
  /// errors are classified by the code they are about, not only by their wording.
  public var sourceLine: String
  /// The kind of an earlier error on the same line that this one follows from, when this one
  /// alone would be `other` (see ``CompatibilityCheck``); `nil` otherwise.
  public var follows: DiagnosticKind?

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// The error's kind and, for a missing API, the name it is about (see
  /// ``DiagnosticKind/classify(_:sourceLine:)``).
  public var classification: (kind: DiagnosticKind, api: String?) {
    let own = DiagnosticKind.classify(message, sourceLine: sourceLine)
    if own.kind == .other, let follows { return (follows, nil) }
    return own
  }

  /// The errors in the compiler's output: lines `path:line:column: error: message`.
  ///
  /// Notes, warnings and the source excerpts the compiler prints under each diagnostic are
  /// skipped; errors without a place (`<unknown>:0: error: ...`) are kept with line 0.
  public static func errors(in output: String) -> [CompilerDiagnostic] {
    output.split(separator: "\n").compactMap { line -> CompilerDiagnostic? in
      guard let marker = line.range(of: ": error: ") else { return nil }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 2, !place[0].hasPrefix(" "), !place[0].contains("|") else { return nil }
      var message = String(line[marker.upperBound...])
      if message.hasSuffix("]"), let tag = message.range(of: " [#", options: .backwards) {
        message.removeSubrange(tag.lowerBound...)
      }
      return CompilerDiagnostic(
        file: String(place[0]), line: Int(place[1]) ?? 0,
        column: place.count > 2 ? Int(place[2]) ?? 0 : 0, message: message)
    }
  }
}
