import Testing

@testable import TextLayout

/// Every cluster 10 pt wide, no kerning: the rules without font details.
private struct TenPoints: TextMeasuring {
  func advance(of cluster: Character) -> Double { 10 }
  func kerning(_ first: Character, _ second: Character) -> Double { 0 }
}

/// Decision TX2: word wrapping breaks where UAX #14 allows, never inside a grapheme cluster.
///
/// Expected lines follow from UAX #14's rules (named per case) with every cluster 10 pt wide.
@Suite("Line breaking by UAX #14")
struct UnicodeLineBreakingTests {
  private func lines(_ text: String, width: Double, mode: LineBreakMode = .byWordWrapping)
    -> [String]
  {
    TextLayouter.layout(
      text, measuring: TenPoints(), lineHeight: 10,
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0, lineBreakMode: mode)
    ).lines.map(\.text)
  }

  @Test("LB12: a no-break space keeps '10 kg' together")
  func noBreakSpace() {
    // 12 clusters, 100 pt: the cut falls in "kg"; the last opportunity is after "weighs ".
    #expect(lines("weighs 10\u{A0}kg", width: 100) == ["weighs", "10\u{A0}kg"])
    // With an ordinary space the break is after "10 ".
    #expect(lines("weighs 10 kg", width: 100) == ["weighs 10", "kg"])
  }

  @Test("LB16 and LB19: a closing bracket or quotation mark stays with the word before it")
  func closingPunctuation() {
    // "«ab» c" at 30 pt: no opportunity before "»" or after "«", so the overflowing word is cut
    // before the cluster that does not fit, and the quote pair is never the break point.
    #expect(lines("x \u{AB}ab\u{BB}", width: 50) == ["x", "\u{AB}ab\u{BB}"])
    #expect(lines("x (ab)", width: 50) == ["x", "(ab)"])
  }

  @Test("LB31 for ideographs: Chinese breaks between any two characters")
  func ideographs() {
    // At 60 pt the cut is at the 7th cluster; the last opportunity is between two ideographs,
    // not the space before them.
    #expect(lines("abc 我们都是", width: 60) == ["abc 我们", "都是"])
  }

  @Test("LB25: no break between a hyphen-minus and the number after it")
  func hyphenBeforeNumber() {
    // "ab-56" at 40 pt: "-5" holds together, so the word is cut before the overflowing "6".
    #expect(lines("ab-56", width: 40) == ["ab-5", "6"])
    // Between letters a hyphen is a break opportunity (LB21: break after HY).
    #expect(lines("well-known", width: 50) == ["well-", "known"])
  }

  @Test("Grapheme clusters are never split by word or character wrapping")
  func clustersStayWhole() {
    // A family emoji (one cluster of 7 scalars) and "é" written with a combining accent.
    let family = "👨‍👩‍👧‍👦"
    #expect(
      lines("a\(family)e\u{301}", width: 10, mode: .byCharWrapping) == [
        "a", family, "e\u{301}",
      ])
    #expect(lines("\(family)\(family)", width: 10) == [family, family])
  }
}
