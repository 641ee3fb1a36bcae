import Foundation
import HeadlessUIKit
import Testing

/// A system colour with the four variants a published table gives for it.
struct PublishedColor: Sendable, CustomTestStringConvertible {
  let name: String
  let color: UIColor
  let light: RGBA8
  let dark: RGBA8
  let lightHighContrast: RGBA8
  let darkHighContrast: RGBA8

  var testDescription: String { name }

  /// The standard colours, as Apple's Human Interface Guidelines published them for iOS 15–18.
  static let guidelines: [PublishedColor] = [
    .init("systemRed", .systemRed, (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97)),
    .init(
      "systemOrange", .systemOrange, (255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64)),
    .init(
      "systemYellow", .systemYellow, (255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38)),
    .init("systemGreen", .systemGreen, (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91)),
    .init(
      "systemMint", .systemMint, (0, 199, 190), (99, 230, 226), (12, 129, 123), (102, 212, 207)),
    .init("systemTeal", .systemTeal, (48, 176, 199), (64, 200, 224), (0, 130, 153), (93, 230, 255)),
    .init(
      "systemCyan", .systemCyan, (50, 173, 230), (100, 210, 255), (0, 113, 164), (112, 215, 255)),
    .init("systemBlue", .systemBlue, (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255)),
    .init(
      "systemIndigo", .systemIndigo, (88, 86, 214), (94, 92, 230), (54, 52, 163), (125, 122, 255)),
    .init(
      "systemPurple", .systemPurple, (175, 82, 222), (191, 90, 242), (137, 68, 171), (218, 143, 255)
    ),
    .init("systemPink", .systemPink, (255, 45, 85), (255, 55, 95), (211, 15, 69), (255, 100, 130)),
    .init(
      "systemBrown", .systemBrown, (162, 132, 94), (172, 142, 104), (127, 101, 69), (181, 148, 105)),
    .init(
      "systemGray", .systemGray, (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178)),
    .init(
      "systemGray2", .systemGray2, (174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128)),
    .init(
      "systemGray3", .systemGray3, (199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86)),
    .init(
      "systemGray4", .systemGray4, (209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70)),
    .init(
      "systemGray5", .systemGray5, (229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56)),
    .init(
      "systemGray6", .systemGray6, (242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)),
  ]

  private init(
    _ name: String, _ color: UIColor, _ light: (Int, Int, Int), _ dark: (Int, Int, Int),
    _ lightHighContrast: (Int, Int, Int), _ darkHighContrast: (Int, Int, Int)
  ) {
    self.name = name
    self.color = color
    self.light = RGBA8(light.0, light.1, light.2)
    self.dark = RGBA8(dark.0, dark.1, dark.2)
    self.lightHighContrast = RGBA8(lightHighContrast.0, lightHighContrast.1, lightHighContrast.2)
    self.darkHighContrast = RGBA8(darkHighContrast.0, darkHighContrast.1, darkHighContrast.2)
  }
}

