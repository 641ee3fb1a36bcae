@_implementationOnly import CFreeType

extension FontFace {
  /// A glyph drawn as a colour bitmap (an emoji of Noto Color Emoji's `CBDT` table), as FreeType
  /// loads it with `FT_LOAD_COLOR` from the face's largest strike (decision TX18).
  package struct ColorBitmap: Hashable, Sendable {
    /// The bitmap's width in pixels of the strike.
    package var width: Int
    /// The bitmap's height in pixels of the strike.
    package var height: Int
    /// The pixels, row by row from the top, as premultiplied RGBA bytes.
    package var rgba: [UInt8]
    /// The bitmap's left edge right of the pen, in pixels of the strike.
    package var left: Int
    /// The bitmap's top edge above the baseline, in pixels of the strike.
    package var top: Int
    /// The strike's pixels per em: the bitmap is drawn scaled by the point size over this.
    package var pixelsPerEm: Int
  }

  /// Whether the face holds colour glyphs (`FT_FACE_FLAG_COLOR`).
  package var hasColorGlyphs: Bool {
    face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
  }

  /// The colour bitmap of `glyph`, or `nil` when the face has none for it.
  package func colorBitmap(ofGlyph glyph: UInt32) -> ColorBitmap? {
    guard hasColorGlyphs, face.pointee.num_fixed_sizes > 0,
      let sizes = face.pointee.available_sizes
    else { return nil }
    lock.lock()
    defer { lock.unlock() }
    var strike = 0
    for index in 0..<Int(face.pointee.num_fixed_sizes)
    where sizes[index].y_ppem > sizes[strike].y_ppem {
      strike = index
    }
    guard FT_Select_Size(face, FT_Int(strike)) == 0,
      FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0,
      let slot = face.pointee.glyph
    else { return nil }
    let bitmap = slot.pointee.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer
    else { return nil }
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
      for column in 0..<width {
        let pixel = source + column * 4
        let target = (row * width + column) * 4
        rgba[target] = pixel[2]
        rgba[target + 1] = pixel[1]
        rgba[target + 2] = pixel[0]
        rgba[target + 3] = pixel[3]
      }
    }
    return ColorBitmap(
      width: width, height: height, rgba: rgba, left: Int(slot.pointee.bitmap_left),
      top: Int(slot.pointee.bitmap_top), pixelsPerEm: Int(sizes[strike].y_ppem) / 64)
  }
}
