import Testing

@testable import TextLayout

/// Where lines start for each alignment and writing direction, and how indents narrow lines.
///
/// "Hello, world" in DejaVu Sans 17 pt is 100.705078125 pt wide, so a 200 pt box leaves
/// 99.294921875 pt free.
@Suite struct AlignmentTests {
  private static let sentence = "The quick brown fox jumps over the lazy dog."
  private let body: Font

  init() throws { body = try Font.dejaVuSans(size: 17) }

  private func line(
    _ alignment: TextAlignment, rightToLeft: Bool = false
  ) throws -> TextLine {
    var style = ParagraphLayoutStyle()
    style.alignment = alignment
    let result = TextLayouter.layout(
      StyledText("Hello, world", font: body, paragraphStyle: style),
      options: TextLayoutOptions(isRightToLeft: rightToLeft))
    return try #require(result.lines.first)
  }

  @Test("T15: left, center, right and natural in a left-to-right paragraph")
  func leftToRight() throws {
    #expect(try line(.left).x(inWidth: 200) == 0)
    #expect(try line(.center).x(inWidth: 200) == 49.6474609375)
    #expect(try line(.right).x(inWidth: 200) == 99.294921875)
    #expect(try line(.natural).x(inWidth: 200) == 0)
    #expect(try line(.natural).alignment == .left)
    #expect(try line(.justified).x(inWidth: 200) == 0)
  }

  @Test("T15: natural and justified alignment follow a right-to-left writing direction")
  func rightToLeft() throws {
    #expect(try line(.natural, rightToLeft: true).x(inWidth: 200) == 99.294921875)
    #expect(try line(.natural, rightToLeft: true).alignment == .right)
    #expect(try line(.justified, rightToLeft: true).x(inWidth: 200) == 99.294921875)
    #expect(try line(.left, rightToLeft: true).x(inWidth: 200) == 0)
    #expect(try line(.right, rightToLeft: true).x(inWidth: 200) == 99.294921875)
    #expect(try line(.center, rightToLeft: true).x(inWidth: 200) == 49.6474609375)
  }

  @Test("T9, T15: Hebrew in a right-to-left paragraph ends at the right margin")
  func hebrew() throws {
    let result = TextLayouter.layout(
      StyledText("שלום עולם", font: body), options: TextLayoutOptions(isRightToLeft: true))
    let line = try #require(result.lines.first)
    // 9546 units = 79.2392578125 pt.
    #expect(line.width == 79.2392578125)
    #expect(line.x(inWidth: 200) == 120.7607421875)
  }

  @Test("T15: alignment is relative to the box the caller gives")
  func boxWidth() throws {
    #expect(try line(.right).x(inWidth: 300) == 199.294921875)
    #expect(try line(.center).x(inWidth: 100.705078125) == 0)
  }

  private func indented(rightToLeft: Bool = false, alignment: TextAlignment = .natural)
    -> TextLayoutResult
  {
    var style = ParagraphLayoutStyle()
    style.firstLineHeadIndent = 50
    style.headIndent = 20
    style.tailIndent = -30
    style.alignment = alignment
    return TextLayouter.layout(
      StyledText(Self.sentence, font: body, paragraphStyle: style),
      options: TextLayoutOptions(maxWidth: 200, numberOfLines: 0, isRightToLeft: rightToLeft))
  }

  @Test("T15: head and tail indents narrow the lines; the first line has its own head indent")
  func indents() {
    // The first line has 200 − 30 − 50 = 120 pt, the others 200 − 30 − 20 = 150 pt.
    let result = indented()
    #expect(result.lines.map(\.text) == ["The quick", "brown fox jumps", "over the lazy", "dog."])
    #expect(result.lines.map(\.headIndent) == [50, 20, 20, 20])
    #expect(result.lines.map { $0.x(inWidth: 200) } == [50, 20, 20, 20])
    // The widest line with its indent: 20 + 140.92236328125.
    #expect(result.width == 160.92236328125)
  }

  @Test("T15: right and centred lines sit between the indents")
  func alignedBetweenIndents() {
    let right = indented(alignment: .right)
    // The tail edge is at 200 − 30 = 170.
    #expect(right.lines[0].x(inWidth: 200) == 170 - 82.50146484375)
    #expect(right.lines[1].x(inWidth: 200) == 170 - 140.92236328125)
    let centred = indented(alignment: .center)
    #expect(centred.lines[0].x(inWidth: 200) == 68.749267578125)
  }

  @Test("T15: in right-to-left text the head indent is on the right")
  func rightToLeftIndents() {
    let result = indented(rightToLeft: true)
    #expect(result.lines[0].x(inWidth: 200) == 200 - 50 - 82.50146484375)
    #expect(result.lines[1].x(inWidth: 200) == 200 - 20 - 140.92236328125)
    #expect(indented(rightToLeft: true, alignment: .left).lines[0].x(inWidth: 200) == 30)
  }

  @Test("T15: a positive tail indent is the line's end measured from the leading margin")
  func positiveTailIndent() {
    var style = ParagraphLayoutStyle()
    style.tailIndent = 150
    let result = TextLayouter.layout(
      StyledText(Self.sentence, font: body, paragraphStyle: style),
      options: TextLayoutOptions(numberOfLines: 0))
    #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog."])
    var right = style
    right.alignment = .right
    let aligned = TextLayouter.layout(
      StyledText(Self.sentence, font: body, paragraphStyle: right),
      options: TextLayoutOptions(numberOfLines: 0))
    #expect(aligned.lines[0].x(inWidth: 400) == 150 - 140.39111328125)
  }
}
