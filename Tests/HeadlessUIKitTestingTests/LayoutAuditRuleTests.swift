import HeadlessUIKit
import HeadlessUIKitTesting
import Testing

/// One configuration: iPhone SE (3rd generation), portrait, large, light.
@MainActor
private func auditOnce(_ make: () -> UIViewController) -> LayoutAuditReport {
  auditLayout(
    of: make, on: .named("iPhone SE (3rd generation)"), orientations: [.portrait],
    contentSizeCategories: [.large], userInterfaceStyles: [.light])
}

@MainActor
@Suite struct LayoutAuditRuleTests {
  @Test("A screen whose views are all placed reports nothing")
  func cleanScreen() {
    let report = auditOnce(AuditScreens.clean)
    #expect(report.isClean, "\(report)")
    #expect(report.configurations.count == 1)
  }

  @Test("A view with no height constraint is reported as ambiguous in its height")
  func missingConstraintIsAmbiguous() {
    let report = auditOnce(AuditScreens.missingHeight)
    let findings = report.findings(of: .ambiguousLayout)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"card\"")
    #expect(findings.first?.accessibilityIdentifier == "card")
    #expect(
      findings.first?.problem == "ambiguous layout: the constraints leave height undetermined")
  }

  @Test("A conflicting constraint is reported with the constraint UIKit broke")
  func conflictingConstraintIsNamed() {
    let report = auditOnce(AuditScreens.conflictingHeights)
    let findings = report.findings(of: .unsatisfiableConstraint)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"card\"")
    #expect(
      findings.first?.problem
        == "UIKit broke UIView[0] \"card\".height == 80, which conflicts with "
        + "UIView[0] \"card\".height == 120")
    #expect(report.findings(of: .ambiguousLayout).isEmpty)
  }

  @Test("A one-line label is truncated at the largest accessibility size but not at large")
  func truncatedAtLargestTextSizeOnly() {
    let report = auditLayout(
      of: AuditScreens.oneLineTitle, on: .named("iPhone SE (3rd generation)"),
      orientations: [.portrait],
      contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
      userInterfaceStyles: [.light])
    let findings = report.findings(of: .truncatedLabel)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.configuration.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(findings.first?.viewPath == "UIView > UILabel[0] \"title\"")
    #expect(
      findings.first?.problem
        == "text \"Your order is on its way\" does not fit on the label's one line")
  }

  @Test("A subview that reaches past a clipping superview is reported with how much is cut")
  func clippedSubview() {
    let report = auditOnce(AuditScreens.clippedChild)
    let findings = report.findings(of: .clippedView)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"box\" > UIView[0] \"child\"")
    #expect(findings.first?.detail == "50 pt cut off")
    #expect(
      findings.first?.problem.contains("partly outside the bounds of UIView > UIView[0] \"box\"")
        == true)
  }

  @Test("Enabled sibling buttons whose frames intersect are reported; a disabled one is not")
  func overlappingButtons() {
    let report = auditOnce(AuditScreens.overlappingButtons(secondEnabled: true))
    let findings = report.findings(of: .overlappingControls)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIButton[0] \"button1\"")
    #expect(
      findings.first?.problem == "overlaps the enabled control UIView > UIButton[1] \"button2\"")
    #expect(findings.first?.detail == "20 × 44 pt in common")
    let disabled = auditOnce(AuditScreens.overlappingButtons(secondEnabled: false))
    #expect(disabled.findings(of: .overlappingControls).isEmpty, "\(disabled)")
  }

  @Test("A label with text and no width is reported as zero-size content")
  func zeroSizeLabel() {
    let report = auditOnce(AuditScreens.zeroWidthLabel)
    let findings = report.findings(of: .zeroSizeContent)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UILabel[0] \"price\"")
    #expect(findings.first?.problem == "zero size but has text \"$12.99\"")
    #expect(report.findings(of: .truncatedLabel).isEmpty)
  }

  @Test("Constraints on a view that still translates its mask are reported (P7)")
  func autoresizingMaskConstraints() {
    let report = auditOnce(AuditScreens.badge(fixed: false))
    let findings = report.findings(of: .autoresizingMaskConstraints)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"badge\"")
    #expect(
      findings.first?.problem.hasPrefix("constrained by UIView[0] \"badge\".width == 60") == true)
    let fixed = auditOnce(AuditScreens.badge(fixed: true))
    #expect(fixed.isClean, "\(fixed)")
  }

  @Test("A child controller's view added without addChild is reported (P5)")
  func missingContainment() {
    let report = auditOnce(AuditScreens.child(contained: false))
    let findings = report.findings(of: .missingContainment)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"map\"")
    #expect(
      findings.first?.problem.hasPrefix(
        "view of UIViewController is inside the view of Screen without containment") == true)
    let contained = auditOnce(AuditScreens.child(contained: true))
    #expect(contained.isClean, "\(contained)")
  }

  @Test("Content a scroll view can scroll to is not reported as clipped")
  func scrollableContentIsNotClipped() {
    let report = auditOnce(AuditScreens.scrollingContent)
    #expect(report.isClean, "\(report)")
  }

  @Test("A message logged while the screen is shown, such as a feedback loop, is reported")
  func loggedMessage() {
    let report = auditOnce(AuditScreens.feedbackLoop)
    let findings = report.findings(of: .loggedMessage)
    #expect(findings.count == 1, "\(report)")
    #expect(
      findings.first?.problem.hasPrefix(
        "logged: Layout feedback loop: <RestlessView[0]> laid out 100 times") == true)
  }

  /// Seed scene 3's mistake: the preview framed from the root view's size in viewDidLoad,
  /// before the view was given the screen's size.
  private final class BakedPreview: UIViewController {
    override func loadView() {
      view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let preview = UIView()
      preview.accessibilityIdentifier = "preview"
      let size = view.bounds.size
      preview.frame = CGRect(
        x: 0, y: size.height * 0.75, width: size.width, height: size.height * 0.25)
      view.addSubview(preview)
    }
  }

  @Test("A frame baked from the root view's size in viewDidLoad is the sanitizer's P3")
  func sanitizerWarningIsReported() {
    let report = auditOnce { BakedPreview() }
    let findings = report.findings(of: .layoutSanitizerWarning)
    #expect(findings.count == 1, "\(report)")
    #expect(findings.first?.viewPath == "UIView > UIView[0] \"preview\"")
    #expect(
      findings.first?.problem.hasPrefix("P3: frame was set from its container's size") == true)
    #expect(findings.first?.detail == "container 320×480 when read, 375×667 after layout")
  }
}
