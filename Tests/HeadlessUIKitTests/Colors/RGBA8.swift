import Foundation
import HeadlessUIKit

/// A colour as published tables give it: 8-bit red, green and blue, and alpha to two decimals.
struct RGBA8: Equatable, Sendable, CustomStringConvertible {
  let red: Int
  let green: Int
  let blue: Int
  let alphaPercent: Int

  /// Creates a colour from 8-bit components and an alpha from 0 to 1.
  init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    alphaPercent = Int((alpha * 100).rounded())
  }

  /// The variant of `color` shown in an appearance, rounded to 8 bits and whole-percent alpha.
  init(
    _ color: UIColor, dark: Bool = false, increasedContrast: Bool = false, elevated: Bool = false
  ) {
    let components = color.resolvedComponents(
      darkAppearance: dark, increasedContrast: increasedContrast, elevated: elevated)
    self.init(
      Int((components.red * 255).rounded()), Int((components.green * 255).rounded()),
      Int((components.blue * 255).rounded()), Double(components.alpha))
  }

  var description: String { "(\(red), \(green), \(blue), \(alphaPercent)%)" }
}
