import Foundation
import LayoutLint
import Testing

/// Files that do not parse, are missing or cannot be read; suppression comments.
@Suite("Lint inputs")
struct LintInputTests {
  @Test("A file that does not parse is one failure, and the other files are still checked")
  func unparsableFile() throws {
    let report = try LayoutLinter().lint(
      paths: [LintFixtures.root.appendingPathComponent("Broken").path])
    #expect(report.failures.count == 1)
    #expect(report.failures.first.map { LintFixtures.fileName($0.file) } == "Unfinished.swift")
    #expect(report.failures.first?.line == 7)
    #expect(LintFixtures.marks(report) == (try LintFixtures.expected("Broken")))
    #expect(report.exitStatus == 1)
  }

  @Test("A missing path is a typed error naming it")
  func missingFile() {
    #expect(throws: LintError.missingFile("no/such/File.swift")) {
      try LayoutLinter().lint(paths: ["no/such/File.swift"])
    }
  }

  @Test("A file that is not UTF-8 text is a typed error naming it")
  func unreadableFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlint-\(UUID().uuidString).swift").path
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: LintError.unreadableFile(path, reason: "not UTF-8 text")) {
      try LayoutLinter().lint(paths: [path])
    }
  }

  @Test("Suppression comments silence a rule on their line or the next, or every rule")
  func suppression() {
    let source = """
      import UIKit
      final class Host: UIViewController {
        let child = UIViewController()
        func a() { view.addSubview(child.view) }  // headless-uikit:disable P5
        func b() { view.addSubview(child.view) }  // headless-uikit:disable:this P1
        // headless-uikit:disable:next P5
        func c() { view.addSubview(child.view) }
        func d() { view.addSubview(child.view) }  // headless-uikit:disable
        func e() { view.addSubview(child.view) }
      }
      """
    let report = LayoutLinter().lint(sources: [("Host.swift", source)])
    #expect(report.findings.map(\.line) == [5, 9])
    #expect(report.findings.allSatisfy { $0.rule == .p5 })
  }

  @Test("No findings and no failures is exit status 0")
  func cleanRun() {
    let report = LayoutLinter().lint(sources: [("Empty.swift", "import UIKit\n")])
    #expect(report.exitStatus == 0)
    #expect(report.xcodeText.isEmpty)
    #expect(report.lines == 1)
  }
}
