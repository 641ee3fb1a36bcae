import Foundation
import TextLayout
import UIGeometry

extension RenderBitmap {
  /// The colour glyphs of a text line (Noto Color Emoji's bitmaps), each placed where its glyph
  /// goes and scaled from its strike to the font's size (decision TX18).
  ///
  /// A bitmap's pixels are the strike's (109 per em for Noto Color Emoji); it is drawn
  /// `pointSize / pixelsPerEm` points per pixel, its left edge `left` strike pixels right of the
  /// glyph's origin and its top `top` pixels above the baseline, as FreeType reports them.
  package static func colorGlyphs(of text: RenderText) -> [RenderBitmap] {
    let font = text.font
    var bitmaps: [RenderBitmap] = []
    var cluster = -1
    var clustersBefore = -1
    for placed in font.placedGlyphs(of: text.text, pairKerning: text.pairKerning) {
      if placed.cluster != cluster {
        cluster = placed.cluster
        clustersBefore += 1
      }
      guard let glyph = font.face.colorBitmap(ofGlyph: placed.glyph),
        glyph.width > 0, glyph.height > 0, glyph.pixelsPerEm > 0
      else { continue }
      let scale = font.pointSize / Double(glyph.pixelsPerEm)
      let x =
        text.origin.x + placed.x + text.tracking * Double(clustersBefore) + Double(glyph.left)
        * scale
      let y = text.origin.y - placed.y - Double(glyph.top) * scale
      bitmaps.append(
        RenderBitmap(
          pixels: Canvas(storage: glyph.rgba, width: glyph.width, height: glyph.height),
          transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)))
    }
    return bitmaps
  }
}
