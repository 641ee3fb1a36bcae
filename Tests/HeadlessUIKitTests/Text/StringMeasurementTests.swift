import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

private let fox = "The quick brown fox jumps over the lazy dog"

/// size(withAttributes:) and boundingRect(with:options:attributes:context:) (decision L5).
@MainActor
@Suite(.dejaVuSystemFace)
struct StringMeasurementTests {
  let font = UIFont.systemFont(ofSize: 17)

  @Test("size(withAttributes:) is unrounded: the label's size before the pixel ceiling")
  func unroundedSize() {
    let size = "hiiiii".size(withAttributes: [.font: font])
    #expect(size.height == font.lineHeight)
    #expect(size.width > 34.33 && size.width <= 104.0 / 3)
    #expect(
      (fox as NSString).size(withAttributes: [.font: font])
        == fox.size(withAttributes: [.font: font]))
    #expect(
      NSAttributedString(string: fox, attributes: [.font: font]).size()
        == fox.size(withAttributes: [.font: font]))
  }

  @Test("Without a font, text is measured in the 12-point system font")
  func defaultFont() {
    let twelve = UIFont.systemFont(ofSize: 12)
    #expect("x".size(withAttributes: nil) == "x".size(withAttributes: [.font: twelve]))
    #expect("x".size(withAttributes: nil).height == twelve.lineHeight)
  }

  @Test("Each paragraph is a line; lines are not wrapped")
  func paragraphs() {
    let size = "a\nbb\n\nccc".size(withAttributes: [.font: font])
    #expect(size.height == 4 * font.lineHeight)
    #expect(size.width == "ccc".size(withAttributes: [.font: font]).width)
  }

  @Test("usesLineFragmentOrigin wraps at the width, from (0, 0)")
  func lineFragments() {
    let rect = fox.boundingRect(
      with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(rect.origin == .zero)
    #expect(rect.height == 3 * font.lineHeight)
    #expect(rect.width <= 150 && (rect.width * 3).rounded(.up) / 3 == 422.0 / 3)
  }

  @Test("Without usesLineFragmentOrigin one unwrapped line is measured from its baseline")
  func baselineOrigin() {
    let rect = fox.boundingRect(
      with: CGSize(width: 150, height: 10), options: [], attributes: [.font: font], context: nil)
    #expect(rect.minY == -font.ascender)
    #expect(rect.height == font.lineHeight)
    #expect(rect.width == fox.size(withAttributes: [.font: font]).width)
  }

  @Test("truncatesLastVisibleLine keeps the lines that fit the height")
  func truncatesLastVisibleLine() {
    let rect = fox.boundingRect(
      with: CGSize(width: 150, height: 45),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font],
      context: nil)
    #expect(rect.height == 2 * font.lineHeight)
    #expect(rect.width <= 150)
  }

  @Test("A context's minimum scale factor shrinks the font until the line fits")
  func minimumScaleFactor() {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.2
    let rect = fox.boundingRect(
      with: CGSize(width: 200, height: 30), options: [], attributes: [.font: font],
      context: context)
    #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.2)
    #expect(rect.width <= 200)
    #expect(context.totalBounds == rect)
    // The largest scale in steps of 0.01: one step more would not fit.
    let larger = fox.size(
      withAttributes: [.font: font.withSize(17 * (context.actualScaleFactor + 0.01))])
    #expect(larger.width > 200)
    let plain = NSStringDrawingContext()
    _ = fox.boundingRect(
      with: CGSize(width: 200, height: 30), options: [], attributes: [.font: font],
      context: plain)
    #expect(plain.actualScaleFactor == 1)
  }

  @Test("A plain string measures as the same text in an attributed string")
  func plainEqualsAttributed() {
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 3
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 15), .paragraphStyle: paragraph, .kern: 0.5,
    ]
    let attributed = NSAttributedString(string: fox, attributes: attributes)
    let cases: [(CGSize, NSStringDrawingOptions)] = [
      (CGSize(width: 150, height: 1000), .usesLineFragmentOrigin),
      (CGSize(width: 150, height: 40), [.usesLineFragmentOrigin, .truncatesLastVisibleLine]),
      (CGSize(width: 150, height: 20), []),
    ]
    for (size, options) in cases {
      let plainContext = NSStringDrawingContext()
      plainContext.minimumScaleFactor = 0.5
      let styledContext = NSStringDrawingContext()
      styledContext.minimumScaleFactor = 0.5
      let plain = fox.boundingRect(
        with: size, options: options, attributes: attributes, context: plainContext)
      let styled = attributed.boundingRect(with: size, options: options, context: styledContext)
      #expect(plain == styled)
      #expect(plainContext.actualScaleFactor == styledContext.actualScaleFactor)
    }
    #expect(fox.size(withAttributes: attributes) == attributed.size())
  }
}
