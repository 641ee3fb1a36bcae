import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// The pixel ceiling labels apply to measured text (decision T7).
private func ceiled(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale).rounded(.up) / scale
}

private let fox = "The quick brown fox jumps over the lazy dog"

/// UILabel's properties and sizes (spec 12.1–12.4, uikit-peers T1–T5).
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelTests {
  @Test("Defaults: one line, tail truncation, natural alignment, 17-point system font")
  func defaults() {
    let label = UILabel()
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.textColor == UIColor.label)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(!label.adjustsFontForContentSizeCategory)
    #expect(!label.adjustsFontSizeToFitWidth)
    #expect(!label.isUserInteractionEnabled)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    label.textColor = nil
    #expect(label.textColor == UIColor.label)
  }

  @Test("T1: an empty label measures (0, 0); text measures its size rounded up to the pixel grid")
  func intrinsicSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = "hiiiii"
    // Outside a window the main screen (3x) sets the grid.
    let raw = "hiiiii".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(label.intrinsicContentSize == CGSize(width: ceiled(raw.width, scale: 3), height: 20))
    #expect(label.intrinsicContentSize.width == 104.0 / 3)
    label.text = fox
    #expect(label.intrinsicContentSize == CGSize(width: 1148 / 3.0, height: 20))
  }

  @Test("T1: on a 2x screen the same text rounds to half points")
  func twoTimesScreen() throws {
    let window = try makeWindow(device: "iPhone SE (3rd generation)")
    let label = UILabel()
    label.text = "hiiiii"
    window.addSubview(label)
    withExtendedLifetime(window) {
      let raw = "hiiiii".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
      #expect(label.intrinsicContentSize.width == ceiled(raw.width, scale: 2))
      #expect(label.intrinsicContentSize.height == 20)
    }
  }

  @Test("T5: a single-line label's sizeThatFits ignores the proposed width")
  func singleLineSizeThatFits() {
    let label = UILabel()
    label.text = fox
    #expect(label.sizeThatFits(CGSize(width: 30, height: 10)) == label.intrinsicContentSize)
    label.sizeToFit()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test("12.1, T2: multi-line sizes wrap at the proposed width and honour numberOfLines")
  func multiLineSizes() {
    let label = UILabel()
    label.text = fox
    label.numberOfLines = 0
    // "The quick brown / fox jumps over / the lazy dog": three lines of 19.7890625 points.
    #expect(
      label.sizeThatFits(CGSize(width: 150, height: 0))
        == CGSize(width: 422 / 3.0, height: 179 / 3.0))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 150, height: 0)).height == 119 / 3.0)
    // A width of 0 or less does not wrap.
    label.numberOfLines = 0
    #expect(label.sizeThatFits(.zero) == CGSize(width: 1148 / 3.0, height: 20))
    label.frame.size = CGSize(width: 150, height: 10)
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 422 / 3.0, height: 179 / 3.0))
  }

  @Test("T3: textRect(forBounds:limitedToNumberOfLines:) covers all lines for 0, else N lines")
  func textRect() {
    let label = UILabel()
    label.text = fox
    let bounds = CGRect(x: 5, y: 7, width: 150, height: 500)
    let all = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
    #expect(all == CGRect(x: 5, y: 7, width: 422 / 3.0, height: 179 / 3.0))
    let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
    #expect(one.height == 20)
    #expect(one.width <= 150)
    label.text = nil
    #expect(
      label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        == CGRect(x: 5, y: 7, width: 0, height: 0))
  }

  @Test("12.3: preferredMaxLayoutWidth sets the wrap width of the intrinsic size")
  func preferredMaxLayoutWidth() {
    let label = UILabel()
    label.text = fox
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    #expect(label.intrinsicContentSize == CGSize(width: 422 / 3.0, height: 179 / 3.0))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 1148 / 3.0, height: 20))
  }

  @Test("12.4: without a preferred width, a multi-line label wraps at its bounds width")
  func boundsWrapWidth() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
    label.text = fox
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize.height == 179 / 3.0)
    label.bounds.size.width = 0
    #expect(label.intrinsicContentSize.height == 20)
  }

  @Test("Setting text replaces styled text; styled text reads back as its characters")
  func textAndAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
    #expect(label.text == "styled")
    #expect(
      label.intrinsicContentSize.height
        == ceiled(UIFont.boldSystemFont(ofSize: 30).lineHeight, scale: 3))
    label.text = "plain"
    #expect(label.attributedText?.string == "plain")
    #expect(
      label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    #expect(label.intrinsicContentSize.height == 20)
  }

  @Test("A new font applies to the whole styled text")
  func fontOverStyledText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
    label.font = .systemFont(ofSize: 12)
    #expect(
      label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont
        == UIFont.systemFont(ofSize: 12))
  }

  @Test("5.16: changing the text, font or line limit invalidates the intrinsic size")
  func invalidation() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    label.text = "hiiiii"
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 104 / 3.0, height: 20))
    label.font = .systemFont(ofSize: 34)
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(label.frame.height == ceiled(UIFont.systemFont(ofSize: 34).lineHeight, scale: 3))
    label.text = nil
    root.layoutIfNeeded()
    #expect(label.frame.size == .zero)
  }
}

