import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// UIPageViewController: pages as children filling the view, and turning pages.
@MainActor
@Suite struct PageViewControllerTests {
  @Test("the page is a child whose view fills the page view controller's view")
  func pageFillsTheView() async throws {
    let pages = PageSource(count: 3)
    let pager = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    pager.dataSource = pages
    var finished: [Bool] = []
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false) {
      finished.append($0)
    }
    #expect(finished == [true])
    let window = try await presentationTestWindow(root: pager)
    defer { withExtendedLifetime(window) {} }
    #expect(pager.spineLocation == .none)
    #expect(pager.viewControllers?.first === pages.pages[0])
    #expect(pages.pages[0].parent === pager)
    #expect(pages.pages[0].view.frame == pager.view.bounds)
  }

  @Test("turning pages replaces the child and tells the delegate")
  func turningPages() async throws {
    let pages = PageSource(count: 2)
    let pager = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = pages
    pager.delegate = pages
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    let window = try await presentationTestWindow(root: pager)
    defer { withExtendedLifetime(window) {} }
    #expect(pager.headlessTurnPage(.forward))
    #expect(pages.events == ["will 1", "did 0"])
    #expect(pager.viewControllers?.first === pages.pages[1])
    await nextMainQueueTurn()
    #expect(pages.pages[0].parent == nil)
    #expect(pages.pages[0].viewIfLoaded?.superview == nil)
    #expect(pages.pages[1].view.frame == pager.view.bounds)
    #expect(!pager.headlessTurnPage(.forward))
    #expect(pager.headlessTurnPage(.reverse))
  }

  @Test("a page curl keeps its spine; the spine in the middle shows two pages side by side")
  func pageCurlSpine() async throws {
    let pages = PageSource(count: 2)
    let pager = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    #expect(pager.spineLocation == .mid)
    pager.setViewControllers(pages.pages, direction: .forward, animated: false)
    let window = try await presentationTestWindow(root: pager)
    defer { withExtendedLifetime(window) {} }
    let half = pager.view.bounds.width / 2
    #expect(pages.pages[0].view.frame.width == half)
    #expect(pages.pages[1].view.frame.minX == half)
  }
}

/// Pages numbered by their titles, and the delegate's events.
private final class PageSource: NSObject, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let pages: [UIViewController]
  var events: [String] = []

  init(count: Int) {
    pages = (0..<count).map { index in
      let page = UIViewController()
      page.title = "\(index)"
      return page
    }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    events.append("will \(pendingViewControllers.first?.title ?? "")")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    events.append("did \(previousViewControllers.first?.title ?? "")")
  }
}
