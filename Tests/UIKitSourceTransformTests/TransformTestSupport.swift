import UIKitSourceTransform

/// Runs the transform over files given as (name, text) and returns the result.
func transform(_ files: [(String, String)], module: String = "App") -> TransformResult {
  SourceTransform(moduleName: module).run(
    files.map { SourceText(path: "/src/\($0.0)", text: $0.1) })
}

extension TransformResult {
  /// The transformed text of the file named `name`.
  func text(of name: String) -> String {
    files.first { $0.originalPath == "/src/\(name)" }?.text ?? ""
  }
}

extension String {
  /// The lines between the first `#sourceLocation(file:line: 1)` and `#sourceLocation()`:
  /// the user's lines as rewritten.
  var rewrittenLines: [Substring] {
    let lines = split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("#sourceLocation(file:") }),
      let end = lines.firstIndex(where: { $0 == "#sourceLocation()" })
    else { return [] }
    return Array(lines[(start + 1)..<end])
  }
}

/// `count` spaces.
func spaces(_ count: Int) -> String {
  String(repeating: " ", count: count)
}
