import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Text views that follow Dynamic Type, and the link settings stored for the app.
@MainActor
@Suite struct UITextViewContentSizeTests {
  @Test("A text view that adjusts takes its text style's size for a new category")
  func adjustsFont() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let adjusting = UITextView()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UITextView()
    fixed.font = .preferredFont(forTextStyle: .body)
    root.view.addSubview(adjusting)
    root.view.addSubview(fixed)
    #expect(adjusting.font?.pointSize == 17)
    window.headlessSetContentSizeCategory(.extraExtraExtraLarge)
    #expect(adjusting.font?.pointSize == 23)
    #expect(fixed.font?.pointSize == 17)
    window.headlessSetContentSizeCategory(.large)
    #expect(adjusting.font?.pointSize == 17)
  }

  @Test("Data detectors and link attributes start empty and keep what the app sets")
  func linkSettings() {
    let textView = UITextView()
    #expect(textView.dataDetectorTypes.isEmpty)
    #expect(textView.linkTextAttributes.isEmpty)
    textView.dataDetectorTypes = [.link, .phoneNumber]
    textView.linkTextAttributes = [.foregroundColor: UIColor.red]
    #expect(textView.dataDetectorTypes.rawValue == 0b11)
    #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == .red)
    #expect(UIDataDetectorTypes.all.contains(.flightNumber))
  }
}
