import Testing

@testable import TextLayout

/// Styled text: runs of fonts and kerns, line breaking across runs, per-line font metrics and
/// the ellipsis of styled text.
///
/// DejaVu Sans at 12, 17 and 24 pt: ascent 1901 and descent 483 of 2048 units, so line heights
/// are 13.96875, 19.7890625 and 27.9375 pt; the ellipsis is 2048 units, one em. Widths are font
/// units × size / 2048, read independently from the font's tables.
@Suite struct StyledTextTests {
  private let small: Font
  private let body: Font
  private let large: Font

  init() throws {
    small = try Font.dejaVuSans(size: 12)
    body = try Font.dejaVuSans(size: 17)
    large = try Font.dejaVuSans(size: 24)
  }

  private func layout(
    _ runs: [StyledRun], width: Double = .infinity, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> TextLayoutResult {
    TextLayouter.layout(
      StyledText(runs: runs),
      options: TextLayoutOptions(maxWidth: width, numberOfLines: lines, lineBreakMode: mode))
  }

  @Test("T10: the string joins the runs; one font in many runs measures as one run")
  func runsInOneFont() {
    let text = StyledText(runs: [StyledRun("A", font: body), StyledRun("V", font: body)])
    #expect(text.string == "AV")
    #expect(StyledText("AV", font: body).string == "AV")
    // "AV": advances 2802 units, pair kerning −131 applies across the run boundary.
    #expect(TextLayouter.layout(text, options: .init()).width == units(2671))
    let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen."
    let pieces = stride(from: 0, to: paragraph.count, by: 7).map { start in
      let lower = paragraph.index(paragraph.startIndex, offsetBy: start)
      let upper = paragraph.index(lower, offsetBy: 7, limitedBy: paragraph.endIndex)
      return StyledRun(String(paragraph[lower..<(upper ?? paragraph.endIndex)]), font: body)
    }
    let options = TextLayoutOptions(maxWidth: 150, numberOfLines: 0)
    var split = TextLayouter.layout(StyledText(runs: pieces), options: options)
    let whole = body.layout(paragraph, options: options)
    // The lines keep their pieces per run (for drawing), placed where the whole run puts them.
    for (line, reference) in zip(split.lines, whole.lines) {
      #expect(line.segments.map(\.text).joined() == reference.text)
      for segment in line.segments {
        #expect(segment.x >= 0 && segment.x <= line.width)
      }
    }
    for index in split.lines.indices { split.lines[index].segments = whole.lines[index].segments }
    #expect(split == whole)
  }

  @Test("A line in several fonts has a piece per run, each placed at its start")
  func segmentsPerRun() throws {
    let small = try Font.dejaVuSans(size: 12)
    let large = try Font.dejaVuSans(size: 24)
    let text = StyledText(runs: [
      StyledRun("Hello ", font: small), StyledRun("big", font: large),
      StyledRun(" world", font: small),
    ])
    let result = TextLayouter.layout(text, options: TextLayoutOptions())
    let line = try #require(result.lines.first)
    #expect(line.segments.map(\.text) == ["Hello ", "big", " world"])
    #expect(line.segments.map(\.run) == [0, 1, 2])
    #expect(line.segments[0].x == 0)
    // Each piece starts after the advances before it (no pair kerning across fonts).
    #expect(line.segments[1].x == small.width(of: "Hello "))
    #expect(line.segments[2].x == small.width(of: "Hello ") + large.width(of: "big"))
  }

  @Test("T10: a cluster spanning two runs takes the run of its first scalar")
  func clusterSpanningRuns() {
    // "e" + U+0301 is one cluster; the 24 pt run holds only the combining mark.
    let result = layout([StyledRun("ab e", font: body), StyledRun("\u{301}", font: large)])
    #expect(result.lines.map(\.text) == ["ab e\u{301}"])
    #expect(result.width == 37.0712890625)
    #expect(result.height == 19.7890625)
  }

  @Test("T11: a line is as tall as the tallest font on it, its baseline below the largest ascent")
  func mixedFontsOnOneLine() throws {
    let result = layout([
      StyledRun("Small ", font: small), StyledRun("Big", font: large),
      StyledRun(" mid", font: body),
    ])
    // 37.142578125 (12 pt) + 38.3671875 (24 pt) + 37.47802734375 (17 pt); no kerning across fonts.
    #expect(result.width == 112.98779296875)
    let line = try #require(result.lines.first)
    #expect(line.ascent == 22.27734375)
    #expect(line.descent == 5.66015625)
    #expect(line.leading == 0)
    #expect(line.top == 0)
    #expect(line.height == 27.9375)
    #expect(line.baseline == 22.27734375)
    #expect(result.height == 27.9375)
    #expect(result.firstBaseline == 22.27734375)
    #expect(result.lineHeight == 13.96875)
    #expect(result.size(scale: 2) == CGSizeValue(width: 113, height: 28).size)
  }

  @Test("T10, T11: a word spanning runs wraps whole; each line takes its own fonts' metrics")
  func wrappingAcrossRuns() {
    // "three" is "thr" at 17 pt and "ee" at 24 pt: "one two three" is 127.37 pt, wider than 120.
    let result = layout(
      [
        StyledRun("one two thr", font: body), StyledRun("ee", font: large),
        StyledRun(" four", font: body),
      ], width: 120)
    #expect(result.lines.map(\.text) == ["one two", "three four"])
    #expect(result.lines.map(\.width) == [68.00830078125, 93.513671875])
    #expect(result.lines.map(\.height) == [19.7890625, 27.9375])
    #expect(result.lines.map(\.top) == [0, 19.7890625])
    #expect(result.lines.map(\.baseline) == [15.77978515625, 42.06640625])
    #expect(result.height == 47.7265625)
    #expect(result.lastBaseline == 42.06640625)
  }

  @Test("T11: an empty paragraph is as tall as the font of its line separator")
  func emptyLineTakesTheSeparatorsFont() {
    let result = layout([StyledRun("A\n", font: small), StyledRun("\nB", font: large)])
    #expect(result.lines.map(\.text) == ["A", "", "B"])
    #expect(result.lines.map(\.height) == [13.96875, 27.9375, 27.9375])
  }

  @Test("T14: kern is added after every cluster, the last included, and turns pair kerning off")
  func kern() {
    // "AV" without kerning: 2802 units = 23.2587890625 pt.
    #expect(layout([StyledRun("AV", font: body, kern: 1.5)]).width == 23.2587890625 + 3)
    #expect(layout([StyledRun("AV", font: body, kern: 0)]).width == 23.2587890625)
    // A hanging space takes its kern with it.
    #expect(layout([StyledRun("AV ", font: body, kern: 1.5)]).width == 26.2587890625)
    // A kern on either side of a pair turns the pair's kerning off.
    #expect(
      layout([StyledRun("A", font: body), StyledRun("V", font: body, kern: 2)]).width
        == 25.2587890625)
    #expect(
      layout([StyledRun("A", font: body, kern: 2), StyledRun("V", font: body)]).width
        == 25.2587890625)
  }

  @Test("T14: kern counts toward wrapping")
  func kernWraps() {
    // "one two" is 68.0 pt; with 2 pt after each of its 7 clusters, 82.0 pt.
    let plain = layout([StyledRun("one two", font: body)], width: 80)
    #expect(plain.lines.map(\.text) == ["one two"])
    let kerned = layout([StyledRun("one two", font: body, kern: 2)], width: 80)
    #expect(kerned.lines.map(\.text) == ["one", "two"])
  }

  @Test("T16: the ellipsis takes the font of the first cluster it replaces")
  func ellipsisTakesTheReplacedClustersFont() {
    let runs = [StyledRun("Hello ", font: body), StyledRun("wonderful world", font: large)]
    // "Hello " at 17 pt (48.4931640625) + "w" at 24 pt (19.62890625) + "…" at 24 pt (24).
    let wide = layout(runs, width: 100, lines: 1, mode: .byTruncatingTail)
    #expect(
      visible(wide.lines) == [TextLine(text: "Hello w…", width: 92.1220703125, isTruncated: true)])
    #expect(wide.height == 27.9375)
    // Cut inside the 17 pt run: "Hell" + "…" at 17 pt; the line has no 24 pt cluster left.
    let narrow = layout(runs, width: 60, lines: 1, mode: .byTruncatingTail)
    #expect(
      visible(narrow.lines) == [TextLine(text: "Hell…", width: 49.6884765625, isTruncated: true)])
    #expect(narrow.height == 19.7890625)
    #expect(narrow.lines.first?.baseline == 15.77978515625)
  }

  @Test("T16: head truncation's ellipsis takes the font of the last cluster it replaces")
  func headEllipsis() {
    // Head truncation keeps " world" and drops "Hello wonderful": the ellipsis replaces the last
    // dropped cluster, the 24 pt "l", so it is 24 pt wide and the line is 24 pt tall.
    let runs = [StyledRun("Hello ", font: body), StyledRun("wonderful world", font: large)]
    let result = layout(runs, width: 100, lines: 1, mode: .byTruncatingHead)
    // "…" (24) + "world" at 24 pt (66.08203125); " world" would start with a space, dropped
    // next to the ellipsis, and "l world" is 104.4 pt.
    #expect(
      visible(result.lines) == [TextLine(text: "…world", width: 90.08203125, isTruncated: true)])
    #expect(result.height == 27.9375)
  }

  @Test("T16: middle truncation's ellipsis takes the font of the first cluster it replaces")
  func middleEllipsis() {
    let runs = [StyledRun("Hello ", font: body), StyledRun("wonderful world", font: large)]
    let result = layout(runs, width: 100, lines: 1, mode: .byTruncatingMiddle)
    // "Hell" at 17 pt (32.6884765625) + "…" replacing the 17 pt "o" (17) + "orld" at 24 pt
    // (46.453125); the kept 24 pt suffix makes the line 24 pt tall.
    #expect(
      visible(result.lines) == [
        TextLine(text: "Hell…orld", width: 96.1416015625, isTruncated: true)
      ])
    #expect(result.height == 27.9375)
  }

  @Test("T16: a clipped line takes the metrics of the rest of its paragraph")
  func clippedLineMetrics() {
    let runs = [StyledRun("Hello ", font: body), StyledRun("wonderful world", font: large)]
    let result = layout(runs, width: 60, lines: 1, mode: .byClipping)
    #expect(
      visible(result.lines) == [
        TextLine(text: "Hello wonderful world", width: 60, isTruncated: true)
      ])
    #expect(result.height == 27.9375)
  }

  @Test("12.2: a paragraph's own line break mode overrides the options'")
  func paragraphLineBreakMode() {
    var style = ParagraphLayoutStyle()
    style.lineBreakMode = .byTruncatingHead
    let text = StyledText(
      "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.",
      font: body, paragraphStyle: style)
    let result = TextLayouter.layout(text, options: .init(maxWidth: 150))
    #expect(result.lines.map(\.text) == ["…zen liquor jugs."])
  }

  @Test("T6, T16: an empty last line followed by dropped paragraphs is the ellipsis alone")
  func emptyLineBeforeDroppedParagraphs() {
    let result = layout(
      [StyledRun("\n", font: large), StyledRun("world", font: body)], lines: 1,
      mode: .byTruncatingTail)
    // The ellipsis takes the 24 pt line separator's attributes: one em, 24 pt.
    #expect(visible(result.lines) == [TextLine(text: "…", width: 24, isTruncated: true)])
    #expect(result.height == 27.9375)
  }

  @Test("T10: empty text has no lines, no size and no baselines")
  func emptyText() {
    let result = layout([StyledRun("", font: body)])
    #expect(result.lines.isEmpty)
    #expect(result.height == 0)
    #expect(result.firstBaseline == 0)
    #expect(result.lastBaseline == 0)
    #expect(TextLayouter.layout(StyledText(runs: []), options: .init()).height == 0)
  }
}
