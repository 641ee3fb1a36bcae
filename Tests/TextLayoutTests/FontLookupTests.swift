import Testing

@testable import TextLayout

/// Font lookup through fontconfig: families, weights, styles and the typed error.
@Suite struct FontLookupTests {
  private let directory = "/usr/share/fonts/truetype/dejavu/"

  // Decision T1: the system font stands in as DejaVu Sans, the monospaced one as DejaVu Sans Mono.
  @Test("T1: system and monospaced system fonts resolve to the DejaVu files")
  func systemFamilies() throws {
    #expect(try Font.system(size: 17).face.file.path == directory + "DejaVuSans.ttf")
    #expect(try Font.system(size: 17).familyName == "DejaVu Sans")
    #expect(try Font.monospacedSystem(size: 12).face.file.path == directory + "DejaVuSansMono.ttf")
  }

  // Weights and slant pick the nearest face of the family (DejaVu Sans: ExtraLight, Book, Bold).
  @Test func weightsAndItalicPickTheNearestFace() throws {
    #expect(try Font.system(size: 12, weight: .bold).face.file.style == "Bold")
    #expect(try Font.system(size: 12, weight: .semibold).face.file.style == "Bold")
    #expect(try Font.system(size: 12, weight: .ultraLight).face.file.style == "ExtraLight")
    #expect(
      try Font.system(size: 12, isItalic: true).face.file.path
        == directory + "DejaVuSans-Oblique.ttf")
    #expect(
      try Font.system(size: 12, weight: .bold, isItalic: true).face.file.path
        == directory + "DejaVuSans-BoldOblique.ttf")
  }

  // Faces are shared per file: two sizes of one font use one FreeType face.
  @Test func facesAreSharedAcrossSizes() throws {
    let small = try Font.system(size: 12)
    let large = try Font.system(size: 17)
    #expect(small.face === large.face)
    #expect(small != large)
    #expect(small == (try Font.system(size: 12)))
  }

  // fontconfig substitutes another family for a missing one; the lookup refuses it and names it.
  @Test func missingFamilyIsATypedErrorNamingTheFont() {
    let missing = FontDescription(family: "No Such Font", weight: .bold)
    #expect(throws: FontError.fontNotFound(missing)) { try Font(missing, size: 12) }
    #expect(
      FontError.fontNotFound(missing).description
        == "No font matches \"No Such Font\" weight 700: fontconfig knows no face of family "
        + "\"No Such Font\" (for DejaVu, install the fonts-dejavu-core package)")
  }
}
