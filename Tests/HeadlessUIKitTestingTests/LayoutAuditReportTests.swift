import HeadlessUIKit
import HeadlessUIKitTesting
import Testing

@MainActor
@Suite struct LayoutAuditReportTests {
  /// The one-line title over two sizes that truncate it and one that does not, in light and
  /// dark.
  private func titleReport(
    ignoring kinds: Set<LayoutFinding.Kind> = [], ignoringViews identifiers: Set<String> = []
  ) -> LayoutAuditReport {
    auditLayout(
      of: AuditScreens.oneLineTitle, on: .named("iPhone SE (3rd generation)"),
      orientations: [.portrait],
      contentSizeCategories: [
        .large, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ],
      userInterfaceStyles: [.light, .dark], ignoring: kinds, ignoringViews: identifiers)
  }

  @Test("A finding repeated over configurations is one group that lists where it happens")
  func findingsAreGrouped() {
    let report = titleReport()
    #expect(report.configurations.count == 6)
    #expect(report.findings.count == 4, "\(report)")
    #expect(report.groups.count == 1)
    #expect(
      report.groups.first?.configurations.map(\.contentSizeCategory) == [
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ])
  }

  @Test("The report names the subject, the configurations, the time, the view and the problem")
  func descriptionReadsWell() {
    let report = titleReport()
    let lines = report.description.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("Layout audit of Screen: 1 finding in 6 configurations ("))
    #expect(lines[0].hasSuffix(" s)"))
    #expect(
      lines[1]
        == "1. truncatedLabel: UIView > UILabel[0] \"title\": text \"Your order is on its way\" "
        + "does not fit on the label's one line")
    #expect(
      lines[2].hasPrefix(
        "   in 4 of 6 configurations: iPhone SE (3rd generation), portrait, "
          + "accessibilityExtraExtraLarge, light (text "))
    #expect(lines[2].hasSuffix("; and 1 more"))
    #expect(report.seconds > 0)
  }

  @Test("Findings of an ignored kind or under an ignored identifier are left out")
  func ignoring() {
    #expect(titleReport(ignoring: [.truncatedLabel]).isClean)
    #expect(titleReport(ignoringViews: ["title"]).isClean)
    #expect(!titleReport(ignoringViews: ["other"]).isClean)
    let buttons = auditLayout(
      of: AuditScreens.overlappingButtons(secondEnabled: true),
      on: .named("iPhone SE (3rd generation)"), orientations: [.portrait],
      contentSizeCategories: [.large], userInterfaceStyles: [.light], ignoringViews: ["button2"])
    #expect(buttons.isClean, "\(buttons)")
  }

  @Test("assertLayout records one Swift Testing issue with the report at the caller's line")
  func assertionRecordsAnIssue() {
    let line = #line + 2
    withKnownIssue {
      assertLayout(
        of: AuditScreens.missingHeight, on: .named("iPhone SE (3rd generation)"),
        orientations: [.portrait], contentSizeCategories: [.large], userInterfaceStyles: [.light])
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "LayoutAuditReportTests.swift"
        && issue.comments.contains {
          $0.rawValue.contains("ambiguousLayout: UIView > UIView[0] \"card\"")
        }
    }
  }

  @Test("assertLayout records nothing for a clean screen")
  func assertionPassesWhenClean() {
    let report = assertLayout(
      of: AuditScreens.clean, on: .named("iPhone SE (3rd generation)"),
      orientations: [.portrait], contentSizeCategories: [.large], userInterfaceStyles: [.light])
    #expect(report.isClean)
  }
}
