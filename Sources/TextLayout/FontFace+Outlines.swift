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
    /// The pen position of the glyph's origin from the start of the line, in points.
    package var x: Double
  }

  /// The glyphs of `text` in logical order, placed exactly as ``advance(of:)`` and
  /// ``kerning(_:_:)`` measure the text.
  ///
  /// Each visible scalar of a cluster sits at the pen and moves it by its own advance;
  /// combining scalars (which measure as zero) sit at the position of the scalar before them.
  /// Between clusters the pen moves by the kerning of the pair, so the last glyph ends where
  /// the measured width of the line ends.
  package func placedGlyphs(of text: String) -> [PlacedGlyph] {
    var placed: [PlacedGlyph] = []
    var pen = 0.0
    var previous: Character?
    for cluster in text {
      if let previous { pen += kerning(previous, cluster) }
      var x = pen
      var lastX = pen
      for scalar in cluster.unicodeScalars {
        let glyph = face.glyph(for: scalar)
        if scalar.isZeroAdvance {
          placed.append(PlacedGlyph(glyph: glyph, x: lastX))
        } else {
          placed.append(PlacedGlyph(glyph: glyph, x: x))
          lastX = x
          x += Double(face.advance(ofGlyph: glyph)) * scale
        }
      }
      pen += advance(of: cluster)
      previous = cluster
    }
    return placed
  }
}
