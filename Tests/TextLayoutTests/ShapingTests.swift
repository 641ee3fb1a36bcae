import Testing

@testable import TextLayout

/// Decision TX1: text is shaped by HarfBuzz.
///
/// Every expected value is the output of HarfBuzz's own `hb-shape` tool (package
/// `libharfbuzz-bin`, HarfBuzz 6.0) for the same font file and text, in font units; each font is
/// opened at its units per em (from its `head` table) so that one point is one font unit.
@Suite("Shaping with HarfBuzz")
struct ShapingTests {
  /// `family` at its units-per-em size.
  private func font(_ family: String, unitsPerEm: Double) throws -> Font {
    try Font(FontDescription(family: family), size: unitsPerEm)
  }

  @Test("GPOS kerning: hb-shape DejaVuSans.ttf 'AVATAR To' advances sum to 10,505 units")
  func kerningFromGPOS() throws {
    let dejaVu = try font("DejaVu Sans", unitsPerEm: 2048)
    // [A=0+1270|V=1+1270|A=2+1242|T=3+1092|A=4+1401|R=5+1423|space=6+651|T=7+903|o=8+1253]
    #expect(dejaVu.width(of: "AVATAR To") == 10505)
    // A's hmtx advance is 1401 (hb-shape --features=-kern: A=0+1401); the pair A V takes 131.
    #expect(dejaVu.kerning("A", "V") == -131)
    #expect(dejaVu.advance(of: "A") == 1401)
  }

  @Test("A kern attribute turns pair kerning off: hb-shape --features=-kern 'AVA' is 3 × 1401")
  func kernAttributeDisablesPairKerning() throws {
    let dejaVu = try font("DejaVu Sans", unitsPerEm: 2048)
    let text = StyledText(runs: [StyledRun("AVA", font: dejaVu, kern: 0)])
    let measured = StyledClusters(text).measured()
    #expect(measured.width(of: 0..<3) == 4203)
  }

  @Test("Ligatures: 'office fi' shapes with DejaVu's ffi and fi ligatures (7,560 units)")
  func ligatures() throws {
    let dejaVu = try font("DejaVu Sans", unitsPerEm: 2048)
    // [o=0+1253|uniFB03=1+1980|c=4+1126|e=5+1260|space=6+651|fi=7+1290]
    let measured = MeasuredText("office fi", measuring: dejaVu)
    #expect(measured.width(of: 0..<9) == 7560)
    // The ligature's advance is shared by the clusters it stands for.
    #expect(measured.width(of: 1..<4) == 1980)
    #expect(measured.width(of: 1..<2) == 660)
    #expect(measured.width(of: 7..<9) == 1290)
    let glyphs = dejaVu.placedGlyphs(of: "ffi").map(\.glyph)
    #expect(glyphs.count == 1)
  }

  @Test("Arabic joins: 'سلام' is seen-initial, lam-alef ligature, meem-final (1,867 units)")
  func arabicContextualForms() throws {
    let arabic = try font("Noto Sans Arabic", unitsPerEm: 1000)
    // hb-shape --no-glyph-names: [769=3+484|705=1+599|1077=0+784], in visual order.
    #expect(arabic.width(of: "سلام") == 1867)
    let placed = arabic.placedGlyphs(of: "سلام")
    #expect(placed.map(\.glyph) == [769, 705, 1077])
    #expect(placed.map(\.x) == [0, 484, 1083])
    // A lone seen takes its isolated form: [uni0633=0+1209].
    #expect(arabic.width(of: "س") == 1209)
  }

  @Test("Devanagari conjunct with a pre-base vowel sign: 'क्षि' is two glyphs, 971 units")
  func devanagariReordering() throws {
    let devanagari = try font("Noto Sans Devanagari", unitsPerEm: 1000)
    // [ivowelsign06deva=0+259|kassadeva=0+712]
    #expect(devanagari.width(of: "क्षि") == 971)
    #expect(devanagari.placedGlyphs(of: "क्षि").map(\.x) == [0, 259])
  }

  @Test("Thai marks are positioned by GPOS: 'สวัสดี' is 2,252 units, the mark offset 10")
  func thaiMarks() throws {
    let thai = try font("Noto Sans Thai", unitsPerEm: 1000)
    // [uni0E2A=0+572|uni0E27=1+492|uni0E31=1@10,0+0|uni0E2A=3+572|uni0E14=4+616|uni0E35=4+0]
    #expect(thai.width(of: "สวัสดี") == 2252)
    let placed = thai.placedGlyphs(of: "สวัสดี")
    #expect(placed.map(\.x) == [0, 572, 1074, 1064, 1636, 2252])
  }

  @Test("Hebrew runs come back in visual order: 'שלום' with the vav's mark offset")
  func hebrewVisualOrder() throws {
    let hebrew = try font("Noto Sans Hebrew", unitsPerEm: 1000)
    // [uni05DD=3+684|uni05D5=2@-10,0+291|uni05DC=1+522|uni05E9=0+730]
    #expect(hebrew.width(of: "שלום") == 2227)
    #expect(hebrew.placedGlyphs(of: "שלום").map(\.x) == [0, 674, 975, 1497])
  }

  @Test("Shaped strings are cached per face and keyed by text and pair kerning")
  func cacheKeys() throws {
    let small = try Font.dejaVuSans(size: 12)
    let large = Font(face: small.face, size: 24)
    let kerned = small.face.shapedAdvances(of: "AV", clusters: ["A", "V"], pairKerning: true)
    let plain = small.face.shapedAdvances(of: "AV", clusters: ["A", "V"], pairKerning: false)
    #expect(kerned.kerns[1] == -131)
    #expect(plain.kerns[1] == 0)
    // One cache entry serves every size: widths scale with the size.
    #expect(large.width(of: "AV") == 2 * small.width(of: "AV"))
    #expect(small.width(of: "AV") == Double(2671) * 12 / 2048)
    // A different string is shaped anew, not read from the entry of a prefix:
    // hb-shape 'AVA' is [A=0+1270|V=1+1270|A=2+1401].
    #expect(small.width(of: "AVA") == Double(3941) * 12 / 2048)
  }
}
