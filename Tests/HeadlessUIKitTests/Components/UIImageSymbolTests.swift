import Foundation
import HeadlessUIKit
import Testing

/// The side a symbol placeholder has by decision IM1: the font's line box (ascender minus
/// descender) times the scale factor, rounded up to whole pixels.
func symbolSide(_ font: UIFont, factor: CGFloat = 1, scale: CGFloat = 3) -> CGFloat {
  ((font.ascender - font.descender) * factor * scale - 1e-6).rounded(.up) / scale
}

@MainActor
@Suite struct UIImageSymbolTests {
  @Test("IM1: an unconfigured symbol is a square template image sized for the body style")
  func defaultSymbol() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    #expect(star.isSymbolImage)
    #expect(star.renderingMode == .alwaysTemplate)
    #expect(star.scale == 3)
    #expect(star.size.width == star.size.height)
    // The body style is 17 points at the default content size category.
    #expect(star.size.height == symbolSide(.systemFont(ofSize: 17)))
    #expect(star.symbolConfiguration != nil)
    #expect(star.configuration === star.symbolConfiguration)
  }

  @Test("IM1: a symbol is as tall as a line of text in its font, as symbols align with text")
  func symbolMatchesText() throws {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Body"
    let symbol = try #require(UIImage(systemName: "heart"))
    #expect(abs(symbol.size.height - label.intrinsicContentSize.height) <= 1)
    let big = try #require(
      UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
    label.font = .systemFont(ofSize: 40)
    #expect(abs(big.size.height - label.intrinsicContentSize.height) <= 1)
  }

  @Test("IM1: the point size scales a symbol in proportion")
  func pointSizes() throws {
    for points: CGFloat in [12, 24, 64] {
      let image = try #require(
        UIImage(
          systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: points)))
      #expect(image.size.height == symbolSide(.systemFont(ofSize: points)))
    }
    let small = try #require(
      UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)))
    let large = try #require(
      UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
    #expect(abs(large.size.height - 2 * small.size.height) <= 2 / 3)
  }

  @Test("IM1: small is about 20% smaller and large about 30% larger than medium")
  func scales() throws {
    func side(_ scale: UIImage.SymbolScale) throws -> CGFloat {
      let config = UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: scale)
      return try #require(UIImage(systemName: "bell", withConfiguration: config)).size.height
    }
    let medium = try side(.medium)
    #expect(try side(.default) == medium)
    #expect(try side(.unspecified) == medium)
    #expect(abs(try side(.small) - medium * 0.8) <= 1.0 / 3)
    #expect(abs(try side(.large) - medium * 1.3) <= 1.0 / 3)
    let font = UIFont.systemFont(ofSize: 30)
    #expect(try side(.large) == symbolSide(font, factor: 1.3))
  }

  @Test("IM1: a text style sizes a symbol like that style's font")
  func textStyles() throws {
    func side(_ style: UIFont.TextStyle) throws -> CGFloat {
      let config = UIImage.SymbolConfiguration(textStyle: style)
      return try #require(UIImage(systemName: "bell", withConfiguration: config)).size.height
    }
    #expect(try side(.largeTitle) == symbolSide(.systemFont(ofSize: 34)))
    #expect(try side(.title1) == symbolSide(.systemFont(ofSize: 28)))
    #expect(try side(.caption2) == symbolSide(.systemFont(ofSize: 11)))
    #expect(try side(.body) == UIImage(systemName: "bell")?.size.height)
    // The headline is the body's size in a heavier weight.
    #expect(try side(.headline) == symbolSide(.systemFont(ofSize: 17, weight: .semibold)))
  }

  @Test("IM1: the traits' content size category sizes text-style and default symbols")
  func dynamicType() throws {
    let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let body = try #require(UIImage(systemName: "star", compatibleWith: huge))
    // The body style is 53 points at the largest accessibility size.
    #expect(body.size.height == symbolSide(.systemFont(ofSize: 53)))
    let caption = UIImage.SymbolConfiguration(textStyle: .caption1).withTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .extraSmall))
    let image = try #require(UIImage(systemName: "star", withConfiguration: caption))
    #expect(image.size.height == symbolSide(.systemFont(ofSize: 11)))
    // A point size does not follow Dynamic Type.
    let fixed = UIImage.SymbolConfiguration(pointSize: 20).withTraitCollection(huge)
    let fixedImage = try #require(UIImage(systemName: "star", withConfiguration: fixed))
    #expect(fixedImage.size.height == symbolSide(.systemFont(ofSize: 20)))
  }

  @Test("IM1: the traits' display scale is the image's scale and its pixel grid")
  func displayScale() throws {
    let image = try #require(
      UIImage(systemName: "star", compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(image.scale == 2)
    #expect(image.size.height == symbolSide(.systemFont(ofSize: 17), scale: 2))
    #expect((image.size.height * 2).rounded() == image.size.height * 2)
  }

  @Test("IM1: a font configuration sizes a symbol like that font")
  func fontConfiguration() throws {
    let font = UIFont.systemFont(ofSize: 22, weight: .bold)
    let image = try #require(
      UIImage(systemName: "bolt", withConfiguration: UIImage.SymbolConfiguration(font: font)))
    #expect(image.size.height == symbolSide(font))
  }

  @Test("IM2: names spelled as symbol names give placeholders; other names give nil")
  func names() {
    for name in ["star", "star.fill", "0.circle", "arrow.up.left.and.arrow.down.right", "a"] {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
    for name in ["", "Star", "my image", "star..fill", ".star", "star.", "étoile", "icon_back"] {
      #expect(UIImage(systemName: name) == nil, "\(name)")
    }
    let wifi = UIImage(systemName: "wifi", variableValue: 0.5, configuration: nil)
    #expect(wifi?.size == UIImage(systemName: "wifi")?.size)
  }

  @Test("Images that are not symbols report no symbol configuration")
  func bitmapImages() throws {
    let image = UIImage()
    #expect(!image.isSymbolImage)
    #expect(image.symbolConfiguration == nil)
    #expect(image.configuration == nil)
    #expect(image.applyingSymbolConfiguration(.init(pointSize: 30)) == nil)
    let traits = UITraitCollection(displayScale: 2)
    let configured = image.withConfiguration(traits.imageConfiguration)
    #expect(configured.size == .zero)
    #expect(configured.traitCollection.displayScale == 2)
  }

  @Test("withConfiguration replaces a symbol's configuration; applying lays one over it")
  func replacingAndApplying() throws {
    let base = try #require(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
    let replaced = base.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(replaced.size.height == symbolSide(.systemFont(ofSize: 17), factor: 1.3))
    let applied = try #require(
      base.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
    #expect(applied.size.height == symbolSide(.systemFont(ofSize: 30), factor: 1.3))
    #expect(
      applied.symbolConfiguration?.isEqual(
        to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)) == true)
    #expect(applied.renderingMode == .alwaysTemplate)
  }

  @Test("withTintColor keeps the rendering mode unless given one")
  func tintColor() throws {
    let symbol = try #require(UIImage(systemName: "star"))
    let red = symbol.withTintColor(.red)
    #expect(red.renderingMode == .alwaysTemplate)
    #expect(red.size == symbol.size)
    #expect(red.isSymbolImage)
    let original = symbol.withTintColor(.red, renderingMode: .alwaysOriginal)
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(symbol.withRenderingMode(.alwaysOriginal).isSymbolImage)
  }
}
