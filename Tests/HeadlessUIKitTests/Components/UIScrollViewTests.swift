import HeadlessUIKit
import Testing

/// A delegate that counts scrolls and zooms and returns a view to zoom.
@MainActor
final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
  var zoomingView: UIView?
  var scrolls: [CGPoint] = []
  var zooms: [CGFloat] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls.append(scrollView.contentOffset)
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    zooms.append(scrollView.zoomScale)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    zoomingView
  }
}

/// A view that counts its layout passes.
@MainActor
final class CountingLayoutView: UIView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// A scroll view that counts its layout passes and adjusted-inset notifications.
@MainActor
final class CountingScrollView: UIScrollView {
  var layouts = 0
  var insetChanges: [UIEdgeInsets] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }

  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    insetChanges.append(adjustedContentInset)
  }
}

/// Offsets, defaults, conversion and hit testing through the offset (spec 11.1, 11.2, 11.5;
/// peers SC1, SC3, SC4).
@MainActor
@Suite struct UIScrollViewTests {
  @Test("11.2, SC1: defaults — zero offset, size and insets, clipping, unit zoom, automatic")
  func defaults() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.contentSize == .zero)
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.adjustedContentInset == .zero)
    #expect(scrollView.clipsToBounds)
    #expect(UIView().clipsToBounds == false)
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.minimumZoomScale == 1)
    #expect(scrollView.maximumZoomScale == 1)
    #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
    #expect(scrollView.showsVerticalScrollIndicator)
    #expect(scrollView.showsHorizontalScrollIndicator)
    #expect(scrollView.isScrollEnabled)
    #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
  }

  @Test("11.1: contentOffset is bounds.origin; subview frames do not move")
  func offsetIsBoundsOrigin() {
    let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
    scrollView.addSubview(content)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 100, height: 100))
    #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    #expect(content.frame == CGRect(x: 0, y: 150, width: 100, height: 50))
    scrollView.bounds.origin = CGPoint(x: 5, y: 6)
    #expect(scrollView.contentOffset == CGPoint(x: 5, y: 6))
    scrollView.setContentOffset(CGPoint(x: 7, y: 8), animated: true)
    #expect(scrollView.contentOffset == CGPoint(x: 7, y: 8))
  }

  @Test("11.5, SC3: a programmatic offset outside the resting range is not clamped")
  func offsetNotClamped() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 300)
    scrollView.contentOffset = CGPoint(x: -40, y: 500)
    #expect(scrollView.contentOffset == CGPoint(x: -40, y: 500))
    scrollView.contentSize = CGSize(width: 100, height: 50)
    #expect(scrollView.contentOffset == CGPoint(x: -40, y: 500))
  }

  @Test("11.1, G14: conversion goes through the offset")
  func conversionThroughOffset() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
    container.addSubview(scrollView)
    scrollView.addSubview(content)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(content.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: 30))
    #expect(container.convert(CGPoint(x: 10, y: 40), to: content) == CGPoint(x: 10, y: 10))
    #expect(
      content.convert(content.bounds, to: container) == CGRect(x: 0, y: 30, width: 100, height: 50))
    #expect(scrollView.convert(CGPoint(x: 3, y: 4), to: container) == CGPoint(x: 3, y: -116))
  }

  @Test("11.1, 3.2, 3.4: hit testing goes through the offset and stops at the clipped bounds")
  func hitTestingThroughOffset() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
    container.addSubview(scrollView)
    scrollView.addSubview(content)
    #expect(container.hitTest(CGPoint(x: 10, y: 40), with: nil) === scrollView)
    #expect(container.hitTest(CGPoint(x: 10, y: 160), with: nil) === container)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(container.hitTest(CGPoint(x: 10, y: 40), with: nil) === content)
    #expect(container.hitTest(CGPoint(x: 10, y: 20), with: nil) === scrollView)
  }

  @Test("SC4, L6: scrolling lays out the scroll view, not its superview")
  func scrollingLaysOutOnlyTheScrollView() {
    let container = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(scrollView)
    container.layoutIfNeeded()
    let containerLayouts = container.layouts
    let scrollLayouts = scrollView.layouts
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    container.layoutIfNeeded()
    #expect(container.layouts == containerLayouts)
    #expect(scrollView.layouts == scrollLayouts + 1)
  }

  @Test("11.1: the delegate hears each change of offset, and only changes")
  func delegateHearsScrolls() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let delegate = RecordingScrollDelegate()
    scrollView.delegate = delegate
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.setContentOffset(CGPoint(x: 4, y: 10), animated: false)
    scrollView.frame = CGRect(x: 50, y: 50, width: 80, height: 80)
    #expect(delegate.scrolls == [CGPoint(x: 0, y: 10), CGPoint(x: 4, y: 10)])
  }
}
