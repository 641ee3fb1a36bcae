import Testing

@testable import TextLayout

/// Decision TX3: lines with right-to-left text are drawn in visual order.
///
/// Orders follow from UAX #9 by hand (levels noted per case); widths are DejaVu Sans advances
/// from `hb-shape` at 2,048 pt (one point per font unit).
@Suite("Bidi reordering of lines")
struct BidiLayoutTests {
  private func segments(_ text: String) throws -> [TextSegment] {
    let font = try Font(FontDescription(family: "DejaVu Sans"), size: 2048)
    let layout = font.layout(text, options: .init(maxWidth: .infinity, numberOfLines: 0))
    return layout.lines[0].segments
  }

  @Test(
    "Hebrew inside English: the paragraph is left to right, the Hebrew run reads from the right")
  func hebrewInsideEnglish() throws {
    // Levels: "abc " 0, "שלום" 1, " def" 0.
    let pieces = try segments("abc שלום def")
    #expect(pieces.map(\.text) == ["abc ", "שלום", " def"])
    // hb-shape DejaVuSans.ttf 'abc ': [a=0+1255|b=1+1300|c=2+1126|space=3+651] = 4332.
    #expect(pieces[1].x == 4332)
  }

  @Test("English inside Hebrew: a paragraph that starts in Hebrew is right to left")
  func englishInsideHebrew() throws {
    // Levels: "שלום " 1, "abc" 2, "!" 1 (a neutral between L and the paragraph's end takes R):
    // from the left, "!", then "abc", then "שלום ".
    let pieces = try segments("שלום abc!")
    #expect(pieces.map(\.text) == ["!", "abc", "שלום "])
    #expect(pieces[0].x == 0)
  }

  @Test("Left-to-right text keeps one piece per run")
  func plainText() throws {
    #expect(try segments("Hello, world").map(\.text) == ["Hello, world"])
  }
}
