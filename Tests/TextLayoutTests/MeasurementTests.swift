import Testing

@testable import TextLayout

/// Widths of single lines: advances from hmtx, kerning from the kern table, grapheme clusters.
///
/// Expected values are font units (read independently from the TTF tables) × size / 2048.
@Suite struct MeasurementTests {
  @Test func helloWorldAt17And12() throws {
    // 12132 units, no kerning pair inside.
    #expect(try Font.dejaVuSans(size: 17).width(of: "Hello, world") == 100.705078125)
    #expect(try Font.dejaVuSans(size: 12).width(of: "Hello, world") == 71.0859375)
  }

  @Test func kerningPairsApply() throws {
    let font = try Font.dejaVuSans(size: 17)
    // "AV": advances 2802, kern −131.
    #expect(font.width(of: "AV") == units(2671))
    #expect(font.width(of: "A") + font.width(of: "V") == units(2802))
    // "well-known co-operation": advances 25124, kerning +76.
    #expect(font.width(of: "well-known co-operation") == units(25200))
  }

  // Right-to-left text: width is the sum of the Hebrew glyph advances (9546 units); logical
  // order does not change it (no pair of these letters kerns).
  @Test func rightToLeftWidth() throws {
    let font = try Font.dejaVuSans(size: 17)
    #expect(font.width(of: "שלום עולם") == units(9546))
    #expect(font.width(of: String("שלום עולם".reversed())) == units(9546))
  }

  // Decisions TX1 and TX4: a cluster is as wide as the glyphs HarfBuzz makes of it.
  @Test("TX1: a combining mark composes with its base; an emoji with a modifier is one glyph")
  func clustersMeasureAsTheirGlyphs() throws {
    let font = try Font.dejaVuSans(size: 17)
    // hb-shape DejaVuSans.ttf 'e◌́': [eacute=0+1260], as wide as 'e' (1260).
    #expect(font.width(of: "e\u{301}") == font.width(of: "e"))
    #expect(font.width(of: "e\u{301}") == units(1260))
    // DejaVu has no thumbs-up: Noto Color Emoji (2,048 units per em) draws it, and the toned
    // thumb is one glyph as wide as the plain one: hb-shape [gid2051=0+2550], [gid569=0+2550].
    #expect(font.width(of: "👍🏽") == units(2550))
    #expect(font.width(of: "👍🏽") == font.width(of: "👍"))
  }

  @Test func emptyStringHasNoWidth() throws {
    #expect(try Font.dejaVuSans(size: 17).width(of: "") == 0)
  }
}
