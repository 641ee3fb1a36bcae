import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `contentLayoutGuide` and `frameLayoutGuide` under Auto Layout (spec 11.6, decisions V4, V5).
@MainActor
@Suite struct UIScrollViewLayoutGuideTests {
  /// A full-screen scroll view on an iPhone 15 Pro with one content view pinned to the content
  /// guide, as wide as the frame guide, and `height` tall.
  private func pinnedContent(height: CGFloat) throws -> (
    UIScrollView, UIView, NSLayoutConstraint, UIWindow
  ) {
    let window = try makeWindow()
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    let heightConstraint = content.heightAnchor.constraint(equalToConstant: height)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      heightConstraint,
    ])
    window.layoutIfNeeded()
    return (scrollView, content, heightConstraint, window)
  }

  @Test("11.6: content pinned to the content guide and as wide as the frame guide sizes it")
  func contentSizeFromConstraints() throws {
    let (scrollView, content, _, window) = try pinnedContent(height: 1200)
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.contentSize == CGSize(width: 393, height: 1200))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1200))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 1200))
    #expect(
      scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("11.6: a changed constraint changes contentSize at the next layout")
  func contentSizeFollowsConstraints() throws {
    let (scrollView, content, height, window) = try pinnedContent(height: 1200)
    defer { withExtendedLifetime(window) {} }
    height.constant = 300
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 393, height: 300))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 300))
  }

  @Test("11.1, 11.6: scrolling does not move constrained content")
  func scrollingKeepsConstrainedFrames() throws {
    let (scrollView, content, _, window) = try pinnedContent(height: 1200)
    defer { withExtendedLifetime(window) {} }
    scrollView.contentOffset = CGPoint(x: 0, y: 400)
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1200))
    #expect(scrollView.contentSize == CGSize(width: 393, height: 1200))
    #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: -400))
  }

  @Test("11.6, V4: a content guide no constraint sizes keeps the contentSize set in code")
  func contentGuideFollowsContentSize() throws {
    let window = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 500, height: 600)
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.centerXAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerXAnchor),
      marker.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      marker.widthAnchor.constraint(equalToConstant: 100),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 500, height: 600))
    #expect(marker.frame == CGRect(x: 200, y: 590, width: 100, height: 10))
    scrollView.contentSize = CGSize(width: 300, height: 400)
    window.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 100, y: 390, width: 100, height: 10))
  }

  @Test("11.6, V4: the guides carry UIKit's identifiers and are made once")
  func guideIdentifiers() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.layoutGuides.isEmpty)
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    #expect(content.identifier == "UIScrollView-contentLayoutGuide")
    #expect(frame.identifier == "UIScrollView-frameLayoutGuide")
    #expect(scrollView.contentLayoutGuide === content)
    #expect(scrollView.layoutGuides.count == 2)
    #expect(content.owningView === scrollView)
    scrollView.contentSize = CGSize(width: 300, height: 40)
    #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(frame.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("A10, V4: the engine's content-guide constraints are not listed in constraints")
  func generatedConstraintsHidden() throws {
    let (scrollView, content, _, window) = try pinnedContent(height: 500)
    defer { withExtendedLifetime(window) {} }
    // The five constraints between the content and the guides; the height is the content's.
    #expect(scrollView.constraints.count == 5)
    #expect(content.constraints.count == 1)
    #expect(scrollView.constraints.allSatisfy { $0.identifier == nil })
  }

  /// The seed's preview: a scroll view as tall as its content up to a quarter of the screen,
  /// over content `height` tall.
  private func cappedPreview(height: CGFloat) throws -> (UIScrollView, UIWindow) {
    let window = try makeWindow()
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    let fit = scrollView.frameLayoutGuide.heightAnchor.constraint(
      equalTo: scrollView.contentLayoutGuide.heightAnchor)
    fit.priority = .defaultLow
    let guide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: window.topAnchor),
      scrollView.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor, multiplier: 0.25),
      fit,
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: height),
    ])
    window.layoutIfNeeded()
    return (scrollView, window)
  }

  @Test("11.6, seed preview: short content — the scroll view fits it and does not scroll")
  func previewShortContent() throws {
    let (scrollView, window) = try cappedPreview(height: 100)
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
    #expect(scrollView.contentSize == CGSize(width: 393, height: 100))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 90, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("11.5, 11.6, seed preview: long content — capped at a quarter of 852, then scrolls")
  func previewLongContent() throws {
    let (scrollView, window) = try cappedPreview(height: 1000)
    defer { withExtendedLifetime(window) {} }
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 213))
    #expect(scrollView.contentSize == CGSize(width: 393, height: 1000))
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 787))
  }

  @Test("11.6, V5: views pinned to the frame guide stay put on screen while the content scrolls")
  func frameGuideFloats() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let content = UIView()
    let header = UIView()
    for view in [content, header] {
      view.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(view)
    }
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.widthAnchor.constraint(equalToConstant: 300),
      scroll.heightAnchor.constraint(equalToConstant: 200),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
      header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(scroll.frameLayoutGuide.layoutFrame == scroll.bounds)
    scroll.contentOffset = CGPoint(x: 0, y: 150)
    root.layoutIfNeeded()
    // In content coordinates the header moved with the offset; on screen it did not move.
    #expect(header.frame == CGRect(x: 0, y: 150, width: 300, height: 44))
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 150, width: 300, height: 200))
    #expect(header.convert(header.bounds, to: root) == CGRect(x: 0, y: 20, width: 300, height: 44))
    // The content size does not follow the offset.
    #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
  }
}
