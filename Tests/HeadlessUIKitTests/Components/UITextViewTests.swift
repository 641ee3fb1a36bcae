import Foundation
import HeadlessUIKit
import Testing

/// `value` rounded up to the 3× pixel grid of the default screen.
private func ceil3(_ value: CGFloat) -> CGFloat {
  (value * 3).rounded(.up) / 3
}

/// UITextView's sizing with and without scrolling (decision K8).
@MainActor
@Suite struct UITextViewTests {
  @Test("K8: defaults: scrolling, editable, selectable, insets 8 above and below, padding 5")
  func defaults() {
    let textView = UITextView(frame: .zero)
    #expect(textView.isScrollEnabled)
    #expect(textView.isEditable)
    #expect(textView.isSelectable)
    #expect(textView.text == "")
    #expect(textView.font?.pointSize == 12)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.textContainer.maximumNumberOfLines == 0)
  }

  @Test("K8: a scrolling text view has no intrinsic size, as any scroll view")
  func scrollingHasNoIntrinsicSize() {
    let textView = UITextView(frame: .zero)
    textView.text = "Hello"
    #expect(textView.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("K8: without scrolling an empty text view is one line plus 16 tall, 10 wide")
  func emptyNonScrolling() {
    let textView = UITextView(frame: .zero)
    textView.font = .systemFont(ofSize: 14)
    textView.isScrollEnabled = false
    let line = ceil3(UIFont.systemFont(ofSize: 14).lineHeight)
    #expect(textView.intrinsicContentSize == CGSize(width: 10, height: line + 16))
  }

  @Test("K8: without scrolling and without a width the text does not wrap")
  func unwrapped() {
    let font = UIFont.systemFont(ofSize: 14)
    let textView = UITextView(frame: .zero)
    textView.font = font
    textView.isScrollEnabled = false
    textView.text = "This is a small text"
    let size = ("This is a small text" as NSString).size(withAttributes: [.font: font])
    #expect(
      textView.intrinsicContentSize
        == CGSize(width: ceil3(size.width) + 10, height: ceil3(size.height) + 16))
  }

  @Test("K8: with a width the text wraps inside the insets and padding")
  func wrapsAtTheWidth() {
    let font = UIFont.systemFont(ofSize: 14)
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    textView.font = font
    textView.isScrollEnabled = false
    textView.text = "one two three four five six seven eight nine ten"
    let wrapped = ("one two three four five six seven eight nine ten" as NSString).boundingRect(
      with: CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(textView.intrinsicContentSize.width == 100)
    #expect(textView.intrinsicContentSize.height == ceil3(wrapped.height) + 16)
    #expect(wrapped.height > ceil3(font.lineHeight) * 2)
    #expect(textView.sizeThatFits(CGSize(width: 100, height: 0)) == textView.intrinsicContentSize)
  }

  @Test("K8: a non-scrolling text view pinned at its sides grows to its text")
  func autoLayout() {
    let font = UIFont.systemFont(ofSize: 14)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let textView = UITextView(frame: .zero)
    textView.font = font
    textView.isScrollEnabled = false
    textView.text = "TextView1"
    textView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      textView.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(textView.frame.width == 300)
    #expect(abs(textView.frame.height - (ceil3(font.lineHeight) + 16)) < 1e-9)
  }
}
