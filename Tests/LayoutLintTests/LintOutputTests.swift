import Foundation
import LayoutLint
import Testing

/// Xcode lines, JSON and SARIF, and the fix-its applied.
@Suite("Lint output")
struct LintOutputTests {
  private static let source = """
    import UIKit
    final class Host: UIViewController {
      let details = UIViewController()
      override func viewDidLoad() {
        super.viewDidLoad()
        details.willMove(toParent: self)
        addChild(details)
        view.addSubview(details.view)
        details.didMove(toParent: self)
        let badge = UILabel()
        view.addSubview(badge)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      }
    }

    """

  private var report: LintReport {
    LayoutLinter().lint(sources: [("Host.swift", Self.source)])
  }

  @Test("Xcode lines name file, line, column, severity, message and rule")
  func xcodeLines() {
    let lines = report.xcodeText.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("Host.swift:6:5: warning: willMove(toParent:) before addChild") == true
    )
    #expect(lines.first?.hasSuffix("[P5]") == true)
    #expect(
      lines.contains("Host.swift:6:5: note: fix-it: remove the call (headless-uikit lint --fix)"))
    #expect(
      lines.contains { $0.hasPrefix("Host.swift:12:5: warning: constraints are added to badge") })
  }

  @Test("JSON lists the findings with their fix-its")
  func json() throws {
    let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]]
    #expect(findings?.count == 2)
    #expect(findings?.first?["rule"] as? String == "P5")
    #expect(findings?.first?["line"] as? Int == 6)
    #expect(
      (findings?.first?["fixIt"] as? [String: Any])?["summary"] as? String == "remove the call")
  }

  @Test("SARIF 2.1.0 has the seven rules and one result per finding")
  func sarif() throws {
    let log = try JSONSerialization.jsonObject(with: Data(report.sarif.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let run = (log?["runs"] as? [[String: Any]])?.first
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let rules = driver?["rules"] as? [[String: Any]]
    #expect(
      rules?.compactMap { $0["id"] as? String } == ["P1", "P2", "P3", "P4", "P5", "P6", "P7"])
    let results = run?["results"] as? [[String: Any]]
    #expect(results?.compactMap { $0["ruleId"] as? String } == ["P5", "P7"])
    let region =
      ((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 6)
    #expect((results?.first?["fixes"] as? [Any])?.count == 1)
  }

  @Test("Fix-its remove the redundant call and turn mask translation off; the result is clean")
  func fixes() {
    let fixed = LintFixer.apply(report.findings.compactMap(\.fixIt), to: Self.source)
    #expect(!fixed.contains("details.willMove(toParent: self)"))
    #expect(
      fixed.contains(
        "    badge.translatesAutoresizingMaskIntoConstraints = false\n    view.addSubview(badge)"))
    #expect(LayoutLinter().lint(sources: [("Host.swift", fixed)]).findings.isEmpty)
  }

  @Test("The order fix-it moves addChild before the view is added")
  func orderFix() {
    let source = """
      import UIKit
      final class Host: UIViewController {
        func embed(_ child: UIViewController) {
          view.addSubview(child.view)
          addChild(child)
          child.didMove(toParent: self)
        }
      }

      """
    let report = LayoutLinter().lint(sources: [("Host.swift", source)])
    #expect(report.findings.map(\.line) == [4])
    let fixed = LintFixer.apply(report.findings.compactMap(\.fixIt), to: source)
    #expect(fixed.contains("    addChild(child)\n    view.addSubview(child.view)\n"))
    #expect(LayoutLinter().lint(sources: [("Host.swift", fixed)]).findings.isEmpty)
  }
}
