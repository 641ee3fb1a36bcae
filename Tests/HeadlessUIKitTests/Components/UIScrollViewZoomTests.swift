import HeadlessUIKit
import Testing

/// Zooming (spec 11.7, decision V3) and `scrollRectToVisible(_:animated:)` (spec 11.5,
/// decision V2).
@MainActor
@Suite struct UIScrollViewZoomTests {
  /// A 100 × 100 scroll view zooming a 200 × 200 view between 0.5 and 4.
  private func zoomingScrollView() -> (UIScrollView, UIView, RecordingScrollDelegate) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scrollView.addSubview(image)
    scrollView.contentSize = image.frame.size
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    let delegate = RecordingScrollDelegate()
    delegate.zoomingView = image
    scrollView.delegate = delegate
    return (scrollView, image, delegate)
  }

  @Test("11.7: zoom 2 on a 200-point view — scale transform, contentSize 400, max offset 300")
  func zoomVector() {
    let (scrollView, image, delegate) = zoomingScrollView()
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 2)
    #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(image.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(scrollView.contentSize == CGSize(width: 400, height: 400))
    #expect(delegate.zooms == [2])
    scrollView.scrollRectToVisible(CGRect(x: 390, y: 390, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 300))
  }

  @Test("11.7: the scale is clamped to the minimum and maximum")
  func zoomClamped() {
    let (scrollView, image, delegate) = zoomingScrollView()
    scrollView.setZoomScale(10, animated: true)
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
    scrollView.setZoomScale(0.1, animated: false)
    #expect(scrollView.zoomScale == 0.5)
    #expect(image.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(delegate.zooms == [4, 0.5])
  }

  @Test("11.7, V3: without a view for zooming the scale stays 1")
  func noZoomingView() {
    let (scrollView, image, delegate) = zoomingScrollView()
    delegate.zoomingView = nil
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1)
    #expect(image.transform == .identity)
    #expect(scrollView.contentSize == CGSize(width: 200, height: 200))
    #expect(delegate.zooms.isEmpty)
  }

  @Test("11.5, V2: scrollRectToVisible scrolls the least distance, clamped to the range")
  func scrollRectToVisible() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 450))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 470, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 450))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 980, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 300), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
  }

  @Test("11.5, V2: with insets the rectangle is shown clear of them, down to -inset.top")
  func scrollRectToVisibleWithInsets() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 910))
  }
}
