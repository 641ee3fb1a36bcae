import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The application's view of the user's text size and layout direction.
@MainActor
@Suite struct UIApplicationEnvironmentTests {
  @Test("preferredContentSizeCategory follows the key window's environment")
  func contentSizeCategory() async throws {
    let window = try await presentationTestWindow(root: UIViewController())
    defer { withExtendedLifetime(window) {} }
    // Other suites' windows may have become key meanwhile.
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    window.headlessSetContentSizeCategory(.extraExtraLarge)
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
    window.headlessSetContentSizeCategory(.large)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }
}
