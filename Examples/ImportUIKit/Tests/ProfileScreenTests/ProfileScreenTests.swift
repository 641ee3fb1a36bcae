import ProfileScreen
import UIKit
import XCTest

/// Lays out the screen in a window on the default iPhone and checks the container's frame.
final class ProfileScreenTests: XCTestCase {
  @MainActor
  func testTheMapFillsTheTopFortyPercentBelowTheSafeArea() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let profile = ProfileViewController()
    window.rootViewController = profile
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let bounds = profile.view.bounds
    XCTAssertEqual(profile.container.frame.minY, profile.view.safeAreaInsets.top)
    XCTAssertEqual(profile.container.frame.width, bounds.width)
    XCTAssertEqual(profile.container.frame.height, (bounds.height * 0.4).rounded(), accuracy: 0.5)
    XCTAssertEqual(profile.map.view.frame, profile.container.bounds)
    XCTAssertTrue(profile.map.parent === profile)
  }

  @MainActor
  func testALayerStyledBadgeKeepsItsSize() {
    let badge = makeBadge(at: CGPoint(x: 10, y: 20))
    XCTAssertEqual(badge.frame, CGRect(x: 10, y: 20, width: 24, height: 24))
    XCTAssertEqual(badge.layer.cornerRadius, 12)
    XCTAssertEqual(badge.intrinsicContentSize, CGSize(width: 24, height: 24))
  }
}
