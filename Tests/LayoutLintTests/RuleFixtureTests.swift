import Foundation
import LayoutLint
import Testing

/// Each rule's fixtures: every marked mistake reported on its line with its rule, and nothing
/// else (the near-misses of `Right.swift` stay quiet).
@Suite("Rule fixtures")
struct RuleFixtureTests {
  @Test("Each rule reports exactly the marked lines of its fixtures", arguments: LintRule.allCases)
  func markedLines(rule: LintRule) throws {
    let folder = rule.rawValue
    let report = try LayoutLinter().lint(paths: [
      LintFixtures.root.appendingPathComponent(folder).path
    ])
    let expected = try LintFixtures.expected(folder)
    #expect(!expected.isEmpty)
    #expect(report.failures.isEmpty)
    #expect(LintFixtures.marks(report) == expected)
  }

  @Test("The near-miss files stay quiet", arguments: LintRule.allCases)
  func nearMissesQuiet(rule: LintRule) throws {
    let report = try LayoutLinter().lint(
      paths: [LintFixtures.root.appendingPathComponent(rule.rawValue).path])
    let quiet = report.findings.filter { LintFixtures.fileName($0.file) == "Right.swift" }
    #expect(quiet.isEmpty, "\(quiet.map { "\($0.line): \($0.message)" })")
  }

  @Test("Choosing rules runs only those")
  func ruleSelection() throws {
    let report = try LayoutLinter(rules: [.p5]).lint(
      paths: [LintFixtures.root.appendingPathComponent("P7").path])
    #expect(report.findings.allSatisfy { $0.rule == .p5 })
  }

  @Test("A storyboard or xib given decides whether an outlet's view translates its mask")
  func documents() throws {
    let folder = LintFixtures.root.appendingPathComponent("Documents")
    let withXib = try LayoutLinter().lint(paths: [folder.path])
    #expect(LintFixtures.marks(withXib) == (try LintFixtures.expected("Documents")))
    let codeOnly = try LayoutLinter().lint(
      paths: [folder.appendingPathComponent("BannerView.swift").path])
    #expect(codeOnly.findings.isEmpty)
  }

  @Test("Messages say what goes wrong at run time and the fix")
  func messages() throws {
    let report = try LayoutLinter().lint(paths: [LintFixtures.root.path])
    for finding in report.findings {
      #expect(finding.message.contains(";"), "\(finding.message)")
      #expect(finding.message.count > 80)
    }
  }
}
