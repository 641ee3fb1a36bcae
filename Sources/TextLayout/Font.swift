/// A face at a point size: the one place where font units become points.
///
/// Every metric is the face's design value times `pointSize / unitsPerEm`, unrounded, which is
/// how Core Text scales a TrueType font (decision T3). Values are `Double` points.
package struct Font: Hashable, Sendable {
  /// The shared FreeType face.
  package let face: FontFace
  /// The size in points (the em size).
  package let pointSize: Double

  /// Finds `description` through fontconfig and opens it at `pointSize`.
  ///
  /// - Throws: ``FontError`` naming the font when it is not installed or cannot be opened.
  package init(_ description: FontDescription, size pointSize: Double) throws(FontError) {
    let file = try FontMatcher.file(for: description)
    self.init(face: try FontFace.face(for: file), size: pointSize)
  }

  /// The same face at another size.
  package init(face: FontFace, size pointSize: Double) {
    self.face = face
    self.pointSize = pointSize
  }

  /// The system font stand-in (``SystemFontFamilies/family``) at `size`.
  package static func system(
    size: Double, weight: FontWeight = .regular, isItalic: Bool = false
  ) throws(FontError) -> Font {
    try Font(
      FontDescription(family: SystemFontFamilies.family, weight: weight, isItalic: isItalic),
      size: size)
  }

  /// The monospaced system font stand-in (``SystemFontFamilies/monospacedFamily``) at `size`.
  package static func monospacedSystem(size: Double, weight: FontWeight = .regular)
    throws(FontError) -> Font
  {
    try Font(
      FontDescription(family: SystemFontFamilies.monospacedFamily, weight: weight), size: size)
  }

  /// Points per font unit at this size.
  package var scale: Double { pointSize / Double(face.unitsPerEm) }

  /// The family name the face reports.
  package var familyName: String { face.file.family }

  /// `hhea.ascender` in points: the top of the line box above the baseline (positive).
  package var ascender: Double { Double(face.tables.ascender) * scale }
  /// `hhea.descender` in points: the bottom of the line box below the baseline (negative).
  package var descender: Double { Double(face.tables.descender) * scale }
  /// `hhea.lineGap` in points.
  package var leading: Double { Double(face.tables.lineGap) * scale }
  /// The distance between baselines of consecutive lines: `ascender − descender + leading`.
  package var lineHeight: Double { ascender - descender + leading }
  /// `OS/2.sCapHeight` in points.
  package var capHeight: Double { Double(face.tables.capHeight) * scale }
  /// `OS/2.sxHeight` in points.
  package var xHeight: Double { Double(face.tables.xHeight) * scale }
  /// The centre of the underline above the baseline in points (negative: below).
  package var underlinePosition: Double { Double(face.tables.underlinePosition) * scale }
  /// The underline's thickness in points.
  package var underlineThickness: Double { Double(face.tables.underlineThickness) * scale }
  /// The top of the strikethrough above the baseline in points.
  package var strikeoutPosition: Double { Double(face.tables.strikeoutPosition) * scale }
  /// The strikethrough's thickness in points.
  package var strikeoutSize: Double { Double(face.tables.strikeoutSize) * scale }

  /// Faces are shared, so two fonts are equal when they use the same file at the same size.
  package static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.face === rhs.face && lhs.pointSize == rhs.pointSize
  }

  /// Hashes the file and the size.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(face.file)
    hasher.combine(pointSize)
  }
}
