import Testing

@testable import TextLayout

/// Decision TX4: clusters the run's font lacks are drawn by the cascade's stand-in family.
///
/// Widths are `hb-shape` advances in the stand-in's font units, scaled by the run's size over
/// that font's units per em (`head` table): Noto Sans Thai and Noto Sans CJK 1,000, Noto Color
/// Emoji 2,048.
@Suite("Font fallback")
struct FontFallbackTests {
  @Test("Thai in the system face (DejaVu Sans has no Thai) is shaped with Noto Sans Thai")
  func thai() throws {
    let system = try Font.dejaVuSans(size: 1000)
    let layout = system.layout("สวัสดี")
    // [uni0E2A=0+572|uni0E27=1+492|uni0E31=1@10,0+0|uni0E2A=3+572|uni0E14=4+616|uni0E35=4+0]
    #expect(layout.lines[0].width == 2252)
    #expect(layout.lines[0].segments.first?.fallbackFont?.familyName == "Noto Sans Thai")
  }

  @Test("Chinese falls back to Noto Sans CJK SC, one em per ideograph")
  func chinese() throws {
    let layout = try Font.dejaVuSans(size: 17).layout("中文")
    // hb-shape NotoSansCJK-Regular.ttc --face-index=2 '中文': [gid9544=0+1000|gid20036=1+1000]
    #expect(layout.lines[0].width == 34)
    #expect(layout.lines[0].segments.first?.fallbackFont?.familyName == "Noto Sans CJK SC")
  }

  @Test("Emoji fall back to Noto Color Emoji; a ZWJ family is one glyph")
  func emoji() throws {
    let layout = try Font.dejaVuSans(size: 2048).layout("a😀👨‍👩‍👧‍👦")
    // hb-shape NotoColorEmoji.ttf '😀': [gid883=0+2550]; the family: [gid2105=0+2550];
    // DejaVu Sans 'a': 1255.
    #expect(layout.lines[0].width == 1255 + 2550 + 2550)
    let pieces = layout.lines[0].segments
    #expect(pieces.map(\.text) == ["a", "😀👨‍👩‍👧‍👦"])
    #expect(pieces[1].fallbackFont?.familyName == "Noto Color Emoji")
    #expect(pieces[1].x == 1255)
  }

  @Test("Text the face covers keeps the face: Latin and Hebrew in DejaVu Sans")
  func coveredText() throws {
    let layout = try Font.dejaVuSans(size: 17).layout("Hello שלום")
    #expect(layout.lines[0].segments.allSatisfy { $0.fallbackFont == nil })
  }

  @Test("TX8: a line drawn partly in a fallback font is as tall as the tallest font on it")
  func fallbackLineHeight() throws {
    let layout = try Font.dejaVuSans(size: 1000).layout("a中文\nab", options: .init(numberOfLines: 0))
    // hhea: Noto Sans CJK SC ascender 1,160, descender −288 (1,000 units per em); DejaVu Sans
    // 1,901 and −483 of 2,048, so 928.2 and 235.8 at 1,000 points.
    #expect(layout.lines[0].ascent == 1160)
    #expect(layout.lines[0].descent == 288)
    #expect(layout.lines[0].height == 1448)
    // The second line is in DejaVu Sans alone.
    #expect(abs(layout.lines[1].height - 2384.0 * 1000 / 2048) < 1e-9)
    #expect(abs(layout.height - (1448 + 2384.0 * 1000 / 2048)) < 1e-9)
  }

  @Test("TX8: emoji lines take Noto Color Emoji's descent (500 of 2,048 units, DejaVu's 483)")
  func emojiLineHeight() throws {
    let layout = try Font.dejaVuSans(size: 2048).layout("a😀")
    #expect(layout.lines[0].ascent == 1901)
    #expect(layout.lines[0].descent == 500)
  }
}
