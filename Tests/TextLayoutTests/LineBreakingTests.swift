import Testing

@testable import TextLayout

/// Every cluster 10 pt wide, no kerning: line-breaking rules without font details.
private struct Monospace: TextMeasuring {
  func advance(of cluster: Character) -> Double { 10 }
  func kerning(_ first: Character, _ second: Character) -> Double { 0 }
}

/// Line breaking at word boundaries, hyphens, paragraph separators and by characters.
@Suite struct LineBreakingTests {
  private static let paragraph =
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

  private func lines(
    _ text: String, width: Double, mode: LineBreakMode = .byWordWrapping,
    measure: some TextMeasuring = Monospace()
  ) -> [String] {
    TextLayouter.layout(
      text, measuring: measure, lineHeight: 10,
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0, lineBreakMode: mode)
    ).lines.map(\.text)
  }

  // Decision T5 with DejaVu Sans 17 pt; widths checked against the font's tables.
  @Test("T5: a paragraph in DejaVu Sans 17 pt at 100, 150 and 300 pt")
  func paragraphAtGivenWidths() throws {
    let font = try Font.dejaVuSans(size: 17)
    #expect(
      lines(Self.paragraph, width: 100, measure: font) == [
        "The quick", "brown fox", "jumps over", "the lazy", "dog. Pack", "my box", "with five",
        "dozen", "liquor jugs.",
      ])
    #expect(
      lines(Self.paragraph, width: 150, measure: font) == [
        "The quick brown", "fox jumps over", "the lazy dog.", "Pack my box with",
        "five dozen liquor", "jugs.",
      ])
    #expect(
      lines(Self.paragraph, width: 300, measure: font) == [
        "The quick brown fox jumps over", "the lazy dog. Pack my box with",
        "five dozen liquor jugs.",
      ])
    let layout = font.layout(Self.paragraph, options: .init(maxWidth: 150, numberOfLines: 0))
    // "The quick brown": 16958 units, kerning −45.
    #expect(layout.lines[0].width == units(16913))
    #expect(layout.width == 148.72509765625)
    #expect(layout.height == 6 * 19.7890625)
  }

  @Test("T5: spaces hang, and a break never lands inside a run of spaces")
  func spacesHang() {
    #expect(lines("ab   cd", width: 30) == ["ab", "cd"])
    #expect(lines("abc def", width: 30) == ["abc", "def"])
    let layout = TextLayouter.layout(
      "abc    ", measuring: Monospace(), lineHeight: 10,
      options: TextLayoutOptions(maxWidth: 30, numberOfLines: 0))
    #expect(visible(layout.lines) == [TextLine(text: "abc", width: 30, isTruncated: false)])
  }

  @Test("T5: lines break after a hyphen that follows a letter")
  func hyphens() {
    #expect(lines("well-known", width: 70) == ["well-", "known"])
    #expect(lines("a -b", width: 30) == ["a", "-b"])
  }

  @Test("T5: a word wider than the line breaks by characters")
  func longWordsBreakByCharacters() {
    #expect(lines("ab abcdefgh", width: 40) == ["ab", "abcd", "efgh"])
    #expect(lines("abcdefgh ab", width: 30, mode: .byCharWrapping) == ["abc", "def", "gh", "ab"])
    // Character wrapping ignores word boundaries.
    #expect(lines("ab cdef", width: 50, mode: .byCharWrapping) == ["ab cd", "ef"])
  }

  @Test("T5: line separators end paragraphs; a final one adds no line")
  func paragraphs() {
    #expect(lines("ab\ncd", width: 100) == ["ab", "cd"])
    #expect(lines("ab\n\ncd\n", width: 100) == ["ab", "", "cd"])
    #expect(lines("ab\r\ncd\u{2029}ef", width: 100) == ["ab", "cd", "ef"])
  }

  // Grapheme clusters are never split, even by character wrapping.
  @Test("T4: character wrapping keeps clusters whole")
  func clustersAreNeverSplit() {
    let accented = String(repeating: "e\u{301}", count: 5)
    #expect(
      lines(accented, width: 20, mode: .byCharWrapping) == [
        "e\u{301}e\u{301}", "e\u{301}e\u{301}", "e\u{301}",
      ])
    let thumbs = "👍🏽👍🏽👍🏽"
    #expect(lines(thumbs, width: 10, mode: .byCharWrapping) == ["👍🏽", "👍🏽", "👍🏽"])
    let family = "👨‍👩‍👧x"
    #expect(lines(family, width: 10, mode: .byCharWrapping) == ["👨‍👩‍👧", "x"])
  }

  @Test func aClusterWiderThanTheLineSitsAlone() {
    #expect(lines("abc", width: 5) == ["a", "b", "c"])
  }
}
