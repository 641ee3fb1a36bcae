import Foundation
import HeadlessUIKit
import Testing

/// Appearance proxies of bars and bar items: navigation bars, tab bars, toolbars and the items
/// they show (decisions AP2, AP6).
@MainActor
@Suite struct AppearanceBarTests {
  /// A shown window whose root is a navigation controller over a titled controller, laid out.
  private func navigationWindow(_ top: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: top)
    let window = shownAppearanceWindow(root: navigation)
    window.layoutIfNeeded()
    return navigation
  }

  @Test("AP6: a navigation bar takes the proxy's bar properties, appearances as copies")
  func navigationBarProperties() {
    withAppearanceProxies {
      let look = UINavigationBarAppearance()
      look.configureWithOpaqueBackground()
      look.backgroundColor = .systemIndigo
      let proxy = UINavigationBar.appearance()
      proxy.barTintColor = .systemRed
      proxy.tintColor = .systemYellow
      proxy.isTranslucent = false
      proxy.barStyle = .black
      proxy.prefersLargeTitles = true
      proxy.standardAppearance = look
      proxy.scrollEdgeAppearance = look
      proxy.setBackgroundImage(UIImage(), for: .default)
      let bar = navigationWindow(UIViewController()).navigationBar
      #expect(bar.barTintColor == .systemRed)
      #expect(bar.tintColor == .systemYellow)
      #expect(!bar.isTranslucent)
      #expect(bar.barStyle == .black)
      #expect(bar.prefersLargeTitles)
      #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
      #expect(bar.standardAppearance !== proxy.standardAppearance)
      #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
      #expect(bar.backgroundImage(for: .default) != nil)
      #expect(bar.backgroundImage(for: .compact) == nil)
    }
  }

  @Test("AP6: the proxy's title text attributes style the title the bar shows")
  func navigationTitleAttributes() throws {
    try withAppearanceProxies {
      UINavigationBar.appearance().titleTextAttributes = [
        .foregroundColor: UIColor.systemPink, .font: UIFont.systemFont(ofSize: 20, weight: .bold),
      ]
      let top = UIViewController()
      top.title = "Inbox"
      let bar = navigationWindow(top).navigationBar
      let title = try #require(
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
      #expect(title.textColor == .systemPink)
      #expect(title.font == .systemFont(ofSize: 20, weight: .bold))
    }
  }

  @Test("AP6: the standard appearance's title attributes override the legacy ones")
  func appearanceTitleAttributesWin() throws {
    try withAppearanceProxies {
      let look = UINavigationBarAppearance()
      look.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
      UINavigationBar.appearance().standardAppearance = look
      UINavigationBar.appearance().titleTextAttributes = [
        .foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 19),
      ]
      let top = UIViewController()
      top.title = "Mail"
      let bar = navigationWindow(top).navigationBar
      let title = try #require(
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Mail" })
      #expect(title.textColor == .systemGreen)
      #expect(title.font.pointSize == 19)
    }
  }

  @Test("AP2: bar button items shown by a navigation bar take the items' proxy, in the bar")
  func barButtonItemsInNavigationBar() throws {
    try withAppearanceProxies {
      UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor =
        .systemOrange
      UIBarButtonItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.systemBrown, .font: UIFont.systemFont(ofSize: 15)],
        for: .normal)
      let top = UIViewController()
      let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      top.navigationItem.rightBarButtonItem = edit
      let navigation = navigationWindow(top)
      #expect(edit.tintColor == .systemOrange)
      let attributes = try #require(edit.titleTextAttributes(for: .normal))
      #expect(attributes[.foregroundColor] as? UIColor == .systemBrown)
      let button = try #require(
        navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
          .first { $0.currentTitle == "Edit" })
      #expect(button.tintColor == .systemOrange)
      #expect(button.currentTitleColor == .systemBrown)
      #expect(button.titleLabel?.font.pointSize == 15)
    }
  }

  @Test("AP5: an item's own tint beats the proxy; items outside the container chain keep theirs")
  func itemExplicitTintAndOtherBars() {
    withAppearanceProxies {
      UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor =
        .systemOrange
      let top = UIViewController()
      let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
      own.tintColor = .systemTeal
      top.navigationItem.leftBarButtonItem = own
      _ = navigationWindow(top)
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let inToolbar = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
      toolbar.items = [inToolbar]
      shownAppearanceWindow().addSubview(toolbar)
      #expect(own.tintColor == .systemTeal)
      #expect(inToolbar.tintColor == nil)
    }
  }

  @Test("AP2: a toolbar's items get the proxy when it enters a window and when set there")
  func toolbarItems() {
    withAppearanceProxies {
      UIToolbar.appearance().barTintColor = .systemGray
      UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor =
        .systemRed
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let first = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
      toolbar.items = [first]
      #expect(first.tintColor == nil)
      let window = shownAppearanceWindow()
      window.addSubview(toolbar)
      #expect(toolbar.barTintColor == .systemGray)
      #expect(first.tintColor == .systemRed)
      let second = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
      toolbar.setItems([first, second], animated: false)
      #expect(second.tintColor == .systemRed)
      #expect(toolbar.window === window)
    }
  }

  @Test("AP2, AP6: a tab bar controller's bar and its items take their proxies")
  func tabBarAndItems() throws {
    try withAppearanceProxies {
      let look = UITabBarAppearance()
      look.backgroundColor = .systemBackground
      let bar = UITabBar.appearance()
      bar.tintColor = .systemPurple
      bar.barTintColor = .systemGray6
      bar.unselectedItemTintColor = .systemGray
      bar.standardAppearance = look
      UITabBarItem.appearance().setTitleTextAttributes(
        [.font: UIFont.systemFont(ofSize: 11, weight: .medium)], for: .normal)
      UITabBarItem.appearance().badgeColor = .systemBlue
      let feed = UIViewController()
      feed.title = "Feed"
      let settings = UIViewController()
      settings.title = "Settings"
      let tabs = UITabBarController()
      tabs.viewControllers = [feed, settings]
      _ = shownAppearanceWindow(root: tabs)
      #expect(tabs.tabBar.tintColor == .systemPurple)
      #expect(tabs.tabBar.barTintColor == .systemGray6)
      #expect(tabs.tabBar.unselectedItemTintColor == .systemGray)
      #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
      let items = try #require(tabs.tabBar.items)
      #expect(items.map(\.title) == ["Feed", "Settings"])
      #expect(tabs.tabBar.selectedItem === feed.tabBarItem)
      for item in items {
        #expect(item.badgeColor == .systemBlue)
        let font = item.titleTextAttributes(for: .normal)?[.font] as? UIFont
        #expect(font == .systemFont(ofSize: 11, weight: .medium))
      }
    }
  }

  @Test("AP6: the back-button title offset apps set on the item proxy reaches shown items")
  func titlePositionAdjustments() {
    withAppearanceProxies {
      let hidden = UIOffset(horizontal: -1000, vertical: 0)
      UIBarButtonItem.appearance().setBackButtonTitlePositionAdjustment(hidden, for: .default)
      UIBarButtonItem.appearance().setTitlePositionAdjustment(
        UIOffset(horizontal: 0, vertical: 2), for: .compact)
      UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let item = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
      toolbar.items = [item]
      let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
      let tab = UITabBarItem(title: "Home", image: nil, tag: 0)
      tabBar.items = [tab]
      let window = shownAppearanceWindow()
      window.addSubview(toolbar)
      window.addSubview(tabBar)
      #expect(item.backButtonTitlePositionAdjustment(for: .default) == hidden)
      #expect(item.backButtonTitlePositionAdjustment(for: .compact) == .zero)
      #expect(item.titlePositionAdjustment(for: .compact) == UIOffset(horizontal: 0, vertical: 2))
      #expect(item.titlePositionAdjustment(for: .default) == .zero)
      #expect(tab.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: -4))
    }
  }

  @Test("AP1: an app subclass of UIBarButtonItem has a proxy that styles that subclass")
  func barButtonItemSubclass() {
    withAppearanceProxies {
      AccentBarButtonItem.appearance().tintColor = .systemPink
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let accent = AccentBarButtonItem(title: "Go", style: .done, target: nil, action: nil)
      let plain = UIBarButtonItem(title: "Stop", style: .plain, target: nil, action: nil)
      toolbar.items = [accent, plain]
      shownAppearanceWindow().addSubview(toolbar)
      #expect(accent.tintColor == .systemPink)
      #expect(plain.tintColor == nil)
    }
  }
}

/// A bar button item subclass with no members of its own.
final class AccentBarButtonItem: UIBarButtonItem {}
