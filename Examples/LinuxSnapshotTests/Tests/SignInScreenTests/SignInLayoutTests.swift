#if os(Linux)
  import HeadlessUIKitSnapshotTesting
  import HeadlessUIKitTesting
  import SignInScreen
  import SnapshotTesting
  import Testing
  import UIKit

  /// Linux-only checks no simulator gives: the layout audit's findings as a text snapshot, and
  /// a sweep over two iPhones, both orientations and every text size.
  @MainActor
  @Suite struct SignInLayoutTests {
    @Test func layoutReportOnASmallPhone() {
      assertSnapshot(of: SignInViewController(), as: .layoutReport(on: .iPhoneSe))
    }

    @Test func noLayoutMistakesOnSmallAndLargePhonesAtAnyTextSize() {
      assertLayout(
        of: { SignInViewController() },
        on: .named("iPhone SE (3rd generation)", "iPhone 15 Pro Max"),
        userInterfaceStyles: [.light])
    }
  }
#endif
