import Testing

@testable import TextLayout

/// Decision TX10: a truncated right-to-left line shows its ellipsis at the line's visual end,
/// on the left.
///
/// `hb-shape DejaVuSans.ttf`: 'שלום עולם' 9,546 units, the whole 'שלום עולם יפה' 13,272, '…'
/// 2,048 (one point per unit at 2,048 points).
@Suite("Right-to-left truncation")
struct RightToLeftTruncationTests {
  private func line(_ text: String, width: Double, mode: LineBreakMode) throws -> TextLine {
    let font = try Font.dejaVuSans(size: 2048)
    return font.layout(
      text, options: TextLayoutOptions(maxWidth: width, numberOfLines: 1, lineBreakMode: mode)
    ).lines[0]
  }

  @Test("Tail truncation of Hebrew: the ellipsis on the left, the kept words to its right")
  func tailTruncation() throws {
    let cut = try line("שלום עולם יפה", width: 12000, mode: .byTruncatingTail)
    #expect(cut.isTruncated)
    #expect(cut.width == 9546 + 2048)
    #expect(cut.segments.map(\.text) == ["…", "שלום עולם"])
    #expect(cut.segments.map(\.x) == [0, 2048])
  }

  @Test("Head truncation of Hebrew: the kept end on the left, the ellipsis on the right")
  func headTruncation() throws {
    let cut = try line("יפה שלום עולם", width: 12000, mode: .byTruncatingHead)
    #expect(cut.isTruncated)
    #expect(cut.segments.map(\.text) == ["שלום עולם", "…"])
    #expect(cut.segments.map(\.x) == [0, 9546])
  }

  @Test("Left-to-right text keeps its ellipsis on the right")
  func leftToRightUnchanged() throws {
    let cut = try line("aaa bbb ccc", width: 9000, mode: .byTruncatingTail)
    #expect(cut.segments.last?.text.hasSuffix("…") == true)
    #expect(cut.segments.first?.x == 0)
  }
}
