import Foundation

/// Applies the findings' fix-its to the files they are in.
package enum LintFixer {
  /// The text with the edits applied (later edits first; edits that overlap one already
  /// applied are skipped).
  package static func apply(_ fixes: [LintFixIt], to text: String) -> String {
    var bytes = Array(text.utf8)
    let edits = fixes.flatMap(\.edits).sorted { ($0.start, $0.end) > ($1.start, $1.end) }
    var lowestTouched = Int.max
    for edit in edits where edit.end <= lowestTouched && edit.end <= bytes.count {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
      lowestTouched = edit.start
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Rewrites each file that has fix-its; returns the number of fix-its applied.
  ///
  /// - Throws: ``LintError/unwritableFile(_:reason:)`` when a file cannot be written.
  package static func fix(_ report: LintReport) throws(LintError) -> Int {
    let byFile = Dictionary(grouping: report.findings.filter { $0.fixIt != nil }, by: \.file)
    var applied = 0
    for (file, findings) in byFile.sorted(by: { $0.key < $1.key }) {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw .unreadableFile(file, reason: "it changed or vanished while checking")
      }
      let text = String(decoding: data, as: UTF8.self)
      let fixed = apply(findings.compactMap(\.fixIt), to: text)
      do {
        try fixed.write(toFile: file, atomically: true, encoding: .utf8)
      } catch {
        throw .unwritableFile(file, reason: error.localizedDescription)
      }
      applied += findings.count
    }
    return applied
  }
}
