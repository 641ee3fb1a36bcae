import HeadlessUIKit
import Testing

private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// `UINavigationItem`, `UIViewController.navigationItem` and the items of a navigation
/// controller's bar (decisions C60, C65).
@MainActor
@Suite struct UINavigationItemTests {
  @Test("C60: the item is made once, with the controller's title, and follows it")
  func itemFollowsTheControllerTitle() {
    let controller = UIViewController()
    controller.title = "Inbox"
    let item = controller.navigationItem
    #expect(item.title == "Inbox")
    #expect(controller.navigationItem === item)
    controller.title = "Archive"
    #expect(item.title == "Archive")
    item.title = "Only the item"
    #expect(controller.title == "Archive")
    controller.title = nil
    #expect(item.title == nil)
  }

  @Test("C60: the defaults and the single-item accessors of a navigation item")
  func defaultsAndSingleItems() {
    let item = UINavigationItem(title: "List")
    #expect(item.title == "List")
    #expect(item.titleView == nil)
    #expect(item.prompt == nil)
    #expect(item.backButtonTitle == nil)
    #expect(item.backBarButtonItem == nil)
    #expect(item.hidesBackButton == false)
    #expect(item.leftItemsSupplementBackButton == false)
    #expect(item.leftBarButtonItems == nil)
    #expect(item.rightBarButtonItems == nil)
    #expect(item.largeTitleDisplayMode == .automatic)
    #expect(item.style == .navigator)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    item.setRightBarButtonItems([done, edit], animated: true)
    #expect(item.rightBarButtonItem === done)
    item.setRightBarButton(edit, animated: false)
    #expect(item.rightBarButtonItems?.count == 1)
    #expect(item.rightBarButtonItems?.first === edit)
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
    item.setLeftBarButton(done, animated: false)
    #expect(item.leftBarButtonItems?.first === done)
    item.setLeftBarButtonItems(nil, animated: false)
    #expect(item.leftBarButtonItem == nil)
    item.setHidesBackButton(true, animated: true)
    #expect(item.hidesBackButton)
  }

  @Test("C65: the large-title modes and item styles carry UIKit's raw values")
  func rawValues() {
    #expect(UINavigationItem.LargeTitleDisplayMode.automatic.rawValue == 0)
    #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
    #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
    #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
    #expect(UINavigationItem.ItemStyle.navigator.rawValue == 0)
    #expect(UINavigationItem.ItemStyle.browser.rawValue == 1)
    #expect(UINavigationItem.ItemStyle.editor.rawValue == 2)
  }

  @Test("C60: a navigation controller's bar holds its stack's items, in step with the stack")
  func barItemsFollowTheStack() {
    let root = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let bar = navigation.navigationBar
    #expect(bar.items?.count == 1)
    #expect(bar.topItem === root.navigationItem)
    #expect(bar.backItem == nil)
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    #expect(
      bar.items?.map(ObjectIdentifier.init)
        == [root, second, third].map {
          ObjectIdentifier($0.navigationItem)
        })
    #expect(bar.topItem === third.navigationItem)
    #expect(bar.backItem === second.navigationItem)
    navigation.popViewController(animated: false)
    #expect(bar.topItem === second.navigationItem)
    #expect(bar.backItem === root.navigationItem)
    navigation.setViewControllers([third], animated: false)
    #expect(bar.items?.count == 1)
    #expect(bar.topItem === third.navigationItem)
  }

  @Test("C60: a bar of its own pushes, pops and replaces items")
  func unmanagedBarItems() {
    let bar = UINavigationBar()
    #expect(bar.items?.isEmpty == true)
    #expect(bar.topItem == nil)
    let first = UINavigationItem(title: "First")
    let second = UINavigationItem(title: "Second")
    bar.pushItem(first, animated: false)
    bar.pushItem(second, animated: true)
    #expect(bar.topItem === second)
    #expect(bar.backItem === first)
    #expect(bar.popItem(animated: false) === second)
    #expect(bar.topItem === first)
    #expect(bar.popItem(animated: false) === first)
    #expect(bar.popItem(animated: false) == nil)
    bar.setItems([second, first], animated: false)
    #expect(bar.topItem === first)
    bar.items = nil
    #expect(bar.items?.isEmpty == true)
  }

  @Test("C60: pushing an item onto a navigation controller's bar stops with UIKit's message")
  func pushingOntoAManagedBarStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.pushItem(UINavigationItem(title: "Stray"), animated: false)
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: Cannot call pushNavigationItem:animated: directly on "
          + "a UINavigationBar managed by a controller."))
  }

  @Test func subtitleIsStoredAndNilByDefault() {
    let item = UINavigationItem(title: "Inbox")
    #expect(item.subtitle == nil)
    item.subtitle = "3 unread"
    #expect(item.subtitle == "3 unread")
    #expect(item.title == "Inbox")
  }
}
