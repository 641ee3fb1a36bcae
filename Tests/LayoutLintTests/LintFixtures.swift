import Foundation
import LayoutLint
import TestSupport

/// The fixtures of `Tests/Fixtures/LayoutLint` and the findings their `// expect: P3` markers
/// call for.
enum LintFixtures {
  /// The fixtures folder.
  static let root = RepositoryFixtures.root.appendingPathComponent(
    "Tests/Fixtures/LayoutLint", isDirectory: true)

  /// The real-app corpus.
  static let corpus = RepositoryFixtures.root.appendingPathComponent(
    "Tests/Fixtures/UIKitSwift", isDirectory: true)

  /// A finding reduced to what the markers say: file name, line, rule.
  struct Mark: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: LintRule

    var description: String { "\(file):\(line) \(rule.rawValue)" }
  }

  /// The files of a fixture folder.
  static func files(_ folder: String) throws -> [String] {
    try LayoutLinter().files(in: [root.appendingPathComponent(folder).path])
  }

  /// The marks the `// expect:` comments of a folder's files call for.
  static func expected(_ folder: String) throws -> Set<Mark> {
    var marks: Set<Mark> = []
    for path in try files(folder) where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let range = line.range(of: "// expect: ") else { continue }
        for name in line[range.upperBound...].split(separator: " ") {
          if let rule = LintRule(rawValue: String(name)) {
            marks.insert(Mark(file: fileName(path), line: offset + 1, rule: rule))
          }
        }
      }
    }
    return marks
  }

  /// The marks of a report's findings.
  static func marks(_ report: LintReport) -> Set<Mark> {
    Set(report.findings.map { Mark(file: fileName($0.file), line: $0.line, rule: $0.rule) })
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }
}
