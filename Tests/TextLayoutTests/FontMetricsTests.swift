import Testing

@testable import TextLayout

/// Metrics in points, checked against DejaVu Sans's tables (2048 units per em; hhea ascender 1901,
/// descender −483, line gap 0; OS/2 version 1, so cap height and x-height come from the outlines of
/// "H" (1493) and "x" (1120)).
///
/// Values are exact: every one is n × size / 2048.
@Suite struct FontMetricsTests {
  // Decision T3 at 17 pt (the body size, spec 12.5).
  @Test("T3: DejaVu Sans metrics at 17 pt")
  func metricsAt17() throws {
    let font = try Font.dejaVuSans(size: 17)
    #expect(font.face.unitsPerEm == 2048)
    #expect(font.ascender == 15.77978515625)
    #expect(font.descender == -4.00927734375)
    #expect(font.leading == 0)
    #expect(font.lineHeight == 19.7890625)
    #expect(font.capHeight == 12.39306640625)
    #expect(font.xHeight == 9.296875)
  }

  // Decision T3 at 12 pt (caption1, spec 12.5).
  @Test("T3: DejaVu Sans metrics at 12 pt")
  func metricsAt12() throws {
    let font = try Font.dejaVuSans(size: 12)
    #expect(font.ascender == 11.138671875)
    #expect(font.descender == -2.830078125)
    #expect(font.lineHeight == 13.96875)
    #expect(font.capHeight == 8.748046875)
    #expect(font.xHeight == 6.5625)
  }

  // Decision TX11: Inter Regular's tables (Debian fonts-inter 4.0 beta 7): 2816 units per em;
  // hhea ascender 2728, descender −680, line gap 0; OS/2 cap height 2048, x-height 1536.
  @Test("TX11: the system font is Inter, with its table metrics at 17 pt")
  func interMetricsAt17() throws {
    let font = try Font.system(size: 17)
    #expect(font.face.unitsPerEm == 2816)
    #expect(font.ascender == 2728.0 * 17 / 2816)
    #expect(font.descender == -680.0 * 17 / 2816)
    #expect(font.leading == 0)
    #expect(font.lineHeight == 3408.0 * 17 / 2816)
    #expect(font.capHeight == 2048.0 * 17 / 2816)
    #expect(font.xHeight == 1536.0 * 17 / 2816)
  }
}
