import Testing

@testable import TextLayout

/// Issue 23's done-means audit: labels in each script, in the default system face (Inter, decision
/// TX11), shape like HarfBuzz shapes the stand-in font and break lines where UAX #14 allows.
///
/// Shaping values are `hb-shape` output (HarfBuzz 6.0, `--no-glyph-names`) for the stand-in font
/// file and text, in font units; the fonts are set at 1,000 pt, so Noto fonts (1,000 units per em)
/// are in font units and Inter (2,816 units per em) is scaled by 1,000 / 2,816. Line breaks follow
/// UAX #14's rules, named per case.
@Suite("Scripts in the system face")
struct ScriptLayoutTests {
  /// Inter at 1,000 pt: the system face the cascade falls back from.
  private func inter() throws -> Font {
    try Font(FontDescription(family: "Inter"), size: 1000)
  }

  /// `count` Inter font units at 1,000 pt.
  private func interUnits(_ count: Int) -> Double { Double(count) * 1000 / 2816 }

  /// The lines of `text` wrapped at `width`.
  private func lines(_ text: String, width: Double) throws -> [TextLine] {
    try inter().layout(text, options: .init(maxWidth: width, numberOfLines: 0)).lines
  }

  @Test("Arabic: words shaped whole in Noto Sans Arabic, the line read from the right")
  func arabic() throws {
    // 'مرحبا' [47=4+291|104=3+343|417=2+549|979=1+396|771=0+525] = 2,104;
    // 'بالعالم' [770=6+562|667=5+260|47=4+291|12=3+521|667=2+260|47=1+291|102=0+269] = 2,454;
    // the space is Inter's (792 units).
    let line = try lines("مرحبا بالعالم", width: .infinity)[0]
    #expect(abs(line.width - (2104 + interUnits(792) + 2454)) < 1e-9)
    // From the left: the second word, the space, the first word.
    #expect(line.segments.map(\.text) == ["بالعالم", " ", "مرحبا"])
    #expect(
      line.segments.map { $0.fallbackFont?.familyName } == [
        "Noto Sans Arabic", nil, "Noto Sans Arabic",
      ])
    #expect(abs(line.segments[2].x - (2454 + interUnits(792))) < 1e-9)
    let font = try #require(line.segments[2].fallbackFont)
    let placed = font.placedGlyphs(of: "مرحبا")
    #expect(placed.map(\.glyph) == [47, 104, 417, 979, 771])
    #expect(placed.map(\.x) == [0, 291, 634, 1183, 1579])
    // LB18: the break is after the space; each line holds one word.
    let wrapped = try lines("مرحبا بالعالم", width: 3000)
    #expect(wrapped.map(\.text) == ["مرحبا", "بالعالم"])
    #expect(wrapped.map(\.width) == [2104, 2454])
  }

  @Test("Hebrew: Noto Sans Hebrew, the vav's mark offset kept, one word a line when wrapped")
  func hebrew() throws {
    // 'שלום' [23=3+684|124=2@-10,0+291|55=1+522|96=0+730] = 2,227; 'עולם' 684+522+301+593.
    let line = try lines("שלום עולם", width: .infinity)[0]
    #expect(abs(line.width - (2227 + interUnits(792) + 2100)) < 1e-9)
    #expect(line.segments.map(\.text) == ["עולם", " ", "שלום"])
    let font = try #require(line.segments[2].fallbackFont)
    #expect(font.familyName == "Noto Sans Hebrew")
    let placed = font.placedGlyphs(of: "שלום")
    #expect(placed.map(\.glyph) == [23, 124, 55, 96])
    #expect(placed.map(\.x) == [0, 674, 975, 1497])
    #expect(try lines("שלום עולם", width: 3000).map(\.text) == ["שלום", "עולם"])
  }

  @Test("Hindi: conjuncts and vowel signs from Noto Sans Devanagari, breaks at the space")
  func hindi() throws {
    // 'नमस्ते' [44=0+555|50=1+598|215=2+389|40=4+570|75=4+0] = 2,112 (स् is a half form);
    // 'दुनिया' [daudeva=0+520|ivowelsign03deva=2+259|nadeva=2+555|yadeva=4+580|aavowelsign=4+259].
    let line = try lines("नमस्ते दुनिया", width: .infinity)[0]
    #expect(abs(line.width - (2112 + interUnits(792) + 2173)) < 1e-9)
    let font = try #require(line.segments[0].fallbackFont)
    #expect(font.familyName == "Noto Sans Devanagari")
    #expect(font.placedGlyphs(of: "नमस्ते").map(\.glyph) == [44, 50, 215, 40, 75])
    // The vowel sign ि is drawn before the consonant it follows: two glyphs of one cluster.
    #expect(font.placedGlyphs(of: "नि").count == 2)
    let wrapped = try lines("नमस्ते दुनिया", width: 3000)
    #expect(wrapped.map(\.text) == ["नमस्ते", "दुनिया"])
    #expect(wrapped.map(\.width) == [2112, 2173])
  }

  @Test("Thai: no spaces, so lines break between dictionary words (LB SA by ICU)")
  func thai() throws {
    // 'สวัสดี' 2,252 and 'ครับ' [26=0+614|81=1+488|45=1@49,0+0|5=3+604] = 1,706.
    let line = try lines("สวัสดีครับ", width: .infinity)[0]
    #expect(line.width == 3958)
    #expect(line.segments.first?.fallbackFont?.familyName == "Noto Sans Thai")
    let wrapped = try lines("สวัสดีครับ", width: 3000)
    #expect(wrapped.map(\.text) == ["สวัสดี", "ครับ"])
    #expect(wrapped.map(\.width) == [2252, 1706])
  }

  @Test("Chinese: any two ideographs may part, but never before a fullwidth comma or full stop")
  func chinese() throws {
    // Noto Sans CJK SC: every character here is 1,000 units wide.
    let line = try lines("你好，世界。", width: .infinity)[0]
    #expect(line.width == 6000)
    #expect(line.segments.allSatisfy { $0.fallbackFont?.familyName == "Noto Sans CJK SC" })
    // LB13 (no break before CL): "好，" and "界。" stay together; LB31 breaks between ideographs.
    let wrapped = try lines("你好，世界。", width: 2500)
    #expect(wrapped.map(\.text) == ["你", "好，", "世", "界。"])
  }

  @Test("Japanese: kana in Noto Sans CJK JP, the full stop kept with the kana before it")
  func japanese() throws {
    let line = try lines("こんにちは。", width: .infinity)[0]
    #expect(line.width == 6000)
    #expect(line.segments.allSatisfy { $0.fallbackFont?.familyName == "Noto Sans CJK JP" })
    #expect(try lines("こんにちは。", width: 5500).map(\.text) == ["こんにち", "は。"])
  }

  @Test("Emoji: modifier, flag and variation sequences are one glyph each in Noto Color Emoji")
  func emoji() throws {
    // At 2,048 pt: '👍🏽' [2051=0+2550], '🇯🇵' [1639=0+2550], '❤️' [168=0+2550].
    let font = try Font(FontDescription(family: "Inter"), size: 2048)
    let layout = font.layout("👍🏽🇯🇵❤️", options: .init(maxWidth: 6000, numberOfLines: 0))
    // LB30b and LB31: a break between two emoji; LB30a keeps the flag's pair together.
    #expect(layout.lines.map(\.text) == ["👍🏽🇯🇵", "❤️"])
    #expect(layout.lines.map(\.width) == [5100, 2550])
    let emoji = try #require(layout.lines[0].segments.first?.fallbackFont)
    #expect(emoji.familyName == "Noto Color Emoji")
    #expect(emoji.placedGlyphs(of: "👍🏽🇯🇵❤️").map(\.glyph) == [2051, 1639, 168])
  }

  @Test(
    "Mixed direction: digits in a Hebrew sentence keep their order, the words read from the right")
  func numbersInHebrew() throws {
    // Levels (UAX #9): Hebrew 1, the spaces between R and EN 1, '123' 2. From the left: 'עולם',
    // ' ', '123', ' ', 'שלום'. Inter '123' [1308|1704|1792].
    let line = try lines("שלום 123 עולם", width: .infinity)[0]
    #expect(line.segments.map(\.text).joined() == "עולם 123 שלום")
    let digits = try #require(line.segments.first { $0.text == "123" })
    #expect(abs(digits.x - (2100 + interUnits(792))) < 1e-9)
    #expect(
      abs(line.width - (2100 + 2227 + interUnits(2 * 792 + 1308 + 1704 + 1792))) < 1e-9)
  }
}
