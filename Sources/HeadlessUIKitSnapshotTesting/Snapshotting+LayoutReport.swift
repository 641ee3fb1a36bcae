import Foundation
import HeadlessUIKit
import HeadlessUIKitTesting
import SnapshotTesting

/// The layout audit's findings as a text snapshot (a HeadlessUIKit addition, decision SN7):
/// the controller is shown alone on the configuration's screen, at a system text size and
/// appearance, as `LayoutAudit` shows a screen, and every finding is listed (unsatisfiable
/// constraints with the constraint broken, ambiguous views, truncated labels, views outside a
/// clipping superview, overlapping controls, …), one a line, without timings, so that the
/// file changes only when the layout's mistakes do.
extension Snapshotting where Value == UIViewController, Format == String {
  /// The findings of a layout audit of the controller on an iPhone 13 at the default text size.
  public static var layoutReport: Snapshotting {
    .layoutReport()
  }

  /// The findings of a layout audit of the controller in one configuration.
  ///
  /// - Parameters:
  ///   - config: The device configuration (its size and safe area; the size classes are the
  ///     screen's, as an app's are).
  ///   - contentSizeCategory: The system's text size.
  ///   - userInterfaceStyle: The system's appearance.
  /// - Returns: The strategy; its files end in `.linux.txt`.
  public static func layoutReport(
    on config: ViewImageConfig = .iPhone13,
    contentSizeCategory: UIContentSizeCategory = .large,
    userInterfaceStyle: UIUserInterfaceStyle = .light
  ) -> Snapshotting {
    Snapshotting<String, String>(
      pathExtension: SnapshotFiles.pathExtension("txt"), diffing: .lines
    ).pullback { viewController in
      MainActor.assumeIsolated {
        let (device, orientation) = config.screenDevice()
        let configuration = LayoutAuditConfiguration(
          device: device, orientation: orientation, contentSizeCategory: contentSizeCategory,
          userInterfaceStyle: userInterfaceStyle)
        let findings = LayoutAudit().inspect(viewController, in: configuration)
        return LayoutReportText.text(
          subject: String(describing: type(of: viewController)),
          configuration: configuration, findings: findings)
      }
    }
  }
}

/// The text of a one-configuration layout report.
enum LayoutReportText {
  /// A heading naming the subject, the configuration (with the screen size) and the number of
  /// findings, then `kind: path: problem (detail)` a line.
  static func text(
    subject: String, configuration: LayoutAuditConfiguration, findings: [LayoutFinding]
  ) -> String {
    let size = configuration.device.screenSize(for: configuration.orientation)
    let count = findings.count
    var lines = [
      "Layout report of \(subject) on \(configuration) (\(format(size.width)) × "
        + "\(format(size.height))): "
        + (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")
    ]
    for finding in findings {
      let detail = finding.detail.isEmpty ? "" : " (\(finding.detail))"
      lines.append("\(finding.kind): \(finding.viewPath): \(finding.problem)\(detail)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number without a fraction when it is whole.
  private static func format(_ value: CGFloat) -> String {
    GeometryFormat.wholeOrFixed(value, fractionDigits: 1)
  }
}
