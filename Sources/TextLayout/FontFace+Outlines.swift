@_implementationOnly import CFreeType

extension FontFace {
  /// The outline of `glyph` in font units (unscaled, unhinted, y up), read once and cached.
  ///
  /// A glyph without an outline (a space, a bitmap-only glyph, an index the face lacks) has no
  /// segments.
  package func outline(ofGlyph glyph: UInt32) -> GlyphOutline {
    lock.lock()
    defer { lock.unlock() }
    if let outline = outlines[glyph] { return outline }
    let outline = decomposeLocked(glyph)
    outlines[glyph] = outline
    return outline
  }

  /// Loads `glyph` unscaled and walks its outline with `FT_Outline_Decompose`; `lock` is held.
  private func decomposeLocked(_ glyph: UInt32) -> GlyphOutline {
    let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_IGNORE_TRANSFORM)
    guard FT_Load_Glyph(face, glyph, flags) == 0,
      let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return GlyphOutline(segments: []) }
    let collector = SegmentCollector()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        SegmentCollector.from(user).append(.move(to: GlyphOutline.Point(to)))
      },
      line_to: { to, user in
        SegmentCollector.from(user).append(.line(to: GlyphOutline.Point(to)))
      },
      conic_to: { control, to, user in
        SegmentCollector.from(user).append(
          .conic(control: GlyphOutline.Point(control), to: GlyphOutline.Point(to)))
      },
      cubic_to: { control1, control2, to, user in
        SegmentCollector.from(user).append(
          .cubic(
            control1: GlyphOutline.Point(control1), control2: GlyphOutline.Point(control2),
            to: GlyphOutline.Point(to)))
      },
      shift: 0, delta: 0)
    let code = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
      FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
    }
    return GlyphOutline(segments: code == 0 ? collector.segments : [])
  }
}

/// Receives the segments `FT_Outline_Decompose` reports through its C callbacks.
private final class SegmentCollector {
  var segments: [GlyphOutline.Segment] = []

  static func from(_ user: UnsafeMutableRawPointer?) -> SegmentCollector {
    guard let user else { preconditionFailure("FT_Outline_Decompose lost its user pointer") }
    return Unmanaged<SegmentCollector>.fromOpaque(user).takeUnretainedValue()
  }

  func append(_ segment: GlyphOutline.Segment) -> Int32 {
    segments.append(segment)
    return 0
  }
}

extension GlyphOutline.Point {
  /// The point FreeType reports (font units when loaded with `FT_LOAD_NO_SCALE`).
  fileprivate init(_ vector: UnsafePointer<FT_Vector>?) {
    let vector = vector?.pointee ?? FT_Vector()
    self.init(x: Double(vector.x), y: Double(vector.y))
  }
}

extension Font {
  /// One glyph of a line of text placed along the baseline.
  package struct PlacedGlyph: Hashable, Sendable {
    /// The glyph index in the font's face.
    package var glyph: UInt32
    /// The x of the glyph's origin from the start of the line, in points.
    package var x: Double
    /// The glyph's origin above the baseline, in points (mark positioning; usually 0).
    package var y: Double = 0
    /// The UTF-8 offset of the first character of the glyph's HarfBuzz cluster.
    package var cluster = 0
  }

  /// The glyphs of `text` as HarfBuzz shapes it, placed as ``advance(of:)`` and
  /// ``kerning(_:_:)`` measure the text (decision TX1).
  ///
  /// Script runs follow each other in logical order; inside a right-to-left run the glyphs come
  /// in HarfBuzz's visual order. Each glyph sits at the pen plus its offset, and the pen moves by
  /// its shaped advance, so the last glyph ends where the measured width of the line ends.
  ///
  /// - Parameters:
  ///   - text: The characters, in logical order.
  ///   - pairKerning: `false` for text whose attributes set a kern.
  /// - Returns: The glyphs, script run after script run, each at its place on the line.
  package func placedGlyphs(of text: String, pairKerning: Bool = true) -> [PlacedGlyph] {
    let scale = scale
    return face.shapedGlyphs(of: text, pairKerning: pairKerning).map { glyph, pen in
      PlacedGlyph(
        glyph: glyph.glyph, x: Double(pen + glyph.offsetX) * scale,
        y: Double(glyph.offsetY) * scale, cluster: glyph.cluster)
    }
  }
}
