import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Drawing strings: the lines recorded, where their baselines lie, their fonts and colours.
@MainActor
@Suite(.dejaVuSystemFace) struct StringDrawingTests {
  /// DejaVu Sans (the system font stand-in) at 17 pt: its ascent in points.
  private let ascent = 1901.0 / 2048 * 17

  /// The text lines a drawing closure records.
  private func lines(_ draw: () -> Void) -> [RecordedText] {
    let context = CGContext(size: CGSize(width: 300, height: 300), scale: 1)
    UIGraphicsPushContext(context)
    draw()
    UIGraphicsPopContext()
    return context.operations.flatMap { operation -> [RecordedText] in
      if case .text(let lines) = operation.kind { return lines }
      return []
    }
  }

  @Test("draw(at:) puts the first line's top at the point, in the font and colour given")
  func drawAt() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let drawn = lines {
      "Hello".draw(
        at: CGPoint(x: 10, y: 20), withAttributes: [.font: font, .foregroundColor: UIColor.red])
    }
    let line = try #require(drawn.first)
    #expect(drawn.count == 1)
    #expect(line.text == "Hello")
    #expect(line.origin.x == 10)
    #expect(abs(line.origin.y - (20 + ascent)) < 1e-9)
    #expect(line.font.pointSize == 17)
    #expect(line.color == UIColor.red.cgColor)
  }

  @Test("draw(in:) wraps to the width and keeps only the lines that fit the height")
  func drawIn() {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    let wide = lines {
      NSString(string: "one two three").draw(
        in: CGRect(x: 0, y: 0, width: 60, height: 200), withAttributes: attributes)
    }
    #expect(wide.count == 3)
    #expect(wide.map(\.color) == Array(repeating: CGColor.black, count: 3))
    let short = lines {
      "one two three".draw(
        in: CGRect(x: 0, y: 0, width: 60, height: 25), withAttributes: attributes)
    }
    #expect(short.map(\.text) == ["one"])
  }

  @Test("Attributed strings draw each run in its colour; without line fragments from a baseline")
  func attributed() {
    let text = NSMutableAttributedString(
      string: "ab", attributes: [.foregroundColor: UIColor.blue])
    text.addAttribute(
      .foregroundColor, value: UIColor.green, range: NSRange(location: 1, length: 1))
    let runs = lines { text.draw(at: .zero) }
    #expect(runs.map(\.color) == [UIColor.blue.cgColor, UIColor.green.cgColor])
    let baseline = lines {
      text.draw(with: CGRect(x: 5, y: 50, width: 100, height: 100), options: [], context: nil)
    }
    #expect(baseline.first?.origin == CGPoint(x: 5, y: 50))
    let fragments = lines {
      text.draw(
        with: CGRect(x: 5, y: 50, width: 100, height: 100), options: .usesLineFragmentOrigin,
        context: nil)
    }
    #expect((fragments.first?.origin.y ?? 0) > 50)
  }

  @Test("Nothing is recorded without a current context")
  func noContext() {
    "Hello".draw(at: .zero, withAttributes: nil)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
