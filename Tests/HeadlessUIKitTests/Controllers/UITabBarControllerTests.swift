import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The tab bar controller's list, selection, containment and appearance (spec 7.5–7.10,
/// 8.1–8.5; decisions C30, C33 and C36).
@MainActor
@Suite struct UITabBarControllerTests {
  /// A tab bar delegate that records what it hears and may refuse selections.
  private final class Delegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var allows = true

    init(log: EventLog) {
      self.log = log
    }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      log.record("delegate.shouldSelect(\(label(viewController)))")
      return allows
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      log.record("delegate.didSelect(\(label(viewController)))")
    }
  }

  /// A tab bar controller that records its own appearance callbacks.
  private final class LoggingTabBarController: UITabBarController {
    var log: EventLog?

    override func viewWillAppear(_ animated: Bool) {
      log?.record("tabs.viewWillAppear")
      super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
      log?.record("tabs.viewDidAppear")
      super.viewDidAppear(animated)
    }
  }

  /// Three logging controllers in a tab bar controller shown on an iPhone window.
  private func showTabs(log: EventLog) async throws
    -> (UITabBarController, [LoggingViewController], UIWindow)
  {
    let tabs = UITabBarController()
    let controllers = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
    tabs.viewControllers = controllers
    let window = try makeWindow(root: tabs)
    await nextMainQueueTurn()
    log.clear()
    return (tabs, controllers, window)
  }

  @Test("A new tab bar controller has no list and no selection")
  func emptyTabBarController() {
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil)
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.children.isEmpty)
  }

  @Test("8.1–8.5: every tab is a child; the first is selected; only its view is loaded")
  func everyTabIsAChild() {
    let log = EventLog()
    let controllers = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    #expect(
      log.entries == [
        "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
        "C.willMove(toParent: UITabBarController)",
        "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
        "C.didMove(toParent: UITabBarController)",
      ])
    #expect(tabs.children == controllers)
    #expect(controllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === controllers[0])
    tabs.view.layoutIfNeeded()
    #expect(tabs.view.subviews == [controllers[0].view, tabs.tabBar])
    #expect(!controllers[1].isViewLoaded && !controllers[2].isViewLoaded)
  }

  @Test("7.7, C30, C33: the selected controller appears after the tab bar controller, moving to it")
  func firstAppearance() async throws {
    let log = EventLog()
    let controllers = ["A", "B"].map { LoggingViewController($0, log: log) }
    for controller in controllers { controller.logsDetails = true }
    let tabs = LoggingTabBarController()
    tabs.log = log
    tabs.viewControllers = controllers
    log.clear()
    let window = try makeWindow(root: tabs)
    defer { withExtendedLifetime(window) {} }
    #expect(
      log.entries == [
        "tabs.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear(animated: false, movingToParent)",
      ])
    await nextMainQueueTurn()
    #expect(
      log.entries.suffix(2) == [
        "tabs.viewDidAppear", "A.viewDidAppear(animated: false, movingToParent)",
      ])
    log.clear()
    tabs.selectedIndex = 1
    #expect(log.entries.contains("B.viewWillAppear(animated: false)"))
    #expect(!controllers[0].isMovingToParent && !controllers[1].isMovingToParent)
  }

  @Test("C36: switching tabs — new will-appear, old will- and did-disappear, new did-appear")
  func switchingTabs() async throws {
    let log = EventLog()
    let (tabs, controllers, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    for controller in controllers { controller.logsDetails = true }
    tabs.selectedIndex = 2
    #expect(
      log.entries == [
        "C.viewDidLoad", "C.viewWillAppear(animated: false)",
        "A.viewWillDisappear(animated: false)", "A.viewDidDisappear(animated: false)",
        "C.viewDidAppear(animated: false)",
      ])
    #expect(tabs.selectedViewController === controllers[2])
    #expect(tabs.view.subviews == [controllers[2].view, tabs.tabBar])
    #expect(controllers[0].view.superview == nil)
    log.clear()
    tabs.selectedViewController = controllers[0]
    #expect(
      log.entries == [
        "A.viewWillAppear(animated: false)", "C.viewWillDisappear(animated: false)",
        "C.viewDidDisappear(animated: false)", "A.viewDidAppear(animated: false)",
      ])
    #expect(tabs.selectedIndex == 0)
  }

  @Test("C36: selecting outside the list does nothing")
  func selectingOutsideTheListDoesNothing() async throws {
    let log = EventLog()
    let (tabs, controllers, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    tabs.selectedIndex = 3
    tabs.selectedIndex = -1
    tabs.selectedViewController = UIViewController()
    tabs.selectedViewController = controllers[0]
    #expect(tabs.selectedIndex == 0)
    #expect(log.entries.isEmpty)
  }

  @Test("C36: code that selects never consults the delegate; a tap does, and may be refused")
  func delegateHearsOnlyOfTaps() async throws {
    let log = EventLog()
    let (tabs, _, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    let delegate = Delegate(log: log)
    tabs.delegate = delegate
    tabs.selectedIndex = 1
    #expect(!log.entries.contains { $0.hasPrefix("delegate") })
    log.clear()
    delegate.allows = false
    tabs.simulateTabBarSelection(at: 2)
    #expect(log.entries == ["delegate.shouldSelect(C)"])
    #expect(tabs.selectedIndex == 1)
    log.clear()
    delegate.allows = true
    tabs.simulateTabBarSelection(at: 2)
    #expect(
      log.entries == [
        "delegate.shouldSelect(C)", "C.viewDidLoad", "C.viewWillAppear", "B.viewWillDisappear",
        "B.viewDidDisappear", "C.viewDidAppear", "delegate.didSelect(C)",
      ])
    log.clear()
    tabs.simulateTabBarSelection(at: 2)
    #expect(log.entries == ["delegate.shouldSelect(C)", "delegate.didSelect(C)"])
  }

  @Test("C36: a new list keeps the selected controller when it is still there")
  func newListKeepsTheSelection() async throws {
    let log = EventLog()
    let (tabs, controllers, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    tabs.selectedIndex = 1
    let d = LoggingViewController("D", log: log)
    log.clear()
    tabs.setViewControllers([d, controllers[1]], animated: true)
    #expect(
      log.entries == [
        "A.willMove(toParent: nil)", "C.willMove(toParent: nil)",
        "D.willMove(toParent: UITabBarController)",
        "A.didMove(toParent: nil)", "C.didMove(toParent: nil)",
        "D.didMove(toParent: UITabBarController)",
      ])
    #expect(tabs.selectedViewController === controllers[1])
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.children == [d, controllers[1]])
  }

  @Test("C33, C36: a removed selection passes to the same index; it is moving from its parent")
  func removedSelectionPassesToTheSameIndex() async throws {
    let log = EventLog()
    let (tabs, controllers, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    tabs.selectedIndex = 1
    for controller in controllers { controller.logsDetails = true }
    log.clear()
    tabs.viewControllers = [controllers[0], controllers[2]]
    #expect(
      log.entries == [
        "B.willMove(toParent: nil)", "C.viewDidLoad", "C.viewWillAppear(animated: false)",
        "B.viewWillDisappear(animated: false, movingFromParent)",
        "B.viewDidDisappear(animated: false, movingFromParent)",
        "C.viewDidAppear(animated: false)", "B.didMove(toParent: nil)",
      ])
    #expect(tabs.selectedViewController === controllers[2])
    #expect(controllers[1].parent == nil)
  }

  @Test("C36: when the old index is past the end of the new list, the first tab is selected")
  func selectionFallsBackToTheFirstTab() async throws {
    let log = EventLog()
    let (tabs, controllers, window) = try await showTabs(log: log)
    defer { withExtendedLifetime(window) {} }
    tabs.selectedIndex = 2
    let d = UIViewController()
    tabs.viewControllers = [d, controllers[0]]
    #expect(tabs.selectedViewController === d)
    tabs.viewControllers = nil
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.children.isEmpty)
    #expect(tabs.view.subviews == [tabs.tabBar])
  }
}
