import Foundation
import HeadlessUIKit
import Testing

@Suite struct UIImageSymbolConfigurationTests {
  typealias Config = UIImage.SymbolConfiguration

  @Test("Raw values match UIKit's")
  func rawValues() {
    #expect(UIImage.SymbolScale.default.rawValue == -1)
    #expect(UIImage.SymbolScale.unspecified.rawValue == 0)
    #expect(UIImage.SymbolScale.large.rawValue == 3)
    #expect(UIImage.SymbolWeight.unspecified.rawValue == 0)
    #expect(UIImage.SymbolWeight.ultraLight.rawValue == 1)
    #expect(UIImage.SymbolWeight.black.rawValue == 9)
    #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
    #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
  }

  @Test("Configurations with the same attributes are equal; others are not")
  func equality() {
    #expect(Config(pointSize: 20, weight: .bold) == Config(pointSize: 20, weight: .bold))
    #expect(Config(pointSize: 20).hash == Config(pointSize: 20).hash)
    #expect(Config(pointSize: 20) != Config(pointSize: 21))
    #expect(Config(textStyle: .body) != Config(pointSize: 17))
    #expect(Config(scale: .large).isEqual(to: Config(scale: .large)))
    #expect(!Config(scale: .large).isEqual(to: nil))
    #expect(Config.unspecified == Config.unspecified)
    #expect(Config.preferringMulticolor() != Config.preferringMonochrome())
    #expect(Config(paletteColors: [.red, .blue]) == Config(paletteColors: [.red, .blue]))
    #expect(Config(hierarchicalColor: .red) != Config(hierarchicalColor: .blue))
  }

  @Test("Applying lays the other configuration's specified attributes over this one's")
  func applying() {
    let base = Config(pointSize: 20, weight: .bold, scale: .small)
    #expect(
      base.applying(Config(scale: .large)) == Config(pointSize: 20, weight: .bold, scale: .large))
    #expect(
      base.applying(Config(weight: .light)) == Config(pointSize: 20, weight: .light, scale: .small))
    // A text style takes the place of the point size; weight and scale stay.
    let styled = base.applying(Config(textStyle: .title1))
    #expect(styled == Config(textStyle: .title1, scale: .small).applying(Config(weight: .bold)))
    #expect(base.applying(nil) == base)
    #expect(base.applying(Config.unspecified) == base)
    let colored = base.applying(Config(paletteColors: [.red]))
    #expect(colored == base.applying(Config(paletteColors: [.red])))
    #expect(colored != base)
  }

  @Test("Traits merge when applying, the other's specified traits winning")
  func traits() throws {
    let scaled = Config(pointSize: 20).withTraitCollection(UITraitCollection(displayScale: 2))
    #expect(scaled.traitCollection?.displayScale == 2)
    #expect(scaled != Config(pointSize: 20))
    let sized = UITraitCollection(preferredContentSizeCategory: .extraLarge).imageConfiguration
    let merged = scaled.applying(sized)
    #expect(merged.traitCollection?.displayScale == 2)
    #expect(merged.traitCollection?.preferredContentSizeCategory == .extraLarge)
    // Applying a plain configuration keeps the symbol attributes.
    #expect(merged.withTraitCollection(nil) == Config(pointSize: 20))
    let plain = UIImage.Configuration(traitCollection: nil)
    #expect(type(of: plain.applying(Config(pointSize: 9))) == UIImage.Configuration.self)
  }

  @Test("The configurationWithout… methods remove what they name")
  func removing() {
    let full = Config(pointSize: 20, weight: .bold, scale: .large)
    #expect(full.configurationWithoutScale() == Config(pointSize: 20, weight: .bold))
    #expect(
      full.configurationWithoutWeight()
        == Config(pointSize: 20, weight: .unspecified, scale: .large))
    #expect(full.configurationWithoutPointSizeAndWeight() == Config(scale: .large))
    #expect(full.configurationWithoutTextStyle() == full)
    let styled = Config(textStyle: .body, scale: .small).applying(Config(weight: .heavy))
    #expect(
      styled.configurationWithoutTextStyle()
        == Config(weight: .heavy).applying(Config(scale: .small)))
    #expect(
      styled.configurationWithoutPointSizeAndWeight() == Config(textStyle: .body, scale: .small))
  }

  @Test("The description names the class and the specified attributes")
  func description() {
    let text = Config(pointSize: 20, weight: .bold).description
    #expect(text.hasPrefix("<UIImageSymbolConfiguration: 0x"))
    #expect(text.contains("pointSize = 20"))
    #expect(text.contains("weight = bold"))
  }
}
