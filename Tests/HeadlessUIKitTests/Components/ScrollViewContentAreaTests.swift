import HeadlessUIKit
import Testing

@MainActor
@Suite("Scroll view edges as the content area")
struct ScrollViewContentAreaTests {
  @Test("V8: content pinned to a scroll view's edges sizes the content, not the scroll view")
  func edgesMeanContent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView()
    let content = UIView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      // Edges: the content area. Width: the scroll view's frame.
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
  }

  @Test("V8: a scroll view's centre stays its frame's centre")
  func centresMeanFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
  }
}
