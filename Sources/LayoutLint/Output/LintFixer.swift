import Foundation

/// Applies the findings' fix-its to the files they are in.
package enum LintFixer {
  /// The text with the fix-its applied, last in the file first; a fix-it that overlaps one
  /// already applied is skipped whole (its edits go together).
  package static func apply(_ fixes: [LintFixIt], to text: String) -> String {
    var bytes = Array(text.utf8)
    let ordered = fixes.filter { !$0.edits.isEmpty }.sorted {
      ($0.edits.map(\.start).min() ?? 0) > ($1.edits.map(\.start).min() ?? 0)
    }
    var lowestTouched = Int.max
    for fix in ordered {
      guard fix.edits.allSatisfy({ $0.end <= lowestTouched && $0.end <= bytes.count }) else {
        continue
      }
      for edit in fix.edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
        bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
      }
      lowestTouched = fix.edits.map(\.start).min() ?? lowestTouched
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
