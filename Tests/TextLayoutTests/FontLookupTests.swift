import Testing

@testable import TextLayout

/// Font lookup through fontconfig: families, weights, styles and the typed error.
@Suite struct FontLookupTests {
  private let directory = "/usr/share/fonts/truetype/dejavu/"

  private let inter = "/usr/share/fonts/opentype/inter/"

  // Decisions T1 and TX11: the system font stands in as Inter (DejaVu Sans without it), the
  // monospaced one as DejaVu Sans Mono.
  @Test("TX11: system and monospaced system fonts resolve to Inter and DejaVu Sans Mono")
  func systemFamilies() throws {
    #expect(try Font.system(size: 17).face.file.path == inter + "Inter-Regular.otf")
    #expect(try Font.system(size: 17).familyName == "Inter")
    #expect(try Font.monospacedSystem(size: 12).face.file.path == directory + "DejaVuSansMono.ttf")
  }

  @Test("TX11: without Inter installed, the system family is DejaVu Sans")
  func systemFamilyFallsBackToDejaVu() {
    #expect(SystemFontFamilies.defaultFamily { _ in false } == "DejaVu Sans")
    #expect(SystemFontFamilies.defaultFamily { $0 == "Inter" } == "Inter")
  }

  // Weights and slant pick the nearest face of the family. Inter has a face for each of the nine
  // weights, each with an italic (Debian fonts-inter); DejaVu Sans has ExtraLight, Book and Bold.
  @Test("TX11: each system weight has its own Inter face; DejaVu Sans takes the nearest")
  func weightsAndItalicPickTheNearestFace() throws {
    let expected: [(FontWeight, String)] = [
      (.thin, "Inter-Thin.otf"), (.ultraLight, "Inter-ExtraLight.otf"),
      (.light, "Inter-Light.otf"), (.regular, "Inter-Regular.otf"),
      (.medium, "Inter-Medium.otf"), (.semibold, "Inter-SemiBold.otf"),
      (.bold, "Inter-Bold.otf"), (.heavy, "Inter-ExtraBold.otf"), (.black, "Inter-Black.otf"),
    ]
    for (weight, file) in expected {
      #expect(try Font.system(size: 12, weight: weight).face.file.path == inter + file)
    }
    #expect(try Font.system(size: 12, isItalic: true).face.file.path == inter + "Inter-Italic.otf")
    #expect(
      try Font.system(size: 12, weight: .bold, isItalic: true).face.file.path
        == inter + "Inter-BoldItalic.otf")
    #expect(try Font.dejaVuSans(size: 12, weight: .bold).face.file.style == "Bold")
    #expect(try Font.dejaVuSans(size: 12, weight: .semibold).face.file.style == "Bold")
    #expect(try Font.dejaVuSans(size: 12, weight: .ultraLight).face.file.style == "ExtraLight")
    #expect(
      try Font.dejaVuSans(size: 12, isItalic: true).face.file.path
        == directory + "DejaVuSans-Oblique.ttf")
    #expect(
      try Font.dejaVuSans(size: 12, weight: .bold, isItalic: true).face.file.path
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
        + "\"No Such Font\" (for Inter or DejaVu, install the fonts-inter or fonts-dejavu-core "
        + "package)")
  }
}
