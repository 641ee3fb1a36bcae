import SignInScreen
import SnapshotTesting
import UIKit
import XCTest

#if os(Linux)
  import HeadlessUIKitSnapshotTesting
#endif

/// The iOS snapshot test, unchanged but for the import above. (On Linux, XCTest runs a
/// main-actor test only when it is `async`.)
final class SignInSnapshotTests: XCTestCase {
  @MainActor
  func testSignIn() async {
    let vc = SignInViewController()
    assertSnapshot(of: vc, as: .image(on: .iPhone13))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
  }

  @MainActor
  func testSignInOnIPadInSplitView() async {
    assertSnapshot(
      of: SignInViewController(), as: .image(on: .iPadMini(.portrait(splitView: .oneThird))))
  }
}
