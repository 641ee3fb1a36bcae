import Foundation

/// What a layout audit found, over how many configurations, in how long (a HeadlessUIKit
/// addition).
///
/// Its ``description`` is the failure message the assertions record: a heading with the
/// subject, the number of configurations and the time, then one entry per group of findings
/// (the same mistake of the same view in several configurations), each naming the
/// configurations it happened in:
///
///     Layout audit of SignUpViewController: 2 findings in 96 configurations (0.41 s)
///     1. truncatedLabel: UIView > UIStackView[0] > UILabel[2] "title": text "Create your
///        account" does not fit on the label's one line
///        in 10 of 96 configurations, e.g. iPhone SE (3rd generation), portrait,
///        accessibilityExtraExtraExtraLarge, light (text 412 pt wide, label 343 pt)
///        …
public struct LayoutAuditReport: Sendable, CustomStringConvertible {
  /// The type of the controller or view audited.
  public let subject: String
  /// The configurations the screen was shown in.
  public let configurations: [LayoutAuditConfiguration]
  /// The configurations left out: orientations the device or the controller does not support.
  public let skippedConfigurations: [LayoutAuditConfiguration]
  /// Every finding, configuration by configuration, after the audit's ignore lists.
  public let findings: [LayoutFinding]
  /// How long the sweep took.
  public let duration: Duration

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - subject: The type audited.
  ///   - configurations: The configurations run.
  ///   - skippedConfigurations: The configurations skipped.
  ///   - findings: The findings.
  ///   - duration: The time the sweep took.
  public init(
    subject: String, configurations: [LayoutAuditConfiguration],
    skippedConfigurations: [LayoutAuditConfiguration], findings: [LayoutFinding],
    duration: Duration
  ) {
    self.subject = subject
    self.configurations = configurations
    self.skippedConfigurations = skippedConfigurations
    self.findings = findings
    self.duration = duration
  }

  /// Whether nothing was found.
  public var isClean: Bool { findings.isEmpty }

  /// The findings of one kind.
  ///
  /// - Parameter kind: The kind.
  /// - Returns: The findings, in sweep order.
  public func findings(of kind: LayoutFinding.Kind) -> [LayoutFinding] {
    findings.filter { $0.kind == kind }
  }

  /// The findings grouped by kind, view and problem, in the order each group was first found.
  public var groups: [LayoutFindingGroup] {
    var order: [LayoutFindingGroup.Key] = []
    var members: [LayoutFindingGroup.Key: [LayoutFinding]] = [:]
    for finding in findings {
      let key = LayoutFindingGroup.Key(finding)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(finding)
    }
    return order.map { LayoutFindingGroup(findings: members[$0] ?? []) }
  }

  /// The sweep's duration in seconds.
  public var seconds: Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// The heading and one numbered entry per group of findings.
  public var description: String {
    let count = configurations.count
    let time = String(format: "%.2f s", seconds)
    let skipped = skippedConfigurations.isEmpty ? "" : ", \(skippedConfigurations.count) skipped"
    let groups = groups
    let what =
      groups.isEmpty ? "no findings" : "\(groups.count) finding\(groups.count == 1 ? "" : "s")"
    var lines = [
      "Layout audit of \(subject): \(what) in \(count) configuration\(count == 1 ? "" : "s")"
        + "\(skipped) (\(time))"
    ]
    for (index, group) in groups.enumerated() {
      lines.append("\(index + 1). \(group.kind): \(group.viewPath): \(group.problem)")
      lines.append("   " + group.summary(outOf: count))
    }
    return lines.joined(separator: "\n")
  }
}

/// The findings of one mistake: the same kind, view path and problem, over the configurations
/// where it happens.
public struct LayoutFindingGroup: Sendable {
  /// What makes findings the same mistake.
  struct Key: Hashable {
    let kind: LayoutFinding.Kind
    let viewPath: String
    let problem: String

    init(_ finding: LayoutFinding) {
      kind = finding.kind
      viewPath = finding.viewPath
      problem = finding.problem
    }
  }

  /// The findings, one per configuration, in sweep order (never empty).
  public let findings: [LayoutFinding]

  /// The kind of mistake.
  public var kind: LayoutFinding.Kind { findings[0].kind }
  /// The view's path.
  public var viewPath: String { findings[0].viewPath }
  /// What is wrong.
  public var problem: String { findings[0].problem }
  /// The configurations the mistake happens in.
  public var configurations: [LayoutAuditConfiguration] { findings.map(\.configuration) }

  /// `in 10 of 96 configurations, e.g. …: …`, listing up to three configurations with their
  /// details.
  func summary(outOf total: Int) -> String {
    let count = findings.count
    let shown = findings.prefix(3).map {
      "\($0.configuration)" + ($0.detail.isEmpty ? "" : " (\($0.detail))")
    }
    let more = count > shown.count ? "; and \(count - shown.count) more" : ""
    let scope =
      count == total ? "in all \(total) configurations" : "in \(count) of \(total) configurations"
    return "\(scope): " + shown.joined(separator: "; ") + more
  }
}
