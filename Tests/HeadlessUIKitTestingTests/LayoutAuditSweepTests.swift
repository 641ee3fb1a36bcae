import Examples
import HeadlessUIKit
import HeadlessUIKitTestSupport
import HeadlessUIKitTesting
import Testing

@MainActor
@Suite struct LayoutAuditSweepTests {
  @Test("The default audit covers every device, two orientations, twelve sizes and two appearances")
  func defaultConfigurations() {
    let audit = LayoutAudit()
    #expect(audit.configurations.count == HeadlessDevice.all.count * 2 * 12 * 2)
    #expect(
      audit.configurations.first
        == LayoutAuditConfiguration(
          device: HeadlessDevice.all[0], orientation: .portrait,
          contentSizeCategory: .extraSmall, userInterfaceStyle: .light))
    #expect(
      audit.configurations.first?.description
        == "\(HeadlessDevice.all[0].name), portrait, extraSmall, light")
  }

  @Test("Each configuration gets a new controller, shown on its device with its traits")
  func eachConfigurationShowsANewController() {
    var seen: [(CGSize, UIContentSizeCategory, UIUserInterfaceStyle, Bool)] = []
    let report = auditLayout(
      of: {
        AuditScreens.Screen { controller in
          // Recorded once laid out, from the traits and size the screen is shown with.
          controller.view.addSubview(
            TraitProbe { view in
              seen.append(
                (
                  view.window?.bounds.size ?? .zero,
                  view.traitCollection.preferredContentSizeCategory,
                  view.traitCollection.userInterfaceStyle, view.window?.isKeyWindow == true
                ))
            })
        }
      }, on: .named("iPhone 15 Pro"), orientations: [.portrait, .landscapeRight],
      contentSizeCategories: [.small, .accessibilityLarge], userInterfaceStyles: [.light, .dark])
    #expect(report.configurations.count == 8)
    #expect(seen.count >= 8)
    let distinct = Set(
      seen.map { "\($0.0.width)x\($0.0.height) \($0.1.rawValue) \($0.2.rawValue) \($0.3)" })
    #expect(
      distinct == [
        "393.0x852.0 UICTContentSizeCategoryS 1 true",
        "393.0x852.0 UICTContentSizeCategoryS 2 true",
        "393.0x852.0 UICTContentSizeCategoryAccessibilityL 1 true",
        "393.0x852.0 UICTContentSizeCategoryAccessibilityL 2 true",
        "852.0x393.0 UICTContentSizeCategoryS 1 true",
        "852.0x393.0 UICTContentSizeCategoryS 2 true",
        "852.0x393.0 UICTContentSizeCategoryAccessibilityL 1 true",
        "852.0x393.0 UICTContentSizeCategoryAccessibilityL 2 true",
      ])
  }

  @Test("Appearance callbacks run before the screen is examined")
  func appearanceCallbacksRun() {
    let log = EventLog()
    var made = 0
    _ = auditLayout(
      of: {
        made += 1
        return LoggingViewController("screen", log: log)
      }, on: .named("iPhone 15 Pro"), orientations: [.portrait], contentSizeCategories: [.large],
      userInterfaceStyles: [.light])
    #expect(made == 1)
    let appearance = log.entries.filter { $0.hasSuffix("Appear") }
    #expect(appearance.prefix(2) == ["screen.viewWillAppear", "screen.viewDidAppear"])
  }

  @Test("Orientations the device or the controller does not support are skipped")
  func unsupportedOrientationsAreSkipped() {
    let report = auditLayout(
      of: { AuditScreens.Screen(orientations: .portrait) { _ in } },
      on: .named("iPhone 15 Pro", "iPad Pro 11-inch (M4)"),
      orientations: [.portrait, .portraitUpsideDown, .landscapeRight],
      contentSizeCategories: [.large], userInterfaceStyles: [.light])
    // iPhone upside down: the device; iPad upside down and both landscapes: the controller.
    #expect(report.configurations.map(\.orientation) == [.portrait, .portrait])
    #expect(report.skippedConfigurations.count == 4)
  }

  @Test("A view can be audited on its own, as a screen's root view")
  func viewSubject() {
    let report = auditLayout(
      ofView: {
        let root = UIView()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 0, height: 20))
        label.text = "Hello"
        root.addSubview(label)
        return root
      }, on: .named("iPhone 15 Pro"), orientations: [.portrait], contentSizeCategories: [.large],
      userInterfaceStyles: [.light])
    #expect(report.subject == "UIView")
    #expect(report.findings.map(\.kind) == [.zeroSizeContent])
  }

  @Test("UIKit's containers and a table of cells report nothing on their own")
  func uikitContainersAreClean() {
    final class Rows: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        30
      }
      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail"
        return cell
      }
    }
    let report = auditLayout(
      of: {
        let tabs = UITabBarController()
        tabs.viewControllers = [
          UINavigationController(rootViewController: Rows()),
          UINavigationController(rootViewController: AuditScreens.clean()),
        ]
        return tabs
      }, on: .named("iPhone 15 Pro", "iPad Pro 11-inch (M4)"), contentSizeCategories: [.large],
      userInterfaceStyles: [.light])
    #expect(report.configurations.count == 4)
    #expect(report.isClean, "\(report)")
  }

  /// One device of each screen size family, from the smallest iPhone to the largest iPad.
  private static let families: [HeadlessDevice] = .named(
    "iPhone SE (3rd generation)", "iPhone 8 Plus", "iPhone 13 mini", "iPhone 15 Pro",
    "iPhone 16 Pro Max", "iPad mini (6th generation)", "iPad Pro 13-inch (M4)")

  @Test("The map-container seed scene reports nothing at any size, light or dark")
  func mapContainerIsClean() {
    let report = auditLayout(
      of: { MapContainerViewController(embedding: .pinned) }, on: Self.families)
    #expect(report.configurations.count == 7 * 2 * 12 * 2)
    #expect(report.isClean, "\(report)")
  }

  @Test("The preview-cap seed scene reports nothing at the standard text sizes")
  func previewCapIsCleanAtStandardSizes() {
    let report = auditLayout(
      of: Self.previewList, on: Self.families, contentSizeCategories: .standard)
    #expect(report.isClean, "\(report)")
  }

  @Test("The preview-cap seed scene's list cuts its titles off at the accessibility sizes")
  func previewCapClipsTitlesAtAccessibilitySizes() {
    // The list clips on purpose so that large text never squeezes the preview; the titles it
    // cuts off are not readable, which is what the audit says.
    let report = auditLayout(
      of: Self.previewList, on: .named("iPhone SE (3rd generation)"), orientations: [.portrait],
      contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
      userInterfaceStyles: [.light])
    #expect(report.findings.map(\.kind) == [.clippedView], "\(report)")
    #expect(report.findings.first?.viewPath == "UIView > UIView[1] > UIStackView[0]")
    #expect(
      report.findings.first?.configuration.contentSizeCategory == .accessibilityExtraExtraExtraLarge
    )
  }

  private static func previewList() -> UIViewController {
    let controller = PreviewListViewController()
    controller.preview.text = PreviewListViewController.sampleText
    return controller
  }
}

/// A view that reports itself after each layout.
private final class TraitProbe: UIView {
  let onLayout: @MainActor (UIView) -> Void

  init(_ onLayout: @escaping @MainActor (UIView) -> Void) {
    self.onLayout = onLayout
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout(self)
  }
}
