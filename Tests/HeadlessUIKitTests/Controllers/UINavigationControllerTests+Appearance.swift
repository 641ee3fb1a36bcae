import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Appearance callbacks of a navigation controller's children: first appearance, push, pop,
/// popping to the root and replacing the stack on screen (spec 7.5–7.10, 8.4; peers K3, K5;
/// decisions C30–C33 and C37).
@MainActor
@Suite struct UINavigationControllerAppearanceTests {
  /// A navigation controller on a visible iPhone window, its first appearance finished.
  private func showNavigation(
    _ root: UIViewController, log: EventLog? = nil
  ) async throws -> (UINavigationController, UIWindow) {
    let navigation = LoggingNavigationController(rootViewController: root)
    navigation.log = log
    let window = try makeWindow(root: navigation)
    await nextMainQueueTurn()
    return (navigation, window)
  }

  @Test("7.7, C30: the navigation controller appears first, then its top controller")
  func firstAppearanceIsParentFirst() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let navigation = LoggingNavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: false)
    navigation.log = log
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    log.clear()
    let window = try makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    #expect(
      log.entries == [
        "nav.viewWillAppear", "B.viewDidLoad", "B.viewWillAppear",
        "delegate.willShow(B, animated: false)",
      ])
    await nextMainQueueTurn()
    #expect(
      log.entries.suffix(3) == [
        "nav.viewDidAppear", "B.viewDidAppear", "delegate.didShow(B, animated: false)",
      ])
    #expect(!a.isViewLoaded)
    #expect(b.view.window === window)
    withExtendedLifetime(delegate) {}
  }

  @Test("7.10, C33: the root controller is moving to its parent in its first appearance")
  func rootMovesToParentOnFirstAppearance() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    a.logsDetails = true
    let (_, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    #expect(
      log.entries == [
        "A.willMove(toParent: LoggingNavigationController)",
        "A.didMove(toParent: LoggingNavigationController)", "A.viewDidLoad",
        "A.viewWillAppear(animated: false, movingToParent)",
        "A.viewDidAppear(animated: false, movingToParent)",
      ])
    #expect(!a.isMovingToParent)
  }

  @Test("C31: a push without animation runs every callback at once, in UIKit's order")
  func pushWithoutAnimation() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    log.clear()
    navigation.pushViewController(b, animated: false)
    #expect(
      log.entries == [
        "B.willMove(toParent: LoggingNavigationController)", "B.viewDidLoad",
        "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B, animated: false)",
        "A.viewDidDisappear", "B.viewDidAppear",
        "B.didMove(toParent: LoggingNavigationController)",
        "delegate.didShow(B, animated: false)",
      ])
    #expect(a.viewIfLoaded?.superview == nil)
    #expect(b.view.superview === navigation.view)
  }

  @Test("7.5, C32: a push without animation lays the new top out before its viewDidAppear")
  func pushLaysOutBeforeDidAppear() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    b.logsLayout = true
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    navigation.pushViewController(b, animated: false)
    #expect(
      log.entries == [
        "B.willMove(toParent: LoggingNavigationController)", "B.viewDidLoad",
        "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
        "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear",
        "B.viewDidAppear", "B.didMove(toParent: LoggingNavigationController)",
      ])
  }

  @Test("C32: an animated push ends after the next layout pass, both views in place until then")
  func animatedPushEndsOnTheNextTurn() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    for controller in [a, b] { controller.logsDetails = true }
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    navigation.pushViewController(b, animated: true)
    #expect(
      log.entries == [
        "B.willMove(toParent: LoggingNavigationController)", "B.viewDidLoad",
        "A.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true, movingToParent)",
      ])
    #expect(navigation.view.subviews == [a.view, b.view, navigation.navigationBar])
    #expect(navigation.topViewController === b)
    log.clear()
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true, movingToParent)",
        "B.didMove(toParent: LoggingNavigationController)",
      ])
    #expect(navigation.view.subviews == [b.view, navigation.navigationBar])
    #expect(!b.isMovingToParent)
  }

  @Test("C31, C33: a pop reveals the controller below; the popped one is moving from its parent")
  func popOrderAndFlags() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    for controller in [a, b] { controller.logsDetails = true }
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    navigation.pushViewController(b, animated: false)
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    log.clear()
    navigation.popViewController(animated: true)
    #expect(
      log.entries == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(animated: true, movingFromParent)",
        "A.viewWillAppear(animated: true)", "delegate.willShow(A, animated: true)",
      ])
    #expect(navigation.viewControllers == [a])
    #expect(b.parent === navigation)
    #expect(navigation.view.subviews == [a.view, b.view, navigation.navigationBar])
    log.clear()
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "B.viewDidDisappear(animated: true, movingFromParent)", "A.viewDidAppear(animated: true)",
        "B.didMove(toParent: nil)", "delegate.didShow(A, animated: true)",
      ])
    #expect(b.parent == nil)
    #expect(!b.isMovingFromParent)
    #expect(navigation.view.subviews == [a.view, navigation.navigationBar])
  }

  @Test("C31: popping to the root from three deep: only the old top disappears")
  func popToRootFromThreeDeep() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    log.clear()
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped == [b, c])
    #expect(
      log.entries == [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
        "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
        "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
      ])
    #expect(navigation.children == [a])
    #expect(b.viewIfLoaded?.superview == nil && c.viewIfLoaded?.superview == nil)
  }

  @Test("C31: replacing the stack on screen swaps the top controllers")
  func replacingTheStackOnScreen() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let d = LoggingViewController("D", log: log)
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    navigation.setViewControllers([a, b, c], animated: false)
    log.clear()
    navigation.setViewControllers([a, d], animated: false)
    #expect(
      log.entries == [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
        "D.willMove(toParent: LoggingNavigationController)", "D.viewDidLoad",
        "C.viewWillDisappear", "D.viewWillAppear", "C.viewDidDisappear", "D.viewDidAppear",
        "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
        "D.didMove(toParent: LoggingNavigationController)",
      ])
    #expect(navigation.children == [a, d])
  }

  @Test("C33: controllers added below the top are not moving to their parent when shown later")
  func controllersBelowTheTopDropTheFlag() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    for controller in [a, b, c] { controller.logsDetails = true }
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    navigation.setViewControllers([a, b, c], animated: false)
    #expect(!b.isMovingToParent)
    log.clear()
    navigation.popViewController(animated: false)
    #expect(log.entries.contains("B.viewWillAppear(animated: false)"))
    #expect(log.entries.contains("C.viewWillDisappear(animated: false, movingFromParent)"))
  }

  @Test("C32: a new transition first ends the one still waiting for its layout pass")
  func aNewTransitionEndsThePendingOne() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let (navigation, window) = try await showNavigation(a)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    navigation.pushViewController(b, animated: true)
    navigation.pushViewController(c, animated: false)
    #expect(
      log.entries == [
        "B.willMove(toParent: LoggingNavigationController)", "B.viewDidLoad",
        "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear",
        "B.didMove(toParent: LoggingNavigationController)",
        "C.willMove(toParent: LoggingNavigationController)", "C.viewDidLoad",
        "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
        "C.didMove(toParent: LoggingNavigationController)",
      ])
    log.clear()
    await nextMainQueueTurn()
    #expect(log.entries.isEmpty)
    #expect(navigation.view.subviews == [c.view, navigation.navigationBar])
  }

  @Test("7.7, C30: the navigation controller disappears first, then its top controller")
  func disappearanceIsParentFirst() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let (navigation, window) = try await showNavigation(a, log: log)
    log.clear()
    window.isHidden = true
    #expect(
      log.entries == [
        "nav.viewWillDisappear", "A.viewWillDisappear", "nav.viewDidDisappear",
        "A.viewDidDisappear",
      ])
    #expect(navigation.view.subviews == [a.view, navigation.navigationBar])
  }

  @Test("C30: changes while the navigation controller is off screen call no appearance methods")
  func changesOffScreenAreSilent() async throws {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let (navigation, window) = try await showNavigation(a)
    window.isHidden = true
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    log.clear()
    navigation.pushViewController(b, animated: true)
    #expect(
      log.entries == [
        "B.willMove(toParent: LoggingNavigationController)", "B.viewDidLoad",
        "B.didMove(toParent: LoggingNavigationController)",
      ])
    #expect(navigation.view.subviews == [b.view, navigation.navigationBar])
    log.clear()
    window.isHidden = false
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "B.viewWillAppear", "delegate.willShow(B, animated: false)", "B.viewDidAppear",
        "delegate.didShow(B, animated: false)",
      ])
  }
}
