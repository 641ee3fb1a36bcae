import ProfileScreen
import Testing
import UIKit

/// Lays out the screen in a window on the default iPhone, as an app's own test would; the file
/// imports Testing and UIKit together, which makes the compiler load Swift Testing's UIKit
/// cross-import overlay (the `UIKit` product brings it on Linux).
@MainActor
@Suite struct ProfileScreenTests {
  @Test func theMapFillsTheTopFortyPercentBelowTheSafeArea() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let profile = ProfileViewController()
    window.rootViewController = profile
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let bounds = profile.view.bounds
    #expect(profile.container.frame.minY == profile.view.safeAreaInsets.top)
    #expect(profile.container.frame.width == bounds.width)
    #expect(abs(profile.container.frame.height - bounds.height * 0.4) <= 0.5)
    #expect(profile.map.view.frame == profile.container.bounds)
    #expect(profile.map.parent === profile)
  }

  @Test func aLayerStyledBadgeKeepsItsSize() {
    let badge = makeBadge(at: CGPoint(x: 10, y: 20))
    #expect(badge.frame == CGRect(x: 10, y: 20, width: 24, height: 24))
    #expect(badge.layer.cornerRadius == 12)
    #expect(badge.intrinsicContentSize == CGSize(width: 24, height: 24))
  }
}
