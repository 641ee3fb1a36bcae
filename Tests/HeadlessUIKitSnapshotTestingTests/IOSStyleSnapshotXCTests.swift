// A snapshot test file as it is written for iOS, plus the one Linux-only import.
import SnapshotTesting
import UIKit
import XCTest

#if os(Linux)
  import HeadlessUIKitSnapshotTesting
#endif

/// An XCTest test case written as on iOS: `assertSnapshot` with the iOS strategies.
///
/// The tests are `@MainActor` and `async`: swift-corelibs-xctest cannot run a synchronous
/// main-actor test method.
final class IOSStyleSnapshotXCTests: XCTestCase {
  @MainActor
  func testProfileScreen() async {
    let vc = ProfileViewController()
    assertSnapshot(of: vc, as: .image(on: .iPhone13))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
  }

  @MainActor
  func testProfileScreenInLandscapeWithoutPixelPerfection() async {
    let vc = ProfileViewController()
    assertSnapshot(
      of: vc, as: .image(on: .iPhoneSe(.landscape), precision: 0.99, perceptualPrecision: 0.98))
  }
}
