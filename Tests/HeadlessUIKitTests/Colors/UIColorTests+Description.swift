import Foundation
import HeadlessUIKit
import Testing

@Suite struct UIColorDescriptionTests {
  @Test func fixedColorsPrintColorSpaceAndComponents() {
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
    #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
    #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
    #expect(
      UIColor(red: 1.25, green: -0.5, blue: 0.125, alpha: 0.5).description
        == "UIExtendedSRGBColorSpace 1.25 -0.5 0.125 0.5")
  }

  @Test func resolvedSystemColorsPrintWhatUIKitPrints() {
    // These strings are what UIKit prints for the resolved light and dark variants.
    #expect(
      UIColor.secondarySystemGroupedBackground.resolved(in: .light).description
        == "UIExtendedGrayColorSpace 1 1")
    #expect(
      UIColor.secondarySystemGroupedBackground.resolved(in: .dark).description
        == "UIExtendedSRGBColorSpace 0.109804 0.109804 0.117647 1")
    #expect(
      UIColor.secondaryLabel.resolved(in: .light).description
        == "UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745 0.6")
    #expect(
      UIColor.secondaryLabel.resolved(in: .dark).description
        == "UIExtendedSRGBColorSpace 0.921569 0.921569 0.960784 0.6")
  }

  @Test func systemColorPrintsClassAddressAndName() throws {
    let pattern = try Regex("^<UIDynamicSystemColor: 0x[0-9a-f]+; name = systemRedColor>$")
    #expect(UIColor.systemRed.description.wholeMatch(of: pattern) != nil)
    #expect(UIColor.label.description.hasSuffix("; name = labelColor>"))
  }

  @Test func alphaModifiedColorPrintsItsBaseAndAlpha() throws {
    let pattern = try Regex(
      "^<UIDynamicModifiedColor: 0x[0-9a-f]+; baseColor = "
        + "<UIDynamicSystemColor: 0x[0-9a-f]+; name = systemRedColor>, alpha = 0.5>$")
    #expect(UIColor.systemRed.withAlphaComponent(0.5).description.wholeMatch(of: pattern) != nil)
  }

  @Test func displayP3ColorPrintsAsExtendedSRGB() {
    // Deviation: UIKit prints UIDisplayP3ColorSpace 0 0.823529 0 1 here.
    let green = UIColor(displayP3Red: 0, green: 210.0 / 255, blue: 0, alpha: 1)
    #expect(green.description.hasPrefix("UIExtendedSRGBColorSpace -0.41"))
  }
}
