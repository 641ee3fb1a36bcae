import Testing

@testable import TextLayout

/// Decision TX9: `NSParagraphStyle.LineBreakStrategy`'s push-out and Hangul word priority.
///
/// Widths are `hb-shape` advances: DejaVu Sans 'aaa bbb ccc' is a=1255, b=1300, c=1126 and
/// space=651 units of 2,048 (one point per unit at 2,048 points); Noto Sans CJK KR Hangul
/// syllables are 920 units of 1,000 and DejaVu's space 651/2,048 em.
@Suite("Line break strategies")
struct LineBreakStrategyTests {
  private func lines(
    _ text: String, size: Double, width: Double, pushOut: Bool = false, hangul: Bool = false
  ) throws -> [(String, Double)] {
    var style = ParagraphLayoutStyle()
    style.pushesOutOrphans = pushOut
    style.keepsHangulWords = hangul
    let font = try Font.dejaVuSans(size: size)
    return TextLayouter.layout(
      StyledText(text, font: font, paragraphStyle: style),
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    ).lines.map { ($0.text, $0.width) }
  }

  @Test("Without a strategy the last line may hold one word: 'aaa bbb' (8,316) / 'ccc'")
  func noStrategyLeavesOrphan() throws {
    let result = try lines("aaa bbb ccc", size: 2048, width: 9000)
    #expect(result.map(\.0) == ["aaa bbb", "ccc"])
    #expect(result.map(\.1) == [8316, 3378])
  }

  @Test("Push-out moves the last word of the line above down: 'aaa' / 'bbb ccc' (7,929)")
  func pushOutAvoidsOrphan() throws {
    let result = try lines("aaa bbb ccc", size: 2048, width: 9000, pushOut: true)
    #expect(result.map(\.0) == ["aaa", "bbb ccc"])
    #expect(result.map(\.1) == [3765, 7929])
  }

  @Test("Push-out keeps the lines when the joined last line would not fit")
  func pushOutNeedsRoom() throws {
    // 'bbb ccc' is 7,929 units, wider than 7,500; 'aaa bbb' (8,316) does not fit either, so
    // every word is on its own line and the last one stays alone.
    let result = try lines("aaa bbb ccc", size: 2048, width: 7500, pushOut: true)
    #expect(result.map(\.0) == ["aaa", "bbb", "ccc"])
  }

  @Test("Hangul breaks between syllables by default and only at spaces with word priority")
  func hangulWordPriority() throws {
    // 가나 (1,840) + space (317.9) + 다 (920) = 3,077.9 fits 3,200; 라 would not.
    let plain = try lines("가나 다라마", size: 1000, width: 3200)
    #expect(plain.map(\.0) == ["가나 다", "라마"])
    let words = try lines("가나 다라마", size: 1000, width: 3200, hangul: true)
    #expect(words.map(\.0) == ["가나", "다라마"])
    #expect(words.map(\.1) == [1840, 2760])
  }

  @Test("A Hangul word wider than the line still breaks before the syllable that overflows")
  func longHangulWordBreaks() throws {
    let result = try lines("가나다라마", size: 1000, width: 2000, hangul: true)
    #expect(result.map(\.0) == ["가나", "다라", "마"])
  }
}
