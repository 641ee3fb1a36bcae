import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A controller whose root view is a scroll view.
@MainActor
final class ScrollViewController: UIViewController {
  override func loadView() {
    view = UIScrollView()
  }
}

/// `adjustedContentInset` for each `contentInsetAdjustmentBehavior` on an iPhone 15 Pro
/// (safe area 59/34 in portrait, 59/21/59 in landscape; spec 11.3, 11.4, 14.1, decision D19).
@MainActor
@Suite struct UIScrollViewInsetTests {
  /// A full-screen scroll view in a visible window, with a 10-point top content inset.
  private func fullScreenScrollView(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize,
    orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UIScrollView, UIWindow) {
    let window = try makeWindow(orientation: orientation)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scrollView.contentSize = content
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    return (scrollView, window)
  }

  @Test("11.3, 11.4: .never — the content inset alone")
  func never() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .never, content: CGSize(width: 393, height: 2000))
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
  }

  @Test("11.3, 11.4: .always — the whole safe area even when nothing scrolls")
  func always() throws {
    let (scrollView, window) = try fullScreenScrollView(.always, content: .zero)
    defer { withExtendedLifetime(window) {} }
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("11.4: .scrollableAxes — vertical insets only when the content is taller")
  func scrollableAxesVertical() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .scrollableAxes, content: CGSize(width: 393, height: 852))
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scrollView.contentSize = CGSize(width: 393, height: 853)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("11.4: .scrollableAxes — alwaysBounceVertical includes the vertical insets")
  func scrollableAxesBounceVertical() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .scrollableAxes, content: CGSize(width: 100, height: 100))
    defer { withExtendedLifetime(window) {} }
    scrollView.alwaysBounceVertical = true
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("11.4: .scrollableAxes in landscape — left and right only when the content is wider")
  func scrollableAxesHorizontal() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .scrollableAxes, content: CGSize(width: 852, height: 100), orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scrollView.contentSize = CGSize(width: 1000, height: 100)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 59, bottom: 0, right: 59))
  }

  @Test("11.4, D19: alwaysBounceHorizontal includes left and right, by symmetry")
  func scrollableAxesBounceHorizontal() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .scrollableAxes, content: CGSize(width: 100, height: 100), orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    scrollView.alwaysBounceHorizontal = true
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 59, bottom: 0, right: 59))
  }

  @Test("11.4: .automatic outside a bar controller behaves like .scrollableAxes")
  func automaticAlone() throws {
    let (scrollView, window) = try fullScreenScrollView(
      .automatic, content: CGSize(width: 393, height: 100))
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("11.4: .automatic for a navigation controller's content view — vertical insets always")
  func automaticInNavigationController() throws {
    let controller = ScrollViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let window = try makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    let scrollView = try #require(controller.view as? UIScrollView)
    #expect(scrollView.contentSize == .zero)
    let safeArea = scrollView.safeAreaInsets
    #expect(safeArea.top > 59)
    #expect(
      scrollView.adjustedContentInset
        == UIEdgeInsets(top: safeArea.top, left: 0, bottom: 34, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scrollView.adjustedContentInset == .zero)
  }

  @Test("11.3: adjustedContentInsetDidChange() runs once per change of the adjusted inset")
  func didChangeNotifications() throws {
    let window = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let scrollView = CountingScrollView(frame: window.bounds)
    scrollView.contentInsetAdjustmentBehavior = .always
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    #expect(scrollView.insetChanges == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0)
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0)
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(
      scrollView.insetChanges == [
        UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        UIEdgeInsets(top: 59, left: 0, bottom: 39, right: 0),
        UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0),
      ])
  }
}
