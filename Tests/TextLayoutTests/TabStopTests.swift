import Testing

@testable import TextLayout

/// Every cluster 10 pt wide, no kerning: tab positions without font details.
private struct TenPoints: TextMeasuring {
  func advance(of cluster: Character) -> Double { 10 }
  func kerning(_ first: Character, _ second: Character) -> Double { 0 }
}

/// Decision TX13: a tab advances to the next tab stop of its paragraph.
///
/// `NSParagraphStyle`'s documented defaults: 12 left-aligned stops 28 pt apart and a default tab
/// interval of 0. Styled cases use DejaVu Sans at 2,048 pt, so one point is one font unit
/// (`hb-shape DejaVuSans.ttf '12.5'`: one 1,303, two 1,303, period 651, five 1,303; 'a' 1,255,
/// 'b' 1,300, space 651).
@Suite("Tab stops")
struct TabStopTests {
  private func lines(_ text: String, width: Double = .infinity) -> [TextLine] {
    TextLayouter.layout(
      text, measuring: TenPoints(), lineHeight: 10,
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    ).lines
  }

  private func styled(_ text: String, _ style: ParagraphLayoutStyle, width: Double = .infinity)
    throws -> [TextLine]
  {
    let font = try Font.dejaVuSans(size: 2048)
    return TextLayouter.layout(
      StyledText(text, font: font, paragraphStyle: style),
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    ).lines
  }

  @Test("Default stops: text after a tab starts at the next multiple of 28 pt")
  func defaultStops() {
    // "ab" ends at 20: the tab goes to 28. "abc" ends at 30: the tab goes to 56.
    let first = lines("ab\tc")[0]
    #expect(first.width == 38)
    #expect(first.segments.map(\.text) == ["ab", "c"])
    #expect(first.segments.map(\.x) == [0, 28])
    #expect(lines("abc\td")[0].segments.map(\.x) == [0, 56])
    // A tab exactly at a stop goes on to the next one.
    #expect(lines("abc\t\td")[0].segments.map(\.x) == [0, 84])
  }

  @Test("Past the twelfth stop (336 pt) with no default interval a tab is as wide as a space")
  func pastTheLastStop() {
    // 34 clusters end at 340: the tab is 10 pt, 'z' starts at 350.
    let text = String(repeating: "x", count: 34) + "\tz"
    #expect(lines(text)[0].segments.map(\.x) == [0, 350])
    #expect(lines(text)[0].width == 360)
  }

  @Test("A default tab interval places stops after the last one at its multiples")
  func defaultInterval() throws {
    var style = ParagraphLayoutStyle()
    style.tabStops = [TabStop(location: 2000)]
    style.defaultTabInterval = 3000
    // 'a' ends at 1,255 → 2,000; 'b' ends at 3,300 → 6,000 (the next multiple of 3,000).
    let line = try styled("a\tb\tb", style)[0]
    #expect(line.segments.map(\.x) == [0, 2000, 6000])
    #expect(line.width == 7300)
  }

  @Test("Right, centre and decimal stops align the column after the tab")
  func alignedStops() throws {
    var style = ParagraphLayoutStyle()
    style.tabStops = [TabStop(location: 5000, alignment: .right)]
    // '12' is 2,606 wide, so it starts at 5,000 − 2,606.
    #expect(try styled("a\t12", style)[0].segments.map(\.x) == [0, 2394])
    style.tabStops = [TabStop(location: 5000, alignment: .center)]
    #expect(try styled("a\t12", style)[0].segments.map(\.x) == [0, 3697])
    // A decimal tab: the period sits on the stop, so '12' ends there.
    style.tabStops = [TabStop(location: 5000, alignment: .right, columnTerminators: ["."])]
    let decimal = try styled("a\t12.5", style)[0]
    #expect(decimal.segments.map(\.x) == [0, 2394])
    #expect(decimal.width == 5000 + 651 + 1303)
  }

