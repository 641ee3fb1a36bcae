import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A scroll view that adds its safe area to its content inset on an axis passes none of it on
/// to its content on that axis (decision IC51), on an iPhone 15 Pro (safe area 59/34 in
/// portrait, 59/21/59 in landscape).
@MainActor
@Suite struct UIScrollViewContentSafeAreaTests {
  /// A full-screen scroll view in a visible window with a view at the top of its content and
  /// one at the bottom of the screen.
  private func scrollView(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior,
    orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UIScrollView, top: UIView, bottom: UIView, UIWindow) {
    let window = try makeWindow(orientation: orientation)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentInsetAdjustmentBehavior = behavior
    let size = window.bounds.size
    scrollView.contentSize = CGSize(width: size.width, height: 2000)
    let top = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))
    let bottom = UIView(frame: CGRect(x: 0, y: size.height - 100, width: size.width, height: 100))
    scrollView.addSubview(top)
    scrollView.addSubview(bottom)
    window.addSubview(scrollView)
    scrollView.contentOffset = .zero
    window.layoutIfNeeded()
    return (scrollView, top, bottom, window)
  }

  @Test("IC51: content of a scroll view that adjusts vertically gets no top or bottom inset")
  func verticalAxisConsumed() throws {
    let (scrollView, top, bottom, window) = try scrollView(.automatic)
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.adjustedContentInset.top == 59)
    #expect(top.safeAreaInsets == .zero)
    #expect(bottom.safeAreaInsets == .zero)
  }

  @Test("IC51: with .never the content keeps the part of the safe area it lies under")
  func neverPassesTheSafeAreaOn() throws {
    let (_, top, bottom, window) = try scrollView(.never)
    defer { withExtendedLifetime(window) {} }
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test("IC51: in landscape a vertical scroll view passes the side insets on to its content")
  func sideInsetsPassedOn() throws {
    let (_, top, _, window) = try scrollView(.automatic, orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
  }
}