/// adjustsFontSizeToFitWidth (decision L8).
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelShrinkingTests {
  @Test("A label that adjusts draws a line that is too wide in a smaller font")
  func shrinksToFit() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.text = fox
    #expect(label.drawingLayout(in: label.bounds).scale == 1)
    #expect(label.drawingLayout(in: label.bounds).layout.isTruncated)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.25
    let (scale, layout) = label.drawingLayout(in: label.bounds)
    #expect(scale < 1 && scale >= 0.25)
    #expect(!layout.isTruncated)
    #expect(layout.width <= 200)
    // The intrinsic size stays the full-size text's.
    #expect(label.intrinsicContentSize == CGSize(width: 1148 / 3.0, height: 20))
  }

  @Test("The minimum scale factor is a floor; below it the text is truncated")
  func minimumScaleIsAFloor() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = fox
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let (scale, layout) = label.drawingLayout(in: label.bounds)
    #expect(isClose(scale, 0.5))
    #expect(layout.isTruncated)
  }
}

/// Styled text in labels (decisions T10–T14 through UILabel).
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelStyledTextTests {
  @Test("A line is as tall as its largest font")
  func mixedFonts() {
    let text = NSMutableAttributedString(
      string: "small", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    text.append(
      NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 34)]))
    let label = UILabel()
    label.attributedText = text
    let big = UIFont.systemFont(ofSize: 34)
    #expect(label.intrinsicContentSize.height == (big.lineHeight * 3).rounded(.up) / 3)
    let width =
      "small".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width
      + "BIG".size(withAttributes: [.font: big]).width
    #expect(
      isClose(label.intrinsicContentSize.width, (width * 3).rounded(.up) / 3, tolerance: 1 / 3.0))
  }

  @Test("Line spacing follows every line of wrapped text, and no single line (decision T12)")
  func lineSpacing() {
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    let label = UILabel()
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    label.attributedText = NSAttributedString(
      string: fox, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: paragraph])
    // Three lines of 19.7890625 + 4 points.
    #expect(label.intrinsicContentSize.height == 215 / 3.0)
    label.attributedText = NSAttributedString(
      string: "one line", attributes: [.paragraphStyle: paragraph])
    #expect(label.intrinsicContentSize.height == 20)
  }

  @Test("Kern widens the text by its value after every character (decision T14)")
  func kern() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "iiii", attributes: [.kern: 2])
    let plain = "iiii".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
    #expect(label.intrinsicContentSize.width == ((plain + 8) * 3).rounded(.up) / 3)
  }

  @Test("A paragraph style's line-break mode overrides the label's (spec 12.2)")
  func paragraphLineBreakMode() {
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineBreakMode = .byWordWrapping
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
    label.numberOfLines = 2
    label.attributedText = NSAttributedString(string: fox, attributes: [.paragraphStyle: paragraph])
    let (_, wrapped) = label.drawingLayout(in: label.bounds)
    #expect(wrapped.lines.map(\.text) == ["The quick brown", "fox jumps over"])
    label.text = fox
    let (_, truncated) = label.drawingLayout(in: label.bounds)
    #expect(truncated.lines.last?.text.hasSuffix("…") == true)
  }
}

/// Drawing styled text: a piece per run (decision R25).
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelDrawingTests {
  @Test("R25: a line in two fonts is drawn as two pieces, each in its own font and place")
  func piecesPerRun() throws {
    let small = UIFont.systemFont(ofSize: 12)
    let big = UIFont.boldSystemFont(ofSize: 34)
    let text = NSMutableAttributedString(string: "small", attributes: [.font: small])
    text.append(NSAttributedString(string: "BIG", attributes: [.font: big]))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.attributedText = text
    let pieces = label.drawnLines
    #expect(pieces.map(\.text) == ["small", "BIG"])
    #expect(pieces.map(\.font.pointSize) == [12, 34])
    #expect(pieces[1].font.face.file.postScriptName == "DejaVuSans-Bold")
    #expect(pieces[0].origin.y == pieces[1].origin.y)
    let smallWidth = "small".size(withAttributes: [.font: small]).width
    #expect(isClose(pieces[1].origin.x - pieces[0].origin.x, smallWidth))
    // Plain text is one piece per line.
    label.text = "plain"
    #expect(label.drawnLines.map(\.text) == ["plain"])
  }
}