  @Test("Tabs on a wrapped line are placed from that line's start and its head indent")
  func wrappedLines() {
    // 'abcd ef' overflows 60 pt at 'f': the break is after 'abcd '. On the second line 'ef'
    // ends at 20, so the tab goes to 28 (from the paragraph's start it would go to 84).
    let wrapped = lines("abcd ef\tx", width: 60)
    #expect(wrapped.map(\.text) == ["abcd", "ef\tx"])
    #expect(wrapped[1].segments.map(\.x) == [0, 28])
    #expect(wrapped[1].width == 38)
  }
}

/// Decisions TX14 and TX15: tightening before truncating, and hyphenation.
///
/// Every cluster is 10 pt wide. Hyphenation points are those of libhyphen with the US English
/// patterns (`hyphen-en-us`): hy=phen=ation, won=der=ful.
@Suite("Tightening and hyphenation")
struct TighteningAndHyphenationTests {
  private func layout(
    _ string: String, width: Double, lines: Int = 0, style: ParagraphLayoutStyle
  ) -> [TextLine] {
    let text = MeasuredText(string, measuring: TenPoints())
    var styles = UniformClusterStyles(measure: TenPoints(), clusters: text.clusters, lineHeight: 10)
    styles.style = style
    return TextLayouter.layout(
      text, styles: styles, lineHeight: 10,
      options: TextLayoutOptions(maxWidth: width, numberOfLines: lines)
    ).lines
  }

  @Test("A line at most 5 % too wide is tightened, each gap by the same amount, not truncated")
  func tightening() {
    var style = ParagraphLayoutStyle()
    style.tightensBeforeTruncating = true
    // 'abcdefghij' is 100 pt: at 96 pt (100 ≤ 1.05 × 96) the nine gaps lose 4/9 pt each.
    let tight = layout("abcdefghij", width: 96, lines: 1, style: style)[0]
    #expect(tight.text == "abcdefghij")
    #expect(tight.width == 96)
    #expect(!tight.isTruncated)
    #expect(abs(tight.segments[0].tracking + 4.0 / 9) < 1e-12)
    // At 95 pt the text is 5.3 % too wide: truncated as without tightening.
    let cut = layout("abcdefghij", width: 95, lines: 1, style: style)[0]
    #expect(cut.text == "abcdefgh…")
    #expect(cut.isTruncated)
    style.tightensBeforeTruncating = false
    #expect(layout("abcdefghij", width: 96, lines: 1, style: style)[0].text == "abcdefgh…")
  }

  @Test("hyphenationFactor: a line filled below the factor hyphenates the word that overflows")
  func hyphenation() {
    var style = ParagraphLayoutStyle()
    style.hyphenationFactor = 0.5
    // 'a' fills 10 of 60 pt (< 0.5), so 'hyphenation' is split after 'hy' ('a hy-' is 50 pt),
    // then after 'phen'; each line ends with a hyphen 10 pt wide.
    let hyphenated = layout("a hyphenation", width: 60, style: style)
    #expect(hyphenated.map(\.text) == ["a hy-", "phen-", "ation"])
    #expect(hyphenated.map(\.width) == [50, 50, 50])
    #expect(hyphenated[0].segments.map(\.text) == ["a hy", "-"])
    #expect(hyphenated[0].segments.map(\.x) == [0, 40])
    // 'abcd' fills 40 of 60 pt, above the factor: 'wonderful' moves down whole, then its own
    // line (empty before it) is hyphenated after 'wonder' (60 pt with the hyphen would not fit,
    // so after 'won').
    #expect(
      layout("abcd wonderful", width: 60, style: style).map(\.text) == [
        "abcd", "won-", "derful",
      ])
    // Without a factor there is no hyphen: the overlong word is cut where it overflows.
    #expect(
      layout("a hyphenation", width: 60, style: ParagraphLayoutStyle()).map(\.text) == [
        "a", "hyphen", "ation",
      ])
  }
}
