import Foundation
import HeadlessUIKit
import Testing

@Suite struct UIColorFixedColorsTests {
  @Test func grayColorsHaveDocumentedGrayLevels() {
    let expected: [(UIColor, CGFloat, CGFloat)] = [
      (.black, 0, 1), (.darkGray, 1.0 / 3, 1), (.gray, 0.5, 1), (.lightGray, 2.0 / 3, 1),
      (.white, 1, 1), (.clear, 0, 0), (.lightText, 1, 0.6), (.darkText, 0, 1),
    ]
    for (color, expectedWhite, expectedAlpha) in expected {
      var (white, alpha): (CGFloat, CGFloat) = (-1, -1)
      #expect(color.getWhite(&white, alpha: &alpha), "\(color) is a grey colour")
      #expect(white == expectedWhite)
      #expect(alpha == expectedAlpha)
    }
  }

  @Test func rgbColorsHaveDocumentedComponents() {
    let expected: [(UIColor, [CGFloat])] = [
      (.red, [1, 0, 0]), (.green, [0, 1, 0]), (.blue, [0, 0, 1]), (.cyan, [0, 1, 1]),
      (.yellow, [1, 1, 0]), (.magenta, [1, 0, 1]), (.orange, [1, 0.5, 0]),
      (.purple, [0.5, 0, 0.5]), (.brown, [0.6, 0.4, 0.2]),
    ]
    for (color, components) in expected {
      #expect(color.cgColor.components == components + [1], "\(color)")
      #expect(!color.isDynamic)
    }
  }

  @Test func fixedColorsLookTheSameInDarkMode() {
    #expect(RGBA8(.darkText, dark: true) == RGBA8(0, 0, 0))
    #expect(RGBA8(.orange, dark: true, increasedContrast: true) == RGBA8(255, 128, 0))
  }
}
