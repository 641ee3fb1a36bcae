#if os(Linux)
  import HeadlessUIKitSnapshotTesting
  import HeadlessUIKitTesting
  import SeedScreens
  import SnapshotTesting
  import Testing
  import UIKit

  /// What the layout audits say about the seed scenes over phones and tablets, both
  /// orientations and every text size: the checks a simulator run does not make.
  @MainActor
  @Suite struct SeedLayoutTests {
    /// A phone, a large phone and a tablet.
    let devices: [HeadlessDevice] = .named(
      "iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad mini (6th generation)")

    @Test func mapContainerIsCleanEverywhere() {
      assertLayout(of: { MapContainerViewController(embedding: .pinned) }, on: devices)
    }

    @Test func selfSizingCardIsCleanAtEveryTextSize() {
      assertLayout(of: { FrameParentViewController() }, on: devices, userInterfaceStyles: [.light])
    }

    @Test func previewIsCleanAtTheStandardTextSizes() {
      assertLayout(
        of: Self.previewList, on: devices, contentSizeCategories: .standard,
        userInterfaceStyles: [.light])
    }

    /// At the accessibility sizes the list clips its lower titles.
    ///
    /// The capped preview leaves the list too little room. The audit says which, where and by how much; the report is kept
    /// as a text snapshot so that a change in it shows in review.
    @Test func previewListCutsTitlesOffAtTheAccessibilitySizes() {
      let report = auditLayout(
        of: Self.previewList, on: devices, contentSizeCategories: .accessibility,
        userInterfaceStyles: [.light])
      #expect(report.findings.contains { $0.kind == .clippedView })
      assertSnapshot(
        of: Self.previewList(),
        as: .layoutReport(
          on: .iPhoneSe, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    }

    /// The third seed scene with its sample synopsis.
    static func previewList() -> UIViewController {
      let list = PreviewListViewController()
      list.preview.text = PreviewListViewController.sampleText
      return list
    }
  }
#endif
