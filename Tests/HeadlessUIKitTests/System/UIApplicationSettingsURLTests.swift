import Foundation
import HeadlessUIKit
import Testing

/// The Settings URL and the deprecated `openURL(_:)`.
@MainActor
@Suite struct UIApplicationSettingsURLTests {
  @Test("The Settings URL string is app-settings: and the Settings app opens it")
  func settingsURL() throws {
    #expect(UIApplication.openSettingsURLString == "app-settings:")
    let url = try #require(URL(string: UIApplication.openSettingsURLString))
    #expect(UIApplication.shared.canOpenURL(url))
    UIApplication.shared.open(url)
    #expect(UIApplication.shared.headlessOpenedURLs.last == url)
  }

  @available(*, deprecated)
  @Test("openURL(_:) refuses as UIKit does since iOS 18, and says why")
  func deprecatedOpenURLRefuses() throws {
    let url = try #require(URL(string: "https://example.com/deprecated"))
    var result = true
    let messages = Diagnostics.capture { result = UIApplication.shared.openURL(url) }
    #expect(!result)
    #expect(UIApplication.shared.headlessOpenedURLs.last != url)
    #expect(messages.first?.contains("UIApplication.openURL(_:) needs to migrate") == true)
  }
}
