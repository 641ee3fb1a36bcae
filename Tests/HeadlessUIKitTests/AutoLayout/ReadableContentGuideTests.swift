import HeadlessUIKit
import Testing

/// The readable content guide (spec 6.12, decision A12).
@MainActor
@Suite struct ReadableContentGuideTests {
  private func pinnedText(in container: UIView) -> UIView {
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(text)
    let guide = container.readableContentGuide
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    container.layoutIfNeeded()
    return text
  }

  @Test("6.12: on a 1024-point-wide view the readable column is 672 wide, 176 in from each side")
  func wideView() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let text = pinnedText(in: container)
    #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 100))
    #expect(
      container.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
  }

  @Test("6.12: the readable column never exceeds the layout margins")
  func narrowView() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    container.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let text = pinnedText(in: container)
    #expect(text.frame == CGRect(x: 16, y: 0, width: 343, height: 100))
  }

  @Test("6.12: the column follows the view's width")
  func followsResizes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let text = pinnedText(in: root)
    #expect(text.frame.width == 359)
    root.bounds.size.width = 900
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 114, y: 8, width: 672, height: 100))
  }
}
