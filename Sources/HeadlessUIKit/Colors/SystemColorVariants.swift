import Foundation

/// The appearance variants of one system colour, as the published tables give them.
///
/// Only light, dark and the two increased-contrast variants are required; the elevated variants
/// exist for the dark background colours alone. A variant that is not given falls back to the
/// nearest one that is: elevated to base level, increased contrast to normal contrast.
struct SystemColorVariants: Hashable, Sendable {
  /// UIKit's name for the colour, as its description prints it (`systemRedColor`).
  let name: String
  /// Light, normal contrast.
  let light: CGColor
  /// Dark, normal contrast, base level.
  let dark: CGColor
  /// Light, increased contrast.
  let lightHighContrast: CGColor
  /// Dark, increased contrast, base level.
  let darkHighContrast: CGColor
  /// Dark, normal contrast, elevated level, where it differs from `dark`.
  let darkElevated: CGColor?
  /// Dark, increased contrast, elevated level, where it differs from `darkHighContrast`.
  let darkHighContrastElevated: CGColor?
  /// Whether the colour comes from an asset catalog (`UIColor(named:)`) rather than the system.
  var isCatalogColor = false

  /// Creates the variants of a system colour; missing increased-contrast variants repeat the
  /// normal ones.
  init(
    name: String, light: CGColor, dark: CGColor,
    lightHighContrast: CGColor? = nil, darkHighContrast: CGColor? = nil,
    darkElevated: CGColor? = nil, darkHighContrastElevated: CGColor? = nil
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast ?? light
    self.darkHighContrast = darkHighContrast ?? dark
    self.darkElevated = darkElevated
    self.darkHighContrastElevated = darkHighContrastElevated
  }

  /// The variant shown in an appearance.
  func color(in appearance: ColorAppearance) -> CGColor {
    switch (appearance.isDark, appearance.hasIncreasedContrast, appearance.isElevated) {
    case (false, false, _): light
    case (false, true, _): lightHighContrast
    case (true, false, false): dark
    case (true, false, true): darkElevated ?? dark
    case (true, true, false): darkHighContrast
    case (true, true, true): darkHighContrastElevated ?? darkHighContrast
    }
  }
}
