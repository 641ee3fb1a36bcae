import Foundation
import LayoutLint
import Testing

/// The corpus of real apps' UIKit files, its findings pinned.
///
/// `Tests/Fixtures/UIKitSwift/lint-findings.tsv` holds each with its hand label (TP or FP). A change
/// that adds or loses a finding fails here until the file is updated and the new rows labelled.
@Suite("Corpus findings")
struct CorpusFindingsTests {
  private struct Row: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String
    var description: String { "\(file):\(line) \(rule)" }
  }

  private static func pinned() throws -> [(row: Row, label: String)] {
    let path = LintFixtures.corpus.appendingPathComponent("lint-findings.tsv").path
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return (Row(file: fields[0], line: Int(fields[1]) ?? 0, rule: fields[2]), fields[3])
      }
  }

  @Test("The corpus findings are the pinned ones")
  func pinnedFindings() throws {
    let linter = LayoutLinter(excludedFolders: ["stubs"])
    let report = try linter.lint(paths: [LintFixtures.corpus.path])
    #expect(report.failures.isEmpty)
    let found = report.findings.map {
      Row(file: LintFixtures.fileName($0.file), line: $0.line, rule: $0.rule.rawValue)
    }
    let pinned = try Self.pinned().map(\.row)
    #expect(Set(found).subtracting(pinned).sorted { $0.description < $1.description } == [])
    #expect(Set(pinned).subtracting(found).sorted { $0.description < $1.description } == [])
    #expect(found.count == pinned.count)
  }

  @Test("Every pinned finding is labelled, and at least 90 % are true")
  func labels() throws {
    let rows = try Self.pinned()
    #expect(rows.allSatisfy { ["TP", "FP"].contains($0.label) })
    let truePositives = rows.filter { $0.label == "TP" }.count
    #expect(Double(truePositives) >= 0.9 * Double(rows.count))
  }
}
