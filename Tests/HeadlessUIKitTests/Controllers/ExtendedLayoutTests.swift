import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite("Extended layout under bars")
struct ExtendedLayoutTests {
  private func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("C39: a child view extends under a translucent bar and stops at an opaque one")
  func opaqueBar() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let window = show(navigation)
    let barBottom = navigation.navigationBar.frame.maxY
    #expect(child.view.frame.minY == 0)
    #expect(isClose(child.view.safeAreaInsets.top, barBottom, tolerance: 1e-6))
    navigation.navigationBar.isTranslucent = false
    window.layoutIfNeeded()
    #expect(
      isClose(
        child.view.frame,
        CGRect(
          x: 0, y: barBottom, width: window.bounds.width,
          height: window.bounds.height - barBottom), tolerance: 1e-6))
    #expect(isClose(child.view.safeAreaInsets.top, 0, tolerance: 1e-6))
    child.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    #expect(child.view.frame.minY == 0)
  }

  @Test("C39: an edge left out of edgesForExtendedLayout stops at the tab bar")
  func edges() {
    let child = UIViewController()
    let tabs = UITabBarController()
    tabs.setViewControllers([child], animated: false)
    let window = show(tabs)
    #expect(child.view.frame.maxY == window.bounds.maxY)
    child.edgesForExtendedLayout = [.top]
    window.layoutIfNeeded()
    #expect(child.view.frame.maxY == tabs.tabBar.frame.minY)
  }
}
