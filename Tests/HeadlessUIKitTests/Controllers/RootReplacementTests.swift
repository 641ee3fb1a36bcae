import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct RootReplacementTests {
  @Test("a navigation controller set as root of a visible window shows its top controller")
  func navigationControllerAsRootOfVisibleWindow() async {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let first = LoggingViewController("first", log: log)
    window.rootViewController = first
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    log.clear()
    let top = LoggingViewController("top", log: log)
    let navigation = UINavigationController(rootViewController: top)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(navigation.view.frame == window.bounds)
    #expect(top.view.frame == window.bounds)
    #expect(top.isViewLoaded && top.view.window === window)
    #expect(first.view.window == nil)
    #expect(
      log.entries == [
        "top.willMove(toParent: UINavigationController)",
        "top.didMove(toParent: UINavigationController)",
        "first.viewWillDisappear", "first.viewDidDisappear",
        "top.viewDidLoad", "top.viewWillAppear",
      ])
    await nextMainQueueTurn()
    #expect(log.entries.last == "top.viewDidAppear")
  }
}
