@_implementationOnly import CFreeType
@_implementationOnly import CHarfBuzz

/// One face's HarfBuzz font and a reusable glyph buffer (decision TX1).
///
/// The HarfBuzz face reads its tables through the FreeType face already open
/// (`hb_ft_face_create_referenced`); the font uses HarfBuzz's OpenType functions at a scale of one
/// unit per font unit, so advances and positions come back unscaled and unhinted, as
/// ``FontFace`` reads them. Every call is made with the owning face's lock held.
final class HarfBuzzFont {
  let font: OpaquePointer
  let buffer: OpaquePointer

  init(face: FT_Face, unitsPerEm: Int) {
    let hbFace = hb_ft_face_create_referenced(face)
    font = hb_font_create(hbFace)
    hb_face_destroy(hbFace)
    hb_ot_font_set_funcs(font)
    hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    buffer = hb_buffer_create()
  }

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(font)
  }

  /// The advance `hmtx` gives `glyph`, before any positioning feature.
  func nominalAdvance(_ glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

  /// Shapes `bytes[range]` (UTF-8) as one script run and calls `body` with the glyphs in
  /// logical order (or HarfBuzz's visual order when `logicalOrder` is `false`).
  ///
  /// - Parameters:
  ///   - bytes: The whole text, which gives HarfBuzz the context around the run.
  ///   - range: The run's bytes.
  ///   - pairKerning: Whether the `kern` feature is on.
  ///   - logicalOrder: Whether right-to-left glyphs come in logical order.
  ///   - body: Receives, for each glyph in logical order, its index, cluster (a byte offset into
  ///     `bytes`), advance and offsets in font units, and whether the run is right to left.
  func shape(
    _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, pairKerning: Bool,
    logicalOrder: Bool = true, _ body: (ShapedGlyph, Bool) -> Void
  ) {
    hb_buffer_clear_contents(buffer)
    bytes.withMemoryRebound(to: CChar.self) { chars in
      hb_buffer_add_utf8(
        buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
        Int32(range.count))
    }
    hb_buffer_guess_segment_properties(buffer)
    let isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    if pairKerning {
      hb_shape(font, buffer, nil, 0)
    } else {
      var feature = hb_feature_t(
        tag: Self.kernTag, value: 0, start: 0, end: UInt32.max)
      hb_shape(font, buffer, &feature, 1)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return }
    let total = Int(count)
    for step in 0..<total {
      let index = isRightToLeft && logicalOrder ? total - 1 - step : step
      let info = infos[index]
      let position = positions[index]
      body(
        ShapedGlyph(
          glyph: info.codepoint, cluster: Int(info.cluster), advance: Int(position.x_advance),
          offsetX: Int(position.x_offset), offsetY: Int(position.y_offset)),
        isRightToLeft)
    }
  }

  /// The script of a scalar (Common and Inherited for characters shared by scripts).
  static func script(of scalar: UInt32) -> UInt32 {
    hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
  }

  /// Whether a script is one that neighbouring characters share (Common, Inherited, Unknown).
  static func isSharedScript(_ script: UInt32) -> Bool {
    script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue
      || script == HB_SCRIPT_UNKNOWN.rawValue
  }

  private static let kernTag: UInt32 =
    UInt32(UInt8(ascii: "k")) << 24 | UInt32(UInt8(ascii: "e")) << 16
    | UInt32(UInt8(ascii: "r")) << 8 | UInt32(UInt8(ascii: "n"))
}

/// One glyph HarfBuzz placed, in font units.
package struct ShapedGlyph: Hashable, Sendable {
  /// The glyph index in the face.
  package var glyph: UInt32
  /// The byte offset (UTF-8) of the first character of the glyph's cluster in the shaped text.
  package var cluster: Int
  /// How far the glyph moves the pen, kerning and other positioning included.
  package var advance: Int
  /// The glyph's offset from the pen, along the line.
  package var offsetX: Int
  /// The glyph's offset from the baseline, up.
  package var offsetY: Int
}
