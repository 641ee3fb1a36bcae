import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Frames of the tab bar and of the selected controller's view, and the safe area the bar adds
/// to it (spec 6.8–6.10, 14.1, 14.4; decisions C34–C35).
@MainActor
@Suite struct UITabBarControllerLayoutTests {
  /// A tab bar controller with two plain tabs, shown and laid out on a device's window.
  private func layOutTabs(
    device: String, orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UITabBarController, [UIViewController], UIWindow) {
    let controllers = [UIViewController(), UIViewController()]
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = try makeWindow(device: device, orientation: orientation, root: tabs)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    return (tabs, controllers, window)
  }

  @Test("14.1, C35: iPhone 15 Pro — a 49 + 34 point bar; the selected view fills the screen")
  func iPhonePortrait() throws {
    let (tabs, controllers, window) = try layOutTabs(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(controllers[0].additionalSafeAreaInsets == .zero)
    #expect(tabs.tabBar.sizeThatFits(CGSize(width: 393, height: 0)).height == 83)
  }

  @Test("14.1, C35: a newly selected tab gets the same frame and safe area")
  func newlySelectedTab() throws {
    let (tabs, controllers, window) = try layOutTabs(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      controllers[1].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
  }

  @Test("14.4, C35: iPad Pro 11-inch (M4) in portrait — a 45 + 20 point bar")
  func iPadWithHomeIndicator() throws {
    let (tabs, controllers, window) = try layOutTabs(device: "iPad Pro 11-inch (M4)")
    defer { withExtendedLifetime(window) {} }
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 1145, width: 834, height: 65))
    #expect(
      controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 65, right: 0))
  }

  @Test("14.4, C35: iPad with a home button — a 50-point bar")
  func iPadWithHomeButton() throws {
    let (tabs, controllers, window) = try layOutTabs(device: "iPad (9th generation)")
    defer { withExtendedLifetime(window) {} }
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 1030, width: 810, height: 50))
    #expect(
      controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 50, right: 0))
  }

  @Test("14.1, C35: iPhone 15 Pro in landscape — a 32 + 21 point bar")
  func iPhoneLandscape() throws {
    let (tabs, controllers, window) = try layOutTabs(
      device: "iPhone 15 Pro", orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 340, width: 852, height: 53))
    #expect(
      controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
  }

  @Test("C34: a navigation controller in a tab — its top controller clears both bars")
  func navigationInsideATab() throws {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let window = try makeWindow(root: tabs)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(
      isClose(
        top.view.safeAreaInsets,
        UIEdgeInsets(top: CGFloat(161) / 3 + 44, left: 0, bottom: 83, right: 0)))
  }

  @Test("C34: a hidden tab bar no longer counts in the selected controller's safe area")
  func hiddenTabBar() throws {
    let (tabs, controllers, window) = try layOutTabs(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    tabs.tabBar.isHidden = true
    tabs.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(
      controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }
}
