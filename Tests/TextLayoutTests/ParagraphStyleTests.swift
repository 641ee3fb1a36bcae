import Testing

@testable import TextLayout

/// Line fragments under paragraph styles: line spacing, line height multiple, minimum and maximum
/// line heights, paragraph spacing, and which run's style a paragraph takes.
///
/// DejaVu Sans 17 pt: ascent 15.77978515625, descent 4.00927734375, line height 19.7890625.
@Suite struct ParagraphStyleTests {
  private static let sentence = "The quick brown fox jumps over the lazy dog."
  private let body: Font
  private let large: Font

  init() throws {
    body = try Font.dejaVuSans(size: 17)
    large = try Font.dejaVuSans(size: 24)
  }

  private func layout(
    _ string: String, _ configure: (inout ParagraphLayoutStyle) -> Void, width: Double = 150
  ) -> TextLayoutResult {
    var style = ParagraphLayoutStyle()
    configure(&style)
    return TextLayouter.layout(
      StyledText(string, font: body, paragraphStyle: style),
      options: TextLayoutOptions(maxWidth: width, numberOfLines: 0))
  }

  @Test("T12: line spacing follows every line of multi-line text, the last included")
  func lineSpacing() {
    let result = layout(Self.sentence) { $0.lineSpacing = 4 }
    #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog."])
    #expect(result.lines.map(\.top) == [0, 23.7890625, 47.578125])
    #expect(result.lines.map(\.height) == [23.7890625, 23.7890625, 23.7890625])
    #expect(result.lines.map(\.baseline) == [15.77978515625, 39.56884765625, 63.35791015625])
    #expect(result.height == 71.3671875)
    #expect(result.firstBaseline == 15.77978515625)
    #expect(result.lastBaseline == 63.35791015625)
    #expect(result.size(scale: 2) == CGSizeValue(width: 140.5, height: 71.5).size)
  }

  @Test("T12: a single line gets no line spacing")
  func lineSpacingOnOneLine() {
    let result = layout("Hello") { $0.lineSpacing = 4 }
    #expect(result.height == 19.7890625)
    #expect(result.lines.first?.height == 19.7890625)
  }

  @Test("T11: a line height multiple scales the line and adds the extra height above the text")
  func lineHeightMultiple() {
    let result = layout("Hello\nworld") { $0.lineHeightMultiple = 1.5 }
    // 19.7890625 × 1.5 = 29.68359375; baseline 29.68359375 − 4.00927734375.
    #expect(result.lines.map(\.height) == [29.68359375, 29.68359375])
    #expect(result.lines.map(\.baseline) == [25.67431640625, 55.35791015625])
    #expect(result.height == 59.3671875)
    // Below 1 the line shrinks from the top: the baseline stays descent above the bottom.
    let tight = layout("Hello") { $0.lineHeightMultiple = 0.5 }
    #expect(tight.height == 9.89453125)
    #expect(tight.firstBaseline == 5.88525390625)
  }

  @Test("T11: minimum and maximum line heights clamp the line, keeping the descent at the bottom")
  func minimumAndMaximumLineHeight() {
    let tall = layout("Hello\nworld") { $0.minimumLineHeight = 30 }
    #expect(tall.lines.map(\.height) == [30, 30])
    #expect(tall.lines.map(\.baseline) == [25.99072265625, 55.99072265625])
    #expect(layout("Hello") { $0.minimumLineHeight = 10 }.height == 19.7890625)
    let short = layout("Hello\nworld") { $0.maximumLineHeight = 15 }
    #expect(short.lines.map(\.height) == [15, 15])
    #expect(short.lines.map(\.baseline) == [10.99072265625, 25.99072265625])
    #expect(short.height == 30)
    #expect(layout("Hello") { $0.maximumLineHeight = 30 }.height == 19.7890625)
    // The multiple applies first, then the clamps: 29.68… is capped at 25.
    let both = layout("Hello") {
      $0.lineHeightMultiple = 1.5
      $0.maximumLineHeight = 25
    }
    #expect(both.height == 25)
    // The maximum wins over a larger minimum.
    let crossed = layout("Hello") {
      $0.minimumLineHeight = 40
      $0.maximumLineHeight = 22
    }
    #expect(crossed.height == 22)
  }

  @Test("T11, T12: mixed fonts with line spacing and a multiple")
  func mixedFontsWithSpacing() {
    var style = ParagraphLayoutStyle()
    style.lineSpacing = 4
    style.lineHeightMultiple = 1.5
    let text = StyledText(runs: [
      StyledRun("Big", font: large, paragraphStyle: style),
      StyledRun(" body\nbody", font: body, paragraphStyle: style),
    ])
    let result = TextLayouter.layout(text, options: .init(numberOfLines: 0))
    // 27.9375 × 1.5 = 41.90625, baseline 41.90625 − 5.66015625; then 19.7890625 × 1.5.
    #expect(result.lines.map(\.height) == [45.90625, 33.68359375])
    #expect(result.lines.map(\.baseline) == [36.24609375, 71.58056640625])
    #expect(result.height == 79.58984375)
  }

  @Test("T13: paragraph spacing goes between paragraphs, before and after, not at the ends")
  func paragraphSpacing() {
    let result = layout("One\nTwo\nThree") {
      $0.paragraphSpacing = 10
      $0.paragraphSpacingBefore = 6
    }
    #expect(result.lines.map(\.top) == [0, 29.7890625, 65.578125])
    #expect(result.lines.map(\.height) == [29.7890625, 35.7890625, 25.7890625])
    #expect(result.lines.map(\.baseline) == [15.77978515625, 51.56884765625, 87.35791015625])
    #expect(result.height == 91.3671875)
  }

  @Test("T13: lines wrapped inside a paragraph get no paragraph spacing between them")
  func paragraphSpacingSkipsWrappedLines() {
    let result = layout("The quick brown fox\nEnd") { $0.paragraphSpacing = 10 }
    #expect(result.lines.map(\.text) == ["The quick brown", "fox", "End"])
    #expect(result.lines.map(\.height) == [19.7890625, 29.7890625, 19.7890625])
    #expect(result.height == 69.3671875)
  }

  @Test("12.2: each paragraph takes the style of its first cluster's run")
  func styleOfTheFirstRun() {
    var spaced = ParagraphLayoutStyle()
    spaced.lineSpacing = 8
    let text = StyledText(runs: [
      StyledRun("Hello ", font: body),
      StyledRun("world\nNext", font: body, paragraphStyle: spaced),
    ])
    let result = TextLayouter.layout(text, options: .init(numberOfLines: 0))
    // "Hello world" uses the first run's style (no spacing); "Next" the second's.
    #expect(result.lines.map(\.height) == [19.7890625, 27.7890625])
    #expect(result.height == 47.578125)
  }

  @Test("T8, T12: the line limit counts lines before spacing is added")
  func lineLimitWithSpacing() {
    var style = ParagraphLayoutStyle()
    style.lineSpacing = 4
    let text = StyledText(Self.sentence, font: body, paragraphStyle: style)
    let two = TextLayouter.layout(text, options: .init(maxWidth: 150, numberOfLines: 2))
    #expect(two.lines.map(\.text) == ["The quick brown", "fox jumps over…"])
    #expect(two.height == 47.578125)
    let one = TextLayouter.layout(text, options: .init(maxWidth: 150, numberOfLines: 1))
    #expect(one.height == 19.7890625)
  }
}
