import Foundation
import HeadlessUIKit

/// A sweep of a screen over devices, orientations, text sizes and appearances, looking for
/// layout mistakes in each (a HeadlessUIKit addition).
///
/// For every configuration the screen is made anew, by the closure given to
/// ``audit(_:)`` or ``auditView(_:)``, and shown as UIKit shows an app's screen: in a
/// visible key window the size of the device's screen in that orientation, on a
/// `UIScreen` for that device (also `UIScreen.main` while it is shown), with the device's
/// safe area and size classes and the system's text size and appearance as traits. The
/// appearance callbacks run (`viewWillAppear(_:)` through `viewDidAppear(_:)`) and layout is
/// complete (the update cycle ran until nothing needs layout) before the screen is examined.
/// Work the screen defers to a later turn of the main queue is not waited for.
///
///     let report = LayoutAudit(devices: .named("iPhone SE (3rd generation)", "iPad Air 11-inch (M2)"))
///       .audit { SettingsViewController() }
///     print(report)
///
/// The findings are listed in ``LayoutFinding/Kind``; ``LayoutAuditReport`` groups those that
/// repeat over configurations and says how long the sweep took.
public struct LayoutAudit: Sendable {
  /// The devices to show the screen on; every device of the catalogue by default.
  public var devices: [HeadlessDevice]
  /// The interface orientations; portrait and landscape (right) by default.
  ///
  /// An orientation a device or the screen's controller does not support is skipped.
  public var orientations: [UIInterfaceOrientation]
  /// The text sizes; all twelve by default.
  public var contentSizeCategories: [UIContentSizeCategory]
  /// The appearances; light and dark by default.
  public var userInterfaceStyles: [UIUserInterfaceStyle]
  /// Kinds of finding to leave out of reports.
  public var ignoredKinds: Set<LayoutFinding.Kind>
  /// Accessibility identifiers of views whose findings (and their subviews' findings) are
  /// left out of reports; a pair of overlapping controls is left out when either is.
  public var ignoredViewIdentifiers: Set<String>

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - devices: The devices; every device of the catalogue by default.
  ///   - orientations: The orientations; portrait and landscape by default.
  ///   - contentSizeCategories: The text sizes; all twelve by default.
  ///   - userInterfaceStyles: The appearances; light and dark by default.
  ///   - kinds: Kinds of finding to leave out.
  ///   - identifiers: Accessibility identifiers of views to leave out, with their subviews.
  public init(
    devices: [HeadlessDevice] = .allDevices,
    orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight],
    contentSizeCategories: [UIContentSizeCategory] = .all,
    userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
    ignoring kinds: Set<LayoutFinding.Kind> = [],
    ignoringViews identifiers: Set<String> = []
  ) {
    self.devices = devices
    self.orientations = orientations
    self.contentSizeCategories = contentSizeCategories
    self.userInterfaceStyles = userInterfaceStyles
    ignoredKinds = kinds
    ignoredViewIdentifiers = identifiers
  }

  /// Every combination of the chosen devices, orientations, text sizes and appearances,
  /// device by device, then orientation, text size and appearance.
  public var configurations: [LayoutAuditConfiguration] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        contentSizeCategories.flatMap { category in
          userInterfaceStyles.map { style in
            LayoutAuditConfiguration(
              device: device, orientation: orientation, contentSizeCategory: category,
              userInterfaceStyle: style)
          }
        }
      }
    }
  }

  /// Sweeps a view controller's screen over every configuration.
  ///
  /// - Parameter makeController: Makes a new controller; called once per configuration (a
  ///   controller can be shown for the first time only once).
  /// - Returns: The report.
  @MainActor
  public func audit(_ makeController: () -> UIViewController) -> LayoutAuditReport {
    sweep { configuration in
      let controller = makeController()
      let mask = Self.mask(for: configuration.orientation)
      let supported = controller.supportedInterfaceOrientations.contains(mask)
      return (supported ? controller : nil, String(describing: type(of: controller)))
    }
  }

  /// Sweeps a view over every configuration, shown as the root view of a plain controller
  /// (so it fills the window, as a screen's view does).
  ///
  /// - Parameter makeView: Makes a new view; called once per configuration.
  /// - Returns: The report.
  @MainActor
  public func auditView(_ makeView: () -> UIView) -> LayoutAuditReport {
    sweep { _ in
      let view = makeView()
      return (HostingController(content: view), String(describing: type(of: view)))
    }
  }

  /// Shows one controller in one configuration and examines it.
  ///
  /// - Parameters:
  ///   - controller: A controller that was never shown.
  ///   - configuration: The configuration.
  /// - Returns: The findings, before the audit's ignore lists are applied.
  @MainActor
  public func inspect(
    _ controller: UIViewController, in configuration: LayoutAuditConfiguration
  ) -> [LayoutFinding] {
    let screen = UIScreen(
      headlessDevice: configuration.device, orientation: configuration.orientation)
    var broken: [UnsatisfiableConstraintRecorder.Event] = []
    var messages: [String] = []
    var warnings: [(warning: LayoutSanitizer.Warning, view: UIView)] = []
    let findings = ScreenPresentation.show(
      controller, on: screen, contentSizeCategory: configuration.contentSizeCategory,
      userInterfaceStyle: configuration.userInterfaceStyle,
      showing: { show in
        // The runtime sanitizer watches the screen being built and laid out (decision SZ7).
        warnings = LayoutSanitizer.recordingWarningsAndViews {
          messages = Diagnostics.capture { broken = UnsatisfiableConstraintRecorder.record(show) }
        }
      },
      { window in
        messages.removeAll {
          $0.contains("Unable to simultaneously satisfy constraints")
            || $0.hasPrefix(LayoutSanitizer.Warning.logPrefix)
        }
        var inspector = LayoutInspector(
          window: window, root: controller.view, configuration: configuration)
        LayoutSanitizer.withoutChecks {
          inspector.inspect(broken: broken, messages: messages)
          inspector.add(sanitizerWarnings: warnings)
        }
        return inspector.findings
      })
    return findings
  }

  /// Runs a sweep: one controller per supported configuration.
  ///
  /// - Parameter makeController: Makes the configuration's controller, or `nil` when the
  ///   controller does not support the configuration's orientation, and names the subject.
  /// - Returns: The report.
  @MainActor
  private func sweep(
    _ makeController: (LayoutAuditConfiguration) -> (UIViewController?, subject: String)
  ) -> LayoutAuditReport {
    var subject = ""
    let clock = ContinuousClock()
    let start = clock.now
    var run: [LayoutAuditConfiguration] = []
    var skipped: [LayoutAuditConfiguration] = []
    var findings: [LayoutFinding] = []
    let previousMain = UIScreen.main
    defer { UIScreen.headlessMain = previousMain }
    for configuration in configurations {
      // The controller is made on its configuration's screen, as an app's is on its device.
      UIScreen.headlessMain = UIScreen(
        headlessDevice: configuration.device, orientation: configuration.orientation)
      guard configuration.deviceSupportsOrientation else {
        skipped.append(configuration)
        continue
      }
      let made = makeController(configuration)
      if subject.isEmpty { subject = made.subject }
      guard let controller = made.0 else {
        skipped.append(configuration)
        continue
      }
      run.append(configuration)
      findings += inspect(controller, in: configuration).filter(isReported)
    }
    return LayoutAuditReport(
      subject: subject, configurations: run, skippedConfigurations: skipped,
      findings: findings, duration: start.duration(to: clock.now))
  }

  /// Whether a finding is outside the ignore lists.
  private func isReported(_ finding: LayoutFinding) -> Bool {
    guard !ignoredKinds.contains(finding.kind) else { return false }
    guard !ignoredViewIdentifiers.isEmpty else { return true }
    if finding.identifiersOnPath.contains(where: ignoredViewIdentifiers.contains) { return false }
    return !finding.otherIdentifiersOnPath.contains(where: ignoredViewIdentifiers.contains)
  }

  /// The orientation mask that contains one orientation.
  static func mask(for orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
    switch orientation {
    case .landscapeLeft: return .landscapeLeft
    case .landscapeRight: return .landscapeRight
    case .portraitUpsideDown: return .portraitUpsideDown
    case .portrait, .unknown: return .portrait
    }
  }
}

/// The plain controller a view audited on its own is the root view of.
private final class HostingController: UIViewController {
  private let content: UIView

  init(content: UIView) {
    self.content = content
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func loadView() {
    view = content
  }
}
