import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records the split view controller's show requests and may handle them itself.
@MainActor
final class ShowingSplitDelegate: NSObject, UISplitViewControllerDelegate {
  var handlesDetail = false
  var detailRequests: [UIViewController] = []

  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool {
    detailRequests.append(vc)
    return handlesDetail
  }
}

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` go to the nearest container that
/// handles them, or present.
@MainActor
@Suite struct UIViewControllerShowTests {
  @Test("show pushes onto the navigation controller a child is in")
  func showPushes() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = try makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(navigation.viewControllers == [root, detail])
    #expect(detail.navigationController === navigation)
    #expect(root.presentedViewController == nil)
  }

  @Test("show presents when no parent handles it")
  func showPresents() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(root.presentedViewController === detail)
    #expect(detail.presentingViewController === root)
  }

  @Test("showDetailViewController ignores navigation controllers and presents")
  func showDetailOutsideSplitPresents() async throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = try await presentationTestWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = UIViewController()
    root.showDetailViewController(detail, sender: nil)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.presentedViewController === detail)
  }

  @Test("An expanded split view replaces its secondary with the detail")
  func splitReplacesSecondary() throws {
    let split = UISplitViewController()
    let primary = UIViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    let window = try makeWindow("iPad Pro 11-inch (M4)", .landscapeLeft, root: split)
    defer { withExtendedLifetime(window) {} }
    #expect(!split.isCollapsed)
    let detail = UIViewController()
    primary.showDetailViewController(detail, sender: nil)
    #expect(split.viewControllers == [primary, detail])
    #expect(secondary.parent == nil)
    #expect(detail.parent === split)
  }

  @Test("A collapsed split view shows the detail by pushing onto its primary navigation")
  func collapsedSplitPushes() throws {
    let split = UISplitViewController()
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    split.viewControllers = [navigation, UIViewController()]
    let window = try makeWindow("iPhone 15 Pro", .portrait, root: split)
    defer { withExtendedLifetime(window) {} }
    #expect(split.isCollapsed)
    let detail = UIViewController()
    split.showDetailViewController(detail, sender: nil)
    #expect(navigation.viewControllers == [list, detail])
  }

  @Test("The split view delegate may handle showDetail itself")
  func delegateHandlesDetail() throws {
    let split = UISplitViewController()
    let primary = UIViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    let delegate = ShowingSplitDelegate()
    delegate.handlesDetail = true
    split.delegate = delegate
    let detail = UIViewController()
    split.showDetailViewController(detail, sender: nil)
    #expect(delegate.detailRequests == [detail])
    #expect(split.viewControllers == [primary, secondary])
  }
}