@Suite struct UIColorSystemColorsTests {
  @Test(arguments: PublishedColor.guidelines)
  func standardColorMatchesGuidelinesInEveryAppearance(_ published: PublishedColor) {
    #expect(RGBA8(published.color) == published.light)
    #expect(RGBA8(published.color, dark: true) == published.dark)
    #expect(RGBA8(published.color, increasedContrast: true) == published.lightHighContrast)
    #expect(
      RGBA8(published.color, dark: true, increasedContrast: true) == published.darkHighContrast)
    #expect(published.color.isDynamic)
  }

  @Test func labelColorsMatchUIKitInBothAppearances() {
    #expect(RGBA8(.label) == RGBA8(0, 0, 0))
    #expect(RGBA8(.label, dark: true) == RGBA8(255, 255, 255))
    #expect(RGBA8(.secondaryLabel) == RGBA8(60, 60, 67, 0.6))
    #expect(RGBA8(.secondaryLabel, dark: true) == RGBA8(235, 235, 245, 0.6))
    #expect(RGBA8(.tertiaryLabel) == RGBA8(60, 60, 67, 0.3))
    #expect(RGBA8(.quaternaryLabel, dark: true) == RGBA8(235, 235, 245, 0.16))
    #expect(
      RGBA8(.placeholderText, dark: true, increasedContrast: true) == RGBA8(235, 235, 245, 0.38))
  }

  @Test func separatorFillAndLinkColorsMatchUIKit() {
    #expect(RGBA8(.separator) == RGBA8(60, 60, 67, 0.29))
    #expect(RGBA8(.separator, dark: true) == RGBA8(84, 84, 88, 0.6))
    #expect(RGBA8(.opaqueSeparator, dark: true) == RGBA8(56, 56, 58))
    #expect(RGBA8(.systemFill) == RGBA8(120, 120, 128, 0.2))
    #expect(RGBA8(.secondarySystemFill, dark: true) == RGBA8(120, 120, 128, 0.32))
    #expect(RGBA8(.quaternarySystemFill) == RGBA8(116, 116, 128, 0.08))
    #expect(RGBA8(.link, dark: true) == RGBA8(9, 132, 255))
  }

  @Test func backgroundColorsMatchUIKitInBothAppearances() {
    #expect(RGBA8(.systemBackground) == RGBA8(255, 255, 255))
    #expect(RGBA8(.systemBackground, dark: true) == RGBA8(0, 0, 0))
    #expect(RGBA8(.secondarySystemBackground) == RGBA8(242, 242, 247))
    #expect(RGBA8(.secondarySystemBackground, dark: true) == RGBA8(28, 28, 30))
    #expect(RGBA8(.tertiarySystemBackground, dark: true) == RGBA8(44, 44, 46))
    #expect(RGBA8(.systemGroupedBackground) == RGBA8(242, 242, 247))
    #expect(RGBA8(.systemGroupedBackground, dark: true) == RGBA8(0, 0, 0))
    #expect(RGBA8(.secondarySystemGroupedBackground) == RGBA8(255, 255, 255))
    #expect(RGBA8(.secondarySystemGroupedBackground, dark: true) == RGBA8(28, 28, 30))
    #expect(RGBA8(.tertiarySystemGroupedBackground, dark: true) == RGBA8(44, 44, 46))
  }

  @Test func elevatedLevelLightensOnlyDarkBackgrounds() {
    #expect(RGBA8(.systemBackground, dark: true, elevated: true) == RGBA8(28, 28, 30))
    #expect(RGBA8(.secondarySystemBackground, dark: true, elevated: true) == RGBA8(44, 44, 46))
    #expect(
      RGBA8(.systemGroupedBackground, dark: true, increasedContrast: true, elevated: true)
        == RGBA8(36, 36, 38))
    #expect(RGBA8(.systemBackground, elevated: true) == RGBA8(255, 255, 255))
    #expect(RGBA8(.systemRed, dark: true, elevated: true) == RGBA8(255, 69, 58))
  }

  @Test func tintColorResolvesToSystemBlueButIsItsOwnColor() {
    for dark in [false, true] {
      for contrast in [false, true] {
        #expect(
          RGBA8(.tintColor, dark: dark, increasedContrast: contrast)
            == RGBA8(.systemBlue, dark: dark, increasedContrast: contrast))
      }
    }
    #expect(UIColor.tintColor != UIColor.systemBlue)
  }

  @Test func systemColorAccessorsReturnOneSharedInstance() {
    #expect(UIColor.systemRed === UIColor.systemRed)
    #expect(UIColor.label === UIColor.label)
    #expect(UIColor.red === UIColor.red)
  }

  @Test func withAlphaComponentKeepsDynamicColorDynamic() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    #expect(faded.isDynamic)
    #expect(RGBA8(faded) == RGBA8(255, 59, 48, 0.5))
    #expect(RGBA8(faded, dark: true) == RGBA8(255, 69, 58, 0.5))
    #expect(RGBA8(faded, dark: true, increasedContrast: true) == RGBA8(255, 105, 97, 0.5))
    let refaded = faded.withAlphaComponent(0.2)
    #expect(RGBA8(refaded, dark: true) == RGBA8(255, 69, 58, 0.2))
    #expect(RGBA8(UIColor.separator.withAlphaComponent(1), dark: true) == RGBA8(84, 84, 88))
  }

  @Test func resolvingGivesFixedColorOfTheVariant() {
    let dark = UIColor.secondarySystemGroupedBackground.resolved(in: .dark)
    #expect(!dark.isDynamic)
    #expect(dark == UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    #expect(UIColor.secondarySystemGroupedBackground.resolved(in: .light) == UIColor.white)
    #expect(UIColor.red.resolved(in: .dark) === UIColor.red)
  }
}
