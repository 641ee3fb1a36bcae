import Foundation

/// A container that shows one page (a child controller) at a time and turns to the pages its
/// data source gives before and after.
///
/// The current page is a child whose view fills the container's view. Setting new pages with
/// ``setViewControllers(_:direction:animated:completion:)`` replaces the child: the old page
/// leaves as a child and its view leaves, with the appearance callbacks of a child transition.
/// Headless nobody swipes: ``headlessTurnPage(_:)`` (a HeadlessUIKit addition) turns a page as a
/// completed swipe does, telling the delegate.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn.
  public let transitionStyle: TransitionStyle

  /// The axis pages turn along.
  public let navigationOrientation: NavigationOrientation

  /// Where the spine is (page-curl style); `.none` for the scroll style, `.min` by default.
  open private(set) var spineLocation: SpineLocation

  /// The space between pages in the scroll style, from the options; 0 by default.
  public let interPageSpacing: CGFloat

  /// Whether the back of a page shows content (page-curl style); `false` by default.
  open var isDoubleSided = false

  /// The object that gives the pages before and after a page; weak.
  open weak var dataSource: (any UIPageViewControllerDataSource)?

  /// The object told of page turns; weak.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages shown; `nil` until set.
  open private(set) var viewControllers: [UIViewController]?

  /// Creates a page view controller.
  ///
  /// - Parameters:
  ///   - style: How pages turn.
  ///   - navigationOrientation: The axis pages turn along.
  ///   - options: `.spineLocation` (a `SpineLocation` raw value) and `.interPageSpacing`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine =
      (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
      ?? (options?[.spineLocation] as? SpineLocation)
    spineLocation = style == .scroll ? .none : (spine ?? .min)
    interPageSpacing =
      (options?[.interPageSpacing] as? CGFloat)
      ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) } ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a scroll-style, horizontal page view controller from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    spineLocation = .none
    interPageSpacing = 0
    super.init(coder: coder)
  }

  /// The number of pages a call must give: two for a page curl with the spine in the middle,
  /// one otherwise.
  private var requiredPageCount: Int {
    transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
  }

  /// Shows new pages; the completion runs with `true` once they are shown (after the next layout
  /// pass when animated).
  ///
  /// - Parameters:
  ///   - viewControllers: The pages: one, or two for a page curl with the spine in the middle
  ///     (UIKit raises otherwise).
  ///   - direction: The direction of the turn.
  ///   - animated: Whether UIKit would animate the turn.
  ///   - completion: Called with whether the turn finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    precondition(
      pages.count == requiredPageCount,
      "NSInvalidArgumentException: The number of view controllers provided (\(pages.count)) "
        + "doesn't match the number required (\(requiredPageCount)) for the requested transition")
    showPages(pages, animated: animated)
    self.viewControllers = pages
    guard let completion else { return }
    if animated {
      UpdateCycle.shared.afterNextPass { completion(true) }
    } else {
      completion(true)
    }
  }

  /// Turns one page as a finished swipe does (a HeadlessUIKit addition): asks the data source
  /// for the page before or after the current one; when there is one, the delegate hears
  /// `willTransitionTo`, the page is shown, and the delegate hears `didFinishAnimating` with
  /// the previous pages.
  ///
  /// - Parameter direction: `.forward` for the next page, `.reverse` for the previous one.
  /// - Returns: Whether a page was turned.
  @discardableResult
  public func headlessTurnPage(_ direction: NavigationDirection) -> Bool {
    guard let current = viewControllers?.last, let dataSource else { return false }
    let next =
      direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next else { return false }
    let previous = viewControllers ?? []
    delegate?.pageViewController(self, willTransitionTo: [next])
    showPages([next], animated: true)
    viewControllers = [next]
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
    return true
  }

  /// Makes the view and installs the pages set before it loaded.
  open override func loadView() {
    super.loadView()
    layoutPages()
  }

  /// Lays the pages out again before the view's subviews are laid out.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutPages()
  }

  /// Lays the pages out: each page's view fills the view (two pages share it side by side or
  /// one above the other).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
  }

  /// Makes `pages` the children shown, replacing the current ones.
  private func showPages(_ pages: [UIViewController], animated: Bool) {
    let old = viewControllers ?? []
    let arriving = pages.filter { page in !old.contains { $0 === page } }
    let leaving = old.filter { page in !pages.contains { $0 === page } }
    for page in leaving { page.willMove(toParent: nil) }
    for page in arriving { addChild(page) }
    if isViewLoaded, leaving.count == 1, arriving.count == 1 {
      let container: UIView = view
      if leaving[0].viewIfLoaded?.superview !== container {
        container.addSubview(leaving[0].view)
      }
      transition(
        from: leaving[0], to: arriving[0], duration: animated ? 0.3 : 0, animations: nil
      ) { _ in
        leaving[0].removeFromParent()
        arriving[0].didMove(toParent: self)
      }
      viewControllers = pages
      layoutPages()
      return
    }
    for page in leaving {
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    if isViewLoaded {
      for page in arriving { view.addSubview(page.view) }
    }
    for page in arriving { page.didMove(toParent: self) }
    viewControllers = pages
    layoutPages()
  }

  /// Frames the pages' views in the view.
  private func layoutPages() {
    guard let container = viewIfLoaded, let pages = viewControllers else { return }
    let bounds = container.bounds
    for (index, page) in pages.enumerated() {
      let pageView: UIView = page.view
      if pageView.superview !== container { container.addSubview(pageView) }
      var frame = bounds
      if pages.count == 2 {
        if navigationOrientation == .horizontal {
          frame.size.width /= 2
          frame.origin.x += CGFloat(index) * frame.width
        } else {
          frame.size.height /= 2
          frame.origin.y += CGFloat(index) * frame.height
        }
      }
      pageView.autoresizingMask = pages.count == 1 ? [.flexibleWidth, .flexibleHeight] : []
      if pageView.frame != frame { pageView.frame = frame }
    }
  }
}

extension UIPageViewController {
  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    /// Like a book's page.
    case pageCurl = 0
    /// Scrolling.
    case scroll = 1
  }

  /// The axis pages turn along.
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right.
    case horizontal = 0
    /// Up and down.
    case vertical = 1
  }

  /// Where the spine of a page-curl controller is.
  public enum SpineLocation: Int, Sendable {
    /// No spine (scroll style).
    case none = 0
    /// At the left or top.
    case min = 1
    /// In the middle: two pages show.
    case mid = 2
    /// At the right or bottom.
    case max = 3
  }

  /// The direction of a turn.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// A key of the creation options.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public var rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The spine location (a `SpineLocation` raw value).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages in points.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }
}

/// The source of a page view controller's pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before a page, or `nil` at the start.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after a page, or `nil` at the end.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages for the page indicator (optional; 0 hides it).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the current page for the page indicator (optional).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// 0: no page indicator.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// 0.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The object told of a page view controller's turns (every requirement is optional).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// Called before a swipe turns to new pages.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// Called after a swipe ended.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine location for an orientation (page-curl style).
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  /// The current spine location.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
}
