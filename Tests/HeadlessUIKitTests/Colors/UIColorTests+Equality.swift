import Foundation
import HeadlessUIKit
import Testing

@Suite struct UIColorEqualityTests {
  @Test func fixedColorsWithTheSameModelAndComponentsAreEqual() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.white == UIColor(white: 1, alpha: 1))
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor.gray)
    #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
  }

  @Test func grayAndRGBColorsAreNeverEqual() {
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
  }

  @Test func differentComponentsOrAlphaAreNotEqual() {
    #expect(UIColor.red != UIColor(red: 1, green: 0, blue: 0.01, alpha: 1))
    #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
  }

  @Test func dynamicColorsAreEqualOnlyToTheSameDynamicColor() {
    #expect(UIColor.systemRed == UIColor.systemRed)
    #expect(UIColor.systemRed != UIColor.systemOrange)
    #expect(UIColor.systemRed != UIColor(cgColor: UIColor.systemRed.cgColor))
    #expect(UIColor.systemBackground != UIColor.white)
  }

  @Test func alphaModifiedDynamicColorsCompareBaseAndAlpha() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    #expect(faded == UIColor.systemRed.withAlphaComponent(0.5))
    #expect(faded.hash == UIColor.systemRed.withAlphaComponent(0.5).hash)
    #expect(faded != UIColor.systemRed)
    #expect(faded != UIColor.systemRed.withAlphaComponent(0.4))
    #expect(faded != UIColor.systemBlue.withAlphaComponent(0.5))
  }

  @Test func colorsWorkAsSetMembersAndAreNotEqualToOtherObjects() {
    let colors: Set<UIColor> = [
      .red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .systemRed, .white,
    ]
    #expect(colors.count == 3)
    #expect(!UIColor.red.isEqual("red"))
    #expect(!UIColor.red.isEqual(nil))
  }
}
