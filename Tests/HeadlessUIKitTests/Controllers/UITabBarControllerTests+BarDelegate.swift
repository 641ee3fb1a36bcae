import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// A tab bar controller subclass that overrides the bar delegate method, as apps do.
private final class WatchingTabBarController: UITabBarController {
  var seen: [(title: String?, selectedIndexThen: Int)] = []

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    seen.append((item.title, selectedIndex))
  }
}

/// The tab bar controller is its bar's delegate and hears a tap before the tab changes.
@MainActor
@Suite struct UITabBarControllerBarDelegateTests {
  @Test("A tap reaches tabBar(_:didSelect:) while selectedIndex still names the old tab")
  func overrideHearsTheTapFirst() throws {
    let tabs = WatchingTabBarController()
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
    tabs.viewControllers = [first, second]
    let window = try makeWindow(root: tabs)
    defer { withExtendedLifetime(window) {} }
    tabs.simulateTabBarSelection(at: 1)
    #expect(tabs.seen.count == 1)
    #expect(tabs.seen.first?.title == "Second")
    #expect(tabs.seen.first?.selectedIndexThen == 0)
    #expect(tabs.selectedIndex == 1)
  }

  @Test("The controller is its bar's delegate")
  func controllerIsTheDelegate() {
    let tabs = UITabBarController()
    #expect(tabs.tabBar.delegate === tabs)
    let bar = UITabBar()
    #expect(bar.delegate == nil)
  }

  @Test("Code that sets selectedIndex does not call tabBar(_:didSelect:)")
  func programmaticSelectionIsSilent() {
    let tabs = WatchingTabBarController()
    tabs.viewControllers = [UIViewController(), UIViewController()]
    tabs.selectedIndex = 1
    #expect(tabs.seen.isEmpty)
  }
}
