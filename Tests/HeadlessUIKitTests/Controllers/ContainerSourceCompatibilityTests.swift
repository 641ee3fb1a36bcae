import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// UIKit code written against navigation and tab bar controllers compiles unchanged and behaves
/// as in UIKit (spec §8; decisions C31, C36).
@MainActor
@Suite struct ContainerSourceCompatibilityTests {
  /// A navigation controller subclass as apps write them: it intercepts pushes.
  private final class CountingNavigationController: UINavigationController {
    var pushes = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      pushes += 1
      super.pushViewController(viewController, animated: animated)
    }
  }

  /// A screen that adopts both delegate protocols, implementing one method of each.
  private final class ListViewController: UIViewController, UINavigationControllerDelegate,
    UITabBarControllerDelegate
  {
    var shown: [UIViewController] = []

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool
    ) {
      shown.append(viewController)
    }

    func showDetail() {
      navigationController?.pushViewController(UIViewController(), animated: false)
    }

    func goBack() {
      navigationController?.popViewController(animated: false)
      tabBarController?.selectedIndex = 1
    }
  }

  @Test("init(rootViewController:) pushes the root through pushViewController(_:animated:)")
  func rootIsPushedThroughTheOverridableMethod() {
    let navigation = CountingNavigationController(rootViewController: UIViewController())
    #expect(navigation.pushes == 1)
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(navigation.pushes == 2)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("8.5, C36: code written for UIKit drives the containers through navigationController")
  func appCodeDrivesTheContainers() async throws {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.delegate = list
    let tabs = UITabBarController()
    tabs.delegate = list
    tabs.setViewControllers([navigation, UIViewController()], animated: false)
    let window = try makeWindow(root: tabs)
    defer { withExtendedLifetime(window) {} }
    await nextMainQueueTurn()
    #expect(list.shown == [list])
    list.showDetail()
    #expect(navigation.viewControllers.count == 2)
    #expect(list.shown.count == 2)
    list.goBack()
    #expect(navigation.viewControllers == [list])
    #expect(tabs.selectedIndex == 1)
    #expect(list.shown.count == 3)
    #expect(list.shown.last === list)
  }
}
