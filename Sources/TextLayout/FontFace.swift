import Foundation

@_implementationOnly import CFreeType

/// One FreeType face, read in font units (unscaled, unhinted), shared by every size of the font.
///
/// Apple's text system lays text out with unhinted design metrics scaled linearly by the point
/// size, so the face is loaded once per file with `FT_LOAD_NO_SCALE` and each ``Font`` scales the
/// integers it returns (decision T2). FreeType faces are not thread-safe: every call into the face
/// holds ``lock``, and advances are cached per glyph under the same lock.
package final class FontFace: @unchecked Sendable {
  /// The file the face was loaded from.
  package let file: FontFile
  /// Font units per em (2048 for DejaVu Sans).
  package let unitsPerEm: Int
  /// The vertical metrics in font units, read once from the face's tables.
  package let tables: FontTables
  /// Whether the face has a kerning table that `FT_Get_Kerning` reads.
  package let hasKerning: Bool

  let face: FT_Face
  let lock = NSLock()
  private var glyphs: [UInt32: UInt32] = [:]
  private var advances: [UInt32: Int] = [:]
  private var kerns: [UInt64: Int] = [:]
  /// Glyph outlines read so far (see `FontFace+Outlines.swift`), guarded by `lock`.
  var outlines: [UInt32: GlyphOutline] = [:]
  /// The HarfBuzz font over this face, made on first use (see `FontFace+Shaping.swift`).
  var harfBuzz: HarfBuzzFont?
  /// Strings shaped so far, in font units, guarded by `lock`.
  var shapes: [ShapeKey: ShapedAdvances] = [:]
  /// Words shaped so far, in font units, guarded by `lock` (see `FontFace+WordShaping.swift`).
  var words: [ShapeKey: ShapedAdvances] = [:]
  /// The shaped advance of each ASCII byte alone and the pair kerning between two ASCII bytes,
  /// with and without the `kern` feature, in font units; NaN until computed; guarded by `lock`.
  var asciiAdvances = [Double](repeating: .nan, count: 256)
  var asciiPairKerns: [Double] = []  // (2 × 128 × 128 slots, made on first use: 256 KB)

  private static let library = FontLibrary()
  private static let cacheLock = NSLock()
  nonisolated(unsafe) private static var cache: [FontFile: FontFace] = [:]

  /// The face for `file`, opened on first use and then shared.
  ///
  /// - Throws: ``FontError/cannotOpenFace(path:code:)`` when FreeType cannot read the file.
  package static func face(for file: FontFile) throws(FontError) -> FontFace {
    cacheLock.lock()
    defer { cacheLock.unlock() }
    if let face = cache[file] { return face }
    let face = try FontFace(file: file, library: library)
    cache[file] = face
    return face
  }

  private init(file: FontFile, library: FontLibrary) throws(FontError) {
    var opened: FT_Face?
    let code = library.withLibrary { FT_New_Face($0, file.path, file.faceIndex, &opened) }
    guard code == 0, let opened else {
      throw .cannotOpenFace(path: file.path, code: code)
    }
    self.file = file
    self.face = opened
    // FreeType reports 0 units per em for a face without outlines (a colour bitmap font such
    // as Noto Color Emoji); the `head` table still has the design units its metrics are in.
    var unitsPerEm = Int(opened.pointee.units_per_EM)
    if unitsPerEm == 0, let head = FT_Get_Sfnt_Table(opened, FT_SFNT_HEAD) {
      unitsPerEm = Int(head.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
    }
    self.unitsPerEm = max(unitsPerEm, 1)
    self.hasKerning = opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    self.tables = FontTables(face: opened)
  }

  deinit { FT_Done_Face(face) }

  /// The glyph index FreeType maps `scalar` to (0, the missing glyph, when the face has none).
  package func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    return glyphLocked(scalar.value)
  }

  /// The horizontal advance of `glyph` in font units.
  package func advance(ofGlyph glyph: UInt32) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return advanceLocked(glyph)
  }

  /// The advance of the glyph `scalar` maps to, in font units.
  package func advance(of scalar: Unicode.Scalar) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return advanceLocked(glyphLocked(scalar.value))
  }

  /// The kerning adjustment between two glyphs in visual order, in font units (`FT_Get_Kerning`).
  package func kerning(left: UInt32, right: UInt32) -> Int {
    guard hasKerning, left != 0, right != 0 else { return 0 }
    lock.lock()
    defer { lock.unlock() }
    let key = UInt64(left) << 32 | UInt64(right)
    if let kern = kerns[key] { return kern }
    var vector = FT_Vector()
    let code = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
    let kern = code == 0 ? Int(vector.x) : 0
    kerns[key] = kern
    return kern
  }

  private func glyphLocked(_ code: UInt32) -> UInt32 {
    if let glyph = glyphs[code] { return glyph }
    let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(code)))
    glyphs[code] = glyph
    return glyph
  }

  private func advanceLocked(_ glyph: UInt32) -> Int {
    if let advance = advances[glyph] { return advance }
    let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_IGNORE_TRANSFORM)
    let advance =
      FT_Load_Glyph(face, glyph, flags) == 0 ? Int(face.pointee.glyph.pointee.advance.x) : 0
    advances[glyph] = advance
    return advance
  }
}

/// The single FreeType library instance; `FT_New_Face` calls on it are serialised.
private final class FontLibrary: @unchecked Sendable {
  private let lock = NSLock()
  private var library: FT_Library?

  func withLibrary(_ body: (FT_Library?) -> FT_Error) -> FT_Error {
    lock.lock()
    defer { lock.unlock() }
    if library == nil {
      let code = FT_Init_FreeType(&library)
      if code != 0 { return code }
    }
    return body(library)
  }
}
