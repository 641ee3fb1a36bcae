import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Decodes a child process's standard error.
private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// The navigation stack and its containment (spec 8.1–8.5; decisions C31–C33).
@MainActor
@Suite struct UINavigationControllerTests {
  @Test("8.1–8.2: the root controller is a child, added with willMove then didMove")
  func rootControllerIsAChild() {
    let log = EventLog()
    let root = LoggingViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    #expect(
      log.entries == [
        "A.willMove(toParent: UINavigationController)",
        "A.didMove(toParent: UINavigationController)",
      ])
    #expect(navigation.viewControllers == [root])
    #expect(navigation.children == [root])
    #expect(root.parent === navigation)
    #expect(navigation.topViewController === root)
    #expect(navigation.visibleViewController === root)
    #expect(root.navigationController === navigation)
    #expect(navigation.navigationController == nil)
    #expect(!root.isViewLoaded)
  }

  @Test("8.5: a stack three deep holds three children; only the top view is in the view")
  func threeDeepStack() {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let navigation = UINavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: true)
    #expect(navigation.viewControllers == [a, b, c])
    #expect(navigation.children == [a, b, c])
    #expect(
      [a, b, c].allSatisfy { $0.parent === navigation && $0.navigationController === navigation })
    #expect(navigation.topViewController === c)
    navigation.view.layoutIfNeeded()
    #expect(navigation.view.subviews == [c.view, navigation.navigationBar])
    #expect(!a.isViewLoaded && !b.isViewLoaded)
    #expect(log.entries.filter { $0.hasSuffix("viewDidLoad") } == ["C.viewDidLoad"])
  }

  @Test("8.3: popping removes the top child, with willMove(nil) then didMove(nil)")
  func popRemovesTheTopChild() {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let navigation = UINavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: false)
    log.clear()
    let popped = navigation.popViewController(animated: false)
    #expect(popped === b)
    #expect(log.entries == ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
    #expect(b.parent == nil)
    #expect(b.navigationController == nil)
    #expect(navigation.viewControllers == [a])
    #expect(navigation.children == [a])
  }

  @Test("C38: popping the root, or to the top, pops nothing and returns nil")
  func poppingNothingReturnsNil() {
    let a = UIViewController()
    let navigation = UINavigationController(rootViewController: a)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false) == nil)
    #expect(navigation.popToViewController(a, animated: false) == nil)
    #expect(navigation.viewControllers == [a])
    let empty = UINavigationController()
    #expect(empty.viewControllers.isEmpty)
    #expect(empty.topViewController == nil)
    #expect(empty.popToRootViewController(animated: false) == nil)
  }

  @Test("C38: popping to a controller returns the popped ones, bottom first")
  func popToReturnsThePoppedControllers() throws {
    let (a, b, c, d) = (
      UIViewController(), UIViewController(), UIViewController(), UIViewController()
    )
    let navigation = UINavigationController(rootViewController: a)
    for controller in [b, c, d] { navigation.pushViewController(controller, animated: false) }
    let toB = try #require(navigation.popToViewController(b, animated: false))
    #expect(toB == [c, d])
    #expect(navigation.viewControllers == [a, b])
    let toRoot = try #require(navigation.popToRootViewController(animated: false))
    #expect(toRoot == [b])
    #expect(navigation.children == [a])
    #expect([b, c, d].allSatisfy { $0.parent == nil })
  }

  @Test("8.1, 8.3: setting the stack removes the leaving controllers and adds the new ones")
  func settingTheStack() {
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let d = LoggingViewController("D", log: log)
    let navigation = UINavigationController(rootViewController: a)
    navigation.setViewControllers([a, b, c], animated: false)
    log.clear()
    navigation.viewControllers = [d, a]
    #expect(
      log.entries == [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
        "D.willMove(toParent: UINavigationController)",
        "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
        "D.didMove(toParent: UINavigationController)",
      ])
    #expect(navigation.viewControllers == [d, a])
    #expect(navigation.children == [d, a])
    #expect(b.parent == nil && c.parent == nil && d.parent === navigation)
  }

  @Test("8.1: pushing a controller that has another parent moves it")
  func pushingAChildOfAnotherParentMovesIt() {
    let other = UIViewController()
    let child = UIViewController()
    other.addChild(child)
    child.didMove(toParent: other)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(child, animated: false)
    #expect(other.children.isEmpty)
    #expect(child.parent === navigation)
  }

  @Test("A controller inside a navigation controller inside a tab bar controller finds both")
  func nestedContainersAreFound() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    #expect(content.navigationController === navigation)
    #expect(content.tabBarController === tabs)
    #expect(navigation.tabBarController === tabs)
    #expect(navigation.navigationController == nil)
    #expect(tabs.tabBarController == nil)
  }

  @Test("C38: pushing the same controller twice stops with UIKit's message")
  func pushingTwiceStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.pushViewController(child, animated: false)
      }
    }
    #expect(text(result).contains("NSInvalidArgumentException: <UINavigationController: 0x"))
    #expect(
      text(result).contains(
        "is pushing the same view controller instance (<UIViewController: 0x"))
    #expect(
      text(result).contains(
        "more than once which is not supported and is most likely an error in the application"))
  }

  @Test("C38: pushing a navigation controller stops with UIKit's message")
  func pushingANavigationControllerStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UINavigationController(), animated: false)
      }
    }
    #expect(
      text(result).contains(
        "NSInvalidArgumentException: Pushing a navigation controller is not supported"))
  }

  @Test("C38: popping to a controller outside the stack stops with UIKit's message")
  func poppingToAStrangerStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.popToViewController(UIViewController(), animated: false)
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist."))
  }

  @Test("C38: a stack with a controller twice stops with UIKit's message")
  func duplicateStackStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let child = UIViewController()
        let navigation = UINavigationController()
        navigation.viewControllers = [child, child]
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: All view controllers in a navigation controller must "
          + "be distinct ((<UIViewController: 0x"))
  }
}
