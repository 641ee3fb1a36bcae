import HeadlessUIKit

/// A label-like view (HeadlessUIKit has no `UILabel` yet): its size comes from its text.
///
/// Each `\n`-separated line is `characterWidth` points per UTF-8 byte wide, and each line is
/// `lineHeight` points tall. Both `intrinsicContentSize` (read by Auto Layout) and
/// `sizeThatFits(_:)` (called by the hand-written layouts) return that size, so both versions
/// of a screen measure text the same way and at the same cost. Like `UILabel`, it measures on
/// every call and caches nothing. With whole-number metrics every size is a whole number, so
/// Auto Layout and frame arithmetic give exactly the same frames.
final class TextBlockView: UIView {
  /// The text; setting a different text invalidates the intrinsic content size.
  var text: String {
    didSet {
      if text != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  /// The advance of one character, in points.
  let characterWidth: CGFloat

  /// The height of one line, in points.
  let lineHeight: CGFloat

  /// Creates a text view with its font metrics.
  init(text: String, characterWidth: CGFloat, lineHeight: CGFloat) {
    self.text = text
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }

  /// The size of the text: the widest line and the height of every line.
  override var intrinsicContentSize: CGSize {
    measuredSize
  }

  /// The size of the text, whatever `size` is (lines never wrap).
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize
  }

  /// Measures the text: one pass over its UTF-8 bytes.
  private var measuredSize: CGSize {
    var widest = 0
    var current = 0
    var lines = 1
    for byte in text.utf8 {
      if byte == 10 {
        widest = max(widest, current)
        current = 0
        lines += 1
      } else {
        current += 1
      }
    }
    widest = max(widest, current)
    return CGSize(
      width: CGFloat(widest) * characterWidth, height: CGFloat(lines) * lineHeight)
  }
}
