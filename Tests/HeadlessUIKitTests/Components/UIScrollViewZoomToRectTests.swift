import Foundation
import HeadlessUIKit
import Testing

/// Zooms to whatever view the delegate names.
@MainActor
private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
  let view: UIView
  init(_ view: UIView) { self.view = view }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}

/// `zoom(to:animated:)`, and the zoom and drag settings stored for the app.
@MainActor
@Suite struct UIScrollViewZoomToRectTests {
  @Test("zoom(to:animated:) scales the rectangle to fit and scrolls to it")
  func zoomToRect() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scrollView.addSubview(image)
    scrollView.contentSize = image.frame.size
    scrollView.maximumZoomScale = 4
    let delegate = ZoomDelegate(image)
    scrollView.delegate = delegate
    scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: true)
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
    #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("Without a view for zooming nothing changes")
  func noZoomingView() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scrollView.maximumZoomScale = 4
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
    #expect(scrollView.zoomScale == 1)
  }

  @Test("The zoom-bounce and direction-lock settings default as in UIKit")
  func storedSettings() {
    let scrollView = UIScrollView()
    #expect(scrollView.bouncesZoom)
    #expect(!scrollView.isDirectionalLockEnabled)
    scrollView.flashScrollIndicators()
    #expect(scrollView.contentOffset == .zero)
  }
}
