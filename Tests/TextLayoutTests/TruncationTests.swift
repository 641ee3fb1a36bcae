import Testing

@testable import TextLayout

/// The line limit, truncation of the last line with "…" and the pixel-rounded size.
@Suite struct TruncationTests {
  private static let paragraph =
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

  private func lines(_ lines: Int, _ mode: LineBreakMode, width: Double = 150) throws -> [String] {
    try Font.dejaVuSans(size: 17).layout(
      Self.paragraph,
      options: TextLayoutOptions(maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    ).lines.map(\.text)
  }

  // Spec 12.1/12.2 and decisions T6, T8: one line, each mode, 150 pt, DejaVu Sans 17 pt.
  @Test("12.1, 12.2, T6: single-line truncation in every mode")
  func singleLine() throws {
    #expect(try lines(1, .byTruncatingTail) == ["The quick brow…"])
    #expect(try lines(1, .byTruncatingHead) == ["…zen liquor jugs."])
    #expect(try lines(1, .byTruncatingMiddle) == ["The qui…or jugs."])
    #expect(try lines(1, .byWordWrapping) == ["The quick brown"])
    #expect(try lines(1, .byCharWrapping) == ["The quick brown"])
    #expect(try lines(1, .byClipping) == [Self.paragraph])
    // Widths: "The quick brow…" 17708 units − 45 kerning; "…zen liquor jugs." 17699 units.
    let font = try Font.dejaVuSans(size: 17)
    let tail = font.layout(Self.paragraph, options: .init(maxWidth: 150))
    #expect(
      visible(tail.lines) == [
        TextLine(text: "The quick brow…", width: units(17663), isTruncated: true)
      ])
    let clipped = font.layout(
      Self.paragraph, options: .init(maxWidth: 150, lineBreakMode: .byClipping))
    #expect(clipped.width == 150)
  }

  @Test("12.1, T8: the last of two lines takes the rest of the text")
  func twoLines() throws {
    #expect(try lines(2, .byTruncatingTail) == ["The quick brown", "fox jumps over…"])
    #expect(try lines(2, .byTruncatingHead) == ["The quick brown", "…zen liquor jugs."])
    #expect(try lines(2, .byTruncatingMiddle) == ["The quick brown", "fox jum…or jugs."])
    #expect(try lines(2, .byWordWrapping) == ["The quick brown", "fox jumps over"])
    #expect(try lines(2, .byCharWrapping) == ["The quick brown", "fox jumps over th"])
  }

  @Test("12.1: text that fits is not truncated; 0 lines means no limit")
  func fittingText() throws {
    let font = try Font.dejaVuSans(size: 17)
    let short = font.layout("Hello, world", options: .init(maxWidth: 150))
    #expect(
      visible(short.lines) == [
        TextLine(text: "Hello, world", width: 100.705078125, isTruncated: false)
      ])
    #expect(try lines(0, .byTruncatingTail).count == 6)
    #expect(try lines(6, .byTruncatingTail).last == "jugs.")
  }

  @Test("T6: tail truncation marks a last line followed by dropped paragraphs")
  func droppedParagraphs() throws {
    let font = try Font.dejaVuSans(size: 17)
    let layout = font.layout("Hello\nworld", options: .init(maxWidth: 150))
    #expect(layout.lines.map(\.text) == ["Hello…"])
    #expect(layout.isTruncated)
  }

  @Test("T6: when not even the ellipsis fits, the line is the ellipsis alone")
  func tooNarrowForTheEllipsis() throws {
    let layout = try Font.dejaVuSans(size: 17).layout("Hello", options: .init(maxWidth: 5))
    #expect(layout.lines.map(\.text) == ["…"])
  }

  // uikit-peers T1 and decision T7: sizes round up to the pixel grid.
  @Test("T7: sizes round up to the pixel grid of the screen scale")
  func pixelRounding() throws {
    let font = try Font.dejaVuSans(size: 17)
    let hello = font.layout("Hello, world")
    #expect(hello.size(scale: 2) == CGSizeValue(width: 101, height: 20).size)
    #expect(hello.size(scale: 3).width == 101)  // 100.705… × 3 = 302.1 → 303 pixels
    #expect(hello.size(scale: 3).height == 60.0 / 3)
    let empty = font.layout("")
    #expect(empty.lines.isEmpty)
    #expect(empty.size(scale: 2) == CGSizeValue(width: 0, height: 0).size)
    let three = font.layout(
      Self.paragraph,
      options: .init(maxWidth: 150, numberOfLines: 3, lineBreakMode: .byWordWrapping))
    // 3 × 19.7890625 = 59.3671875 → 59.5 at 2×; widest line 140.39… → 140.5.
    #expect(three.size(scale: 2) == CGSizeValue(width: 140.5, height: 59.5).size)
  }
}
