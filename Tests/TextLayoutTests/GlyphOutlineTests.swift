import Foundation
import Testing

@testable import TextLayout

/// Glyph outlines read from FreeType in font units, and glyph placement along a line.
struct GlyphOutlineTests {
  @Test("An 'H' is one closed contour of straight lines in font units, y up")
  func straightGlyph() throws {
    let font = try Font.dejaVuSans(size: 17)
    let outline = font.face.outline(ofGlyph: font.face.glyph(for: "H"))
    #expect(outline.contourCount == 1)
    var points: [GlyphOutline.Point] = []
    for segment in outline.segments {
      switch segment {
      case .move(let p), .line(let p): points.append(p)
      case .conic, .cubic: Issue.record("'H' has no curves, found \(segment)")
      }
    }
    // DejaVu Sans' 'H' stands on the baseline and reaches the cap height (1493 units).
    #expect(points.map(\.y).min() == 0)
    #expect(points.map(\.y).max() == Double(font.face.tables.capHeight))
    #expect(points.map(\.x).max() ?? 0 < Double(font.face.advance(of: "H")))
  }

  @Test("An 'o' is two contours of quadratic curves")
  func curvedGlyph() throws {
    let font = try Font.dejaVuSans(size: 17)
    let outline = font.face.outline(ofGlyph: font.face.glyph(for: "o"))
    #expect(outline.contourCount == 2)
    #expect(outline.segments.contains { if case .conic = $0 { true } else { false } })
    #expect(!outline.segments.contains { if case .cubic = $0 { true } else { false } })
  }

  @Test("A space has no outline, and outlines are cached per glyph")
  func emptyAndCached() throws {
    let font = try Font.dejaVuSans(size: 17)
    #expect(font.face.outline(ofGlyph: font.face.glyph(for: " ")).segments.isEmpty)
    let glyph = font.face.glyph(for: "g")
    #expect(font.face.outline(ofGlyph: glyph) == font.face.outline(ofGlyph: glyph))
    #expect(!font.face.outline(ofGlyph: glyph).segments.isEmpty)
  }

  @Test("Placed glyphs follow the measured advances and kerning")
  func placement() throws {
    let font = try Font.dejaVuSans(size: 17)
    let text = "AVATAR Hello"
    let placed = font.placedGlyphs(of: text)
    #expect(placed.count == text.count)
    #expect(placed.first?.x == 0)
    // Each glyph ends where the measured width of the text up to it ends (kerning included).
    for (index, (glyph, cluster)) in zip(placed, text).enumerated() {
      let upTo = String(text.prefix(index + 1))
      #expect(
        abs(glyph.x + font.advance(of: cluster) - font.width(of: upTo)) < 1e-9, "glyph \(index)")
    }
    let last = try #require(placed.last)
    let end = last.x + Double(font.face.advance(ofGlyph: last.glyph)) * font.scale
    #expect(abs(end - font.width(of: text)) < 1e-9)
  }

  @Test("A combining mark is placed by the font's mark positioning and adds no advance")
  func combiningMark() throws {
    let font = try Font.dejaVuSans(size: 2048)
    // hb-shape DejaVuSans.ttf 'q◌́x': [q=0+1300|acutecomb=0@-165,0+0|x=2+1212].
    let placed = font.placedGlyphs(of: "q\u{301}x")
    #expect(placed.map(\.x) == [0, 1135, 1300])
    #expect(font.width(of: "q\u{301}x") == 2512)
    // 'e◌́' composes to the face's precomposed é: [eacute=0+1224|x=2+1212].
    #expect(font.placedGlyphs(of: "e\u{301}x").count == 2)
  }
}
