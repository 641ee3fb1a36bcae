import Testing

@testable import HeadlessUIKit

/// A paging scroll view settles on a page when a drag ends; its other scrolling properties.
@MainActor
@Suite struct ScrollViewPagingTests {
  private func makePager() -> (UIWindow, UIScrollView) {
    let (window, root) = makeTouchWindow()
    let scrollView = UIScrollView(frame: CGRect(x: 160, y: 100, width: 150, height: 200))
    scrollView.contentSize = CGSize(width: 600, height: 200)
    scrollView.isPagingEnabled = true
    root.addSubview(scrollView)
    return (window, scrollView)
  }

  @Test func shortDragSettlesBackOnItsPage() {
    let (window, scrollView) = makePager()
    window.headlessPan(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 240, y: 200))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func dragPastHalfAPageSettlesOnTheNextPage() {
    let (window, scrollView) = makePager()
    window.headlessPan(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200))
    #expect(scrollView.contentOffset == CGPoint(x: 150, y: 0))
    window.headlessPan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func oneDragMovesAtMostOnePage() {
    let (window, scrollView) = makePager()
    window.headlessPan(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 10, y: 200))
    #expect(scrollView.contentOffset == CGPoint(x: 150, y: 0))
  }

  @Test func withoutPagingTheDragEndsWhereTheTouchEnds() {
    let (window, scrollView) = makePager()
    scrollView.isPagingEnabled = false
    window.headlessPan(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 240, y: 200))
    #expect(scrollView.contentOffset == CGPoint(x: 60, y: 0))
  }

  @Test func scrollingPropertiesHaveUIKitsDefaults() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(!scrollView.isPagingEnabled)
    #expect(scrollView.scrollsToTop)
    #expect(scrollView.decelerationRate == .normal)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(UIScrollView.DecelerationRate(rawValue: 0.99) == .fast)
    #expect(scrollView.indicatorStyle == .default)

    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scrollView.scrollIndicatorInsets = insets
    #expect(scrollView.verticalScrollIndicatorInsets == insets)
    #expect(scrollView.horizontalScrollIndicatorInsets == insets)
    scrollView.verticalScrollIndicatorInsets = .zero
    #expect(scrollView.scrollIndicatorInsets == .zero)
  }
}
