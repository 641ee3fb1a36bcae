import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `topLayoutGuide` and `bottomLayoutGuide`, which iOS 11 bases on the safe area.
@MainActor
@Suite struct LegacyLayoutGuideTests {
  @Test("topLayoutGuide spans the status and navigation bars; views pinned to it sit below")
  func topGuideUnderNavigationBar() async throws {
    let top = UIViewController()
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    top.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: top.topLayoutGuide.bottomAnchor),
      banner.leadingAnchor.constraint(equalTo: top.view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: top.view.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 40),
    ])
    let navigation = UINavigationController(rootViewController: top)
    let window = try await presentationTestWindow(
      device: "iPhone SE (3rd generation)", root: navigation)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    #expect(top.topLayoutGuide.length == 64)
    #expect(banner.frame == CGRect(x: 0, y: 64, width: 375, height: 40))
    #expect(top.topLayoutGuide === top.topLayoutGuide)
  }

  @Test("bottomLayoutGuide spans the home indicator inset to the bottom of the view")
  func bottomGuide() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let guide = root.bottomLayoutGuide
    window.layoutIfNeeded()
    #expect(guide.length == 34)
    let frame = try #require((guide as? UILayoutGuide)?.layoutFrame)
    #expect(frame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
  }
}
