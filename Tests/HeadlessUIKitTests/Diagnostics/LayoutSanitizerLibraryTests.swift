import Foundation
import Testing

@testable import HeadlessUIKit

/// The runtime layout sanitizer judges the app's code, not UIKit's: geometry UIKit reads or
/// sets for its own work (zooming, autoresizing, descriptions) raises no warning even when the
/// app's view is transformed (decision SZ8).
@MainActor
@Suite struct LayoutSanitizerLibraryTests {
  private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
    let content: UIView
    init(_ content: UIView) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
  }

  @Test("Zooming reads the zoomed view's transformed frame without a P2 warning")
  func zooming() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    scrollView.addSubview(content)
    let delegate = ZoomDelegate(content)
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 4
    let warnings = LayoutSanitizer.recordingWarnings { scrollView.setZoomScale(2, animated: false) }
    #expect(warnings.isEmpty, "\(warnings)")
    // The zoom happened: the content size is the scaled content (UIKit's rule).
    #expect(scrollView.contentSize == CGSize(width: 1200, height: 800))
  }

  @Test("Autoresizing a transformed subview raises no P2 warning")
  func autoresizingTransformedSubview() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let badge = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin]
    container.addSubview(badge)
    badge.transform = CGAffineTransform(rotationAngle: .pi / 8)
    let center = badge.center
    let warnings = LayoutSanitizer.recordingWarnings {
      container.frame.size.width = 300
    }
    #expect(warnings.isEmpty, "\(warnings)")
    // The flexible left margin took the 100 points: the badge moved right by 100.
    #expect(badge.center.x == center.x + 100)
    // The app's own read of the transformed frame is still warned.
    let appRead = LayoutSanitizer.recordingWarnings { _ = badge.frame.minX }
    #expect(appRead.map(\.rule.rawValue) == ["P2"])
  }

  @Test("A transformed view's description raises no P2 warning")
  func description() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    var text = ""
    let warnings = LayoutSanitizer.recordingWarnings { text = card.description }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(text.contains("frame = (25 12.5; 50 25)"))
  }
}
