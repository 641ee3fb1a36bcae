import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// UIFont on the stand-in families: Inter for the system font, DejaVu for the named and
/// monospaced ones (decisions L1–L3, T1, T3, TX11).
@MainActor
struct UIFontTests {
  // Inter Regular's tables: 2816 units per em, hhea ascender 2728, descender −680, line gap 0,
  // OS/2 cap height 2048 and x-height 1536.
  @Test("The 17-point system font has Inter's hhea and OS/2 metrics (decisions T3, TX11)")
  func systemFontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.fontName == "Inter-Regular")
    #expect(font.familyName == "Inter")
    #expect(font.pointSize == 17)
    #expect(isClose(font.ascender, 2728 * 17 / 2816))
    #expect(isClose(font.descender, -680 * 17 / 2816))
    #expect(font.leading == 0)
    #expect(isClose(font.lineHeight, 3408 * 17 / 2816))
    #expect(isClose(font.capHeight, 2048 * 17 / 2816))
    #expect(isClose(font.xHeight, 1536 * 17 / 2816))
  }

  @Test("Metrics scale linearly with the point size")
  func metricsScale() {
    let small = UIFont.systemFont(ofSize: 10)
    let large = small.withSize(30)
    #expect(large.fontName == small.fontName)
    #expect(large.pointSize == 30)
    #expect(isClose(large.ascender, small.ascender * 3))
    #expect(isClose(large.lineHeight, small.lineHeight * 3))
  }

  @Test(
    "Weights pick Inter's face of that weight (decisions L2, TX11)",
    arguments: [
      (UIFont.Weight.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"),
      (.light, "Inter-Light"), (.regular, "Inter-Regular"), (.medium, "Inter-Medium"),
      (.semibold, "Inter-SemiBold"), (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"),
      (.black, "Inter-Black"),
    ])
  func weights(weight: UIFont.Weight, face: String) {
    #expect(UIFont.systemFont(ofSize: 14, weight: weight).fontName == face)
  }

  @Test("Bold, italic and monospaced system fonts")
  func systemVariants() {
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
    #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
    #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == "DejaVuSansMono")
    #expect(
      UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName == "DejaVuSansMono-Bold")
    #expect(
      UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).fontName == "Inter-Regular")
    #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(
      UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
  }

  @Test("init(name:size:) finds PostScript, full and family names, and fails for unknown ones")
  func namedFonts() throws {
    let postScript = try #require(UIFont(name: "DejaVuSerif-Bold", size: 20))
    #expect(postScript.fontName == "DejaVuSerif-Bold")
    #expect(postScript.familyName == "DejaVu Serif")
    #expect(postScript.pointSize == 20)
    #expect(
      try #require(UIFont(name: "DejaVu Sans Mono Bold", size: 9)).fontName == "DejaVuSansMono-Bold"
    )
    #expect(try #require(UIFont(name: "dejavu serif", size: 9)).fontName == "DejaVuSerif")
    #expect(UIFont(name: "Helvetica-NoSuchFace", size: 12) == nil)
  }

  @Test("Fonts are equal when face and size are, and describe themselves as UIKit does")
  func equalityAndDescription() {
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    let description = UIFont.boldSystemFont(ofSize: 17).description
    #expect(description.hasPrefix("<UICTFont: 0x"))
    #expect(
      description.hasSuffix(
        "> font-family: \"Inter-Bold\"; font-weight: bold; font-style: normal; "
          + "font-size: 17.00pt"))
  }

  @Test("Installed families and their faces are listed")
  func familyNames() {
    #expect(UIFont.familyNames.contains("DejaVu Sans"))
    #expect(UIFont.familyNames == UIFont.familyNames.sorted())
    let faces = UIFont.fontNames(forFamilyName: "DejaVu Sans Mono")
    #expect(faces.contains("DejaVuSansMono"))
    #expect(faces.contains("DejaVuSansMono-BoldOblique"))
    #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
  }

  @Test("UIKit's fixed font sizes")
  func fixedSizes() {
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.buttonFontSize == 18)
    #expect(UIFont.systemFontSize == 14)
    #expect(UIFont.smallSystemFontSize == 12)
  }
}

/// UIFontDescriptor (decision L2, L3).
@MainActor
struct UIFontDescriptorTests {
  @Test("A named descriptor makes that font at the requested size")
  func named() {
    let descriptor = UIFontDescriptor(name: "DejaVuSerif", size: 11)
    #expect(descriptor.pointSize == 11)
    #expect(descriptor.postscriptName == "DejaVuSerif")
    #expect(descriptor.fontAttributes[.name] as? String == "DejaVuSerif")
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font.fontName == "DejaVuSerif")
    #expect(font.pointSize == 11)
    #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
  }

  @Test("Symbolic traits pick sibling faces, and nil when the family has none")
  func symbolicTraits() throws {
    let base = UIFont.systemFont(ofSize: 15).fontDescriptor
    let bold = try #require(base.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
    let boldItalic = try #require(base.withSymbolicTraits([.traitBold, .traitItalic]))
    #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Inter-BoldItalic")
    let serif = UIFontDescriptor(name: "DejaVuSerif", size: 10)
    let serifBold = try #require(serif.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: serifBold, size: 0).fontName == "DejaVuSerif-Bold")
    let monospaced = try #require(base.withDesign(.monospaced))
    #expect(UIFont(descriptor: monospaced, size: 0).fontName == "DejaVuSansMono")
    #expect(serif.withDesign(.monospaced) == nil)
  }

  @Test("Attribute dictionaries round-trip family, size, weight and traits")
  func attributes() {
    let descriptor = UIFontDescriptor(fontAttributes: [
      .family: "DejaVu Sans Mono", .size: CGFloat(13),
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold],
    ])
    #expect(descriptor.pointSize == 13)
    #expect(UIFont(descriptor: descriptor, size: 0).fontName == "DejaVuSansMono-Bold")
    #expect(descriptor.fontAttributes[.family] as? String == "DejaVu Sans Mono")
    let resized = descriptor.withSize(20).addingAttributes([.family: "DejaVu Serif"])
    #expect(UIFont(descriptor: resized, size: 0).fontName == "DejaVuSerif-Bold")
    #expect(UIFont(descriptor: resized, size: 0).pointSize == 20)
  }

  @Test("A descriptor naming a missing font gives the system font and logs (decision L3)")
  func missingFont() {
    var font: UIFont?
    let log = Diagnostics.capture {
      font = UIFont(descriptor: UIFontDescriptor(name: "Helvetica-NoSuchFace", size: 12), size: 0)
    }
    #expect(font?.fontName == "Inter-Regular")
    #expect(font?.pointSize == 12)
    #expect(log.contains { $0.contains("Font Helvetica-NoSuchFace is not available") })
  }
}
