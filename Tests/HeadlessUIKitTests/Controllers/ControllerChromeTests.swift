import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The status bar, supported orientations, toolbars and tab bar items of view controllers.
@MainActor
@Suite struct ControllerChromeTests {
  @Test("a hidden status bar removes the top inset on a home-button iPhone")
  func hiddenStatusBarOnHomeButtonPhone() async throws {
    let root = StatusBarController()
    let window = try await presentationTestWindow(device: "iPhone SE (3rd generation)", root: root)
    defer { withExtendedLifetime(window) {} }
    #expect(root.view.safeAreaInsets.top == 20)
    let manager = try #require(window.windowScene?.statusBarManager)
    // The manager reports the key window; other tests' windows may have become key meanwhile.
    window.makeKey()
    #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    await nextMainQueueTurn()
    #expect(root.view.safeAreaInsets.top == 0)
    window.makeKey()
    #expect(manager.isStatusBarHidden)
    #expect(manager.statusBarFrame == .zero)
    #expect(root.safeAreaChanges >= 1)
  }

  @Test("a hidden status bar keeps the top inset on an iPhone with a sensor housing")
  func hiddenStatusBarOnNotchedPhone() async throws {
    let root = StatusBarController()
    root.hidden = true
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    #expect(root.view.safeAreaInsets.top == 59)
    window.makeKey()
    #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
  }

  @Test("the status bar follows childForStatusBarStyle and childForStatusBarHidden")
  func childForStatusBar() async throws {
    let parent = StatusBarParent()
    let child = StatusBarController()
    child.style = .lightContent
    child.hidden = true
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = try await presentationTestWindow(root: parent)
    defer { withExtendedLifetime(window) {} }
    let manager = try #require(window.windowScene?.statusBarManager)
    // The manager reports the key window; other tests' windows may have become key meanwhile.
    window.makeKey()
    #expect(manager.statusBarStyle == .default)
    #expect(!manager.isStatusBarHidden)
    parent.forwarded = child
    parent.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.statusBarStyle == .lightContent)
    #expect(manager.isStatusBarHidden)
  }

  @Test("a full-screen presented controller takes over the status bar; a sheet only if it captures")
  func presentedControllersAndTheStatusBar() async throws {
    let root = StatusBarController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let manager = try #require(window.windowScene?.statusBarManager)
    // The manager reports the key window; other tests' windows may have become key meanwhile.
    window.makeKey()
    let sheet = StatusBarController()
    sheet.style = .lightContent
    root.present(sheet, animated: false)
    await nextMainQueueTurn()
    window.makeKey()
    #expect(manager.statusBarStyle == .default)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(manager.statusBarStyle == .lightContent)
    sheet.dismiss(animated: false)
    await nextMainQueueTurn()
    let full = StatusBarController()
    full.style = .darkContent
    full.modalPresentationStyle = .fullScreen
    root.present(full, animated: false)
    await nextMainQueueTurn()
    window.makeKey()
    #expect(manager.statusBarStyle == .darkContent)
    #expect(UIApplication.shared.windows.contains { $0 === window })
  }

  @Test("the status bar is hidden in landscape on iPhone")
  func landscapeHidesTheStatusBar() async throws {
    let window = try await presentationTestWindow(
      orientation: .landscapeLeft, root: UIViewController())
    defer { withExtendedLifetime(window) {} }
    window.makeKey()
    #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
  }

  @Test("supported orientations default by idiom and stop unsupported rotations")
  func supportedOrientations() async throws {
    let free = UIViewController()
    let window = try await presentationTestWindow(root: free)
    defer { withExtendedLifetime(window) {} }
    #expect(free.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(free.preferredInterfaceOrientationForPresentation == .portrait)
    window.headlessRotate(to: .portraitUpsideDown, animated: false)
    #expect(window.screen.headlessInterfaceOrientation == .portrait)
    window.headlessRotate(to: .landscapeLeft, animated: false)
    #expect(window.screen.headlessInterfaceOrientation == .landscapeLeft)

    let portraitOnly = PortraitController()
    let second = try await presentationTestWindow(root: portraitOnly)
    defer { withExtendedLifetime(second) {} }
    second.headlessRotate(to: .landscapeRight, animated: false)
    #expect(second.screen.headlessInterfaceOrientation == .portrait)
    #expect(second.bounds.width < second.bounds.height)
  }

  @Test("orientation masks have UIKit's bits")
  func orientationMasks() {
    #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
  }

  @Test("a navigation controller's toolbar shows the top's items and shrinks its safe area")
  func navigationToolbar() async throws {
    let top = UIViewController()
    let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    top.toolbarItems = [item]
    let navigation = UINavigationController(rootViewController: top)
    let window = try await presentationTestWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.isToolbarHidden)
    #expect(top.view.safeAreaInsets.bottom == 34)
    navigation.setToolbarHidden(false, animated: true)
    await nextMainQueueTurn()
    let toolbar = try #require(navigation.toolbar)
    // Above the home indicator the bar is 49 points, as a tab bar (decision IC9).
    #expect(toolbar.frame == CGRect(x: 0, y: 852 - 49 - 34, width: 393, height: 83))
    #expect(toolbar.items?.first === item)
    #expect(top.view.safeAreaInsets.bottom == 83)
    let next = UIViewController()
    navigation.pushViewController(next, animated: false)
    await nextMainQueueTurn()
    #expect(toolbar.items == nil)
    next.setToolbarItems([item], animated: false)
    #expect(toolbar.items?.count == 1)
    navigation.isToolbarHidden = true
    await nextMainQueueTurn()
    #expect(next.view.safeAreaInsets.bottom == 34)
  }

  @Test("tab bar items keep their values; the controller's is made with its title")
  func tabBarItems() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.tabBarItem.title == "Inbox")
    #expect(controller.tabBarItem === controller.tabBarItem)
    let item = UITabBarItem(title: "Mail", image: nil, tag: 3)
    item.badgeValue = "2"
    item.badgeColor = .red
    controller.tabBarItem = item
    #expect(controller.tabBarItem.tag == 3)
    #expect(controller.tabBarItem.badgeValue == "2")
    #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 1).title == "Favorites")
    #expect(!controller.hidesBottomBarWhenPushed)
  }
}

/// A controller with settable status bar preferences that counts safe-area changes.
private class StatusBarController: UIViewController {
  var hidden = false
  var style = UIStatusBarStyle.default
  var safeAreaChanges = 0

  override var prefersStatusBarHidden: Bool { hidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { style }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }
}

/// A container that may forward the status bar questions to a child.
private final class StatusBarParent: UIViewController {
  weak var forwarded: UIViewController?

  override var childForStatusBarStyle: UIViewController? { forwarded }
  override var childForStatusBarHidden: UIViewController? { forwarded }
}

/// A controller that supports portrait only.
private final class PortraitController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
