import Foundation
import HeadlessUIKit
import Testing

@Suite struct CGColorTests {
  @Test func rgbColorHasFourComponentsWithAlphaLast() throws {
    let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4)
    #expect(color.numberOfComponents == 4)
    #expect(try #require(color.components) == [0.25, 0.5, 0.75, 0.4])
    #expect(color.alpha == 0.4)
  }

  @Test func grayColorHasTwoComponents() throws {
    let color = CGColor(gray: 0.3, alpha: 1)
    #expect(color.numberOfComponents == 2)
    #expect(try #require(color.components) == [0.3, 1])
  }

  @Test func alphaIsClampedButComponentsAreKept() throws {
    let color = CGColor(srgbRed: 1.2, green: -0.1, blue: 0.5, alpha: 3)
    #expect(try #require(color.components) == [1.2, -0.1, 0.5, 1])
    #expect(CGColor(gray: 0.5, alpha: -1).alpha == 0)
  }

  @Test func copyWithAlphaKeepsModelAndComponents() throws {
    let copy = try #require(CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.25))
    #expect(copy == CGColor(gray: 0.5, alpha: 0.25))
    let rgbCopy = try #require(CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0))
    #expect(try #require(rgbCopy.components) == [1, 0, 0, 0])
  }

  @Test func equalityComparesModelAndComponents() {
    #expect(
      CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(CGColor(gray: 1, alpha: 1) != CGColor(gray: 1, alpha: 0.5))
    #expect(Set([CGColor(gray: 0, alpha: 1), CGColor.black]).count == 1)
  }

  @Test func constantsAreGrayColors() {
    #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
    #expect(CGColor.white == CGColor(gray: 1, alpha: 1))
    #expect(CGColor.clear == CGColor(gray: 0, alpha: 0))
  }

  @Test func uiColorHandsLayersTheMatchingModel() {
    #expect(UIColor.gray.cgColor.numberOfComponents == 2)
    #expect(UIColor.red.cgColor.numberOfComponents == 4)
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)).cgColor == UIColor.gray.cgColor)
  }
}
