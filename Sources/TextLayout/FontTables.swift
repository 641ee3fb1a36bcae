@_implementationOnly import CFreeType

/// A face's vertical metrics in font units, as read from its `hhea` and `OS/2` tables.
///
/// These are the values Core Text reports for a TrueType font without the `USE_TYPO_METRICS`
/// flag (decision T3): ascent, descent and line gap from `hhea`; cap height and x-height from
/// `OS/2` (version 2 and later), or, for older tables, from the outlines of "H" and "x".
package struct FontTables: Hashable, Sendable {
  /// `hhea.ascender`: the distance from the baseline up to the line's top (positive).
  package var ascender: Int
  /// `hhea.descender`: the distance from the baseline down to the line's bottom (negative).
  package var descender: Int
  /// `hhea.lineGap`: extra space between lines.
  package var lineGap: Int
  /// `OS/2.sCapHeight`, or the height of "H".
  package var capHeight: Int
  /// `OS/2.sxHeight`, or the height of "x".
  package var xHeight: Int
  /// The centre of the underline above the baseline (negative: below), from `post` as FreeType
  /// reads it (its `underlinePosition` moved down by half the thickness).
  package var underlinePosition: Int
  /// `post.underlineThickness`.
  package var underlineThickness: Int
  /// `OS/2.yStrikeoutPosition`: the top of the strikethrough above the baseline, or half the
  /// x-height plus half the underline thickness without an `OS/2` table.
  package var strikeoutPosition: Int
  /// `OS/2.yStrikeoutSize`, or the underline thickness.
  package var strikeoutSize: Int

  init(face: FT_Face) {
    if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
      let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
      ascender = Int(hhea.Ascender)
      descender = Int(hhea.Descender)
      lineGap = Int(hhea.Line_Gap)
    } else {
      ascender = Int(face.pointee.ascender)
      descender = Int(face.pointee.descender)
      lineGap = Int(face.pointee.height) - ascender + descender
    }
    let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
    if let os2, os2.version >= 2, os2.version != 0xFFFF {
      capHeight = Int(os2.sCapHeight)
      xHeight = Int(os2.sxHeight)
    } else {
      capHeight = Self.outlineTop(face, "H")
      xHeight = Self.outlineTop(face, "x")
    }
    underlinePosition = Int(face.pointee.underline_position)
    underlineThickness = max(Int(face.pointee.underline_thickness), 1)
    if let os2, os2.version != 0xFFFF, os2.yStrikeoutSize > 0 {
      strikeoutPosition = Int(os2.yStrikeoutPosition)
      strikeoutSize = Int(os2.yStrikeoutSize)
    } else {
      strikeoutPosition = xHeight / 2 + underlineThickness / 2
      strikeoutSize = underlineThickness
    }
  }

  private static func outlineTop(_ face: FT_Face, _ scalar: Unicode.Scalar) -> Int {
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
    guard glyph != 0, FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
    return Int(box.yMax)
  }
}
