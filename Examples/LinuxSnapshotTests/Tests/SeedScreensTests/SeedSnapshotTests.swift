import SeedScreens
import SnapshotTesting
import UIKit
import XCTest

#if os(Linux)
  import HeadlessUIKitSnapshotTesting
#endif

/// The seed scenes' snapshot tests, as written for iOS.
///
/// A change to any of the three layouts
/// (the map no longer pinned, the card measured at the wrong width, the preview's cap or
/// priority changed) changes a picture and fails here with a difference image.
final class SeedSnapshotTests: XCTestCase {
  /// Seed scene 1: the map fills the container, which is half the screen below the safe area.
  @MainActor
  func testMapPinnedIntoItsContainer() async {
    assertSnapshot(of: MapContainerViewController(embedding: .pinned), as: .image(on: .iPhone13))
  }

  /// Seed scene 2: the frame-based parent gives the card the height its text needs.
  @MainActor
  func testSelfSizingCardUnderAFrameBasedParent() async {
    let parent = FrameParentViewController()
    assertSnapshot(of: parent, as: .image(on: .iPhone13))
    assertSnapshot(of: parent, as: .recursiveDescription(on: .iPhone13))
  }

  /// Seed scene 3: the preview takes its text's height but never more than a quarter of the
  /// screen, on a small phone in both orientations.
  @MainActor
  func testPreviewCappedAtAQuarterOfTheScreen() async {
    let list = PreviewListViewController()
    list.preview.text = PreviewListViewController.sampleText
    assertSnapshot(of: list, as: .image(on: .iPhoneSe(.portrait)))
    assertSnapshot(of: list, as: .image(on: .iPhoneSe(.landscape)))
  }
}
