import Foundation

/// The traits that decide which variant of a dynamic colour is shown.
///
/// UIKit resolves dynamic colours against a `UITraitCollection`; the traits that matter for the
/// system colours are the interface style (light or dark), the accessibility contrast (normal or
/// increased) and the user-interface level (base or elevated). HeadlessUIKit has no trait
/// collection yet, so this value stands in for those three traits. When `UITraitCollection`
/// arrives, `resolvedColor(with:)` only has to turn a trait collection into an appearance.
package struct ColorAppearance: Hashable, Sendable {
  /// Whether the interface style is dark.
  package var isDark: Bool

  /// Whether the user turned on Increase Contrast.
  package var hasIncreasedContrast: Bool

  /// Whether the content sits at the elevated user-interface level (popovers, sheets, split-view
  /// secondary columns); only some dark background colours differ there.
  package var isElevated: Bool

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - isDark: Whether the interface style is dark.
  ///   - hasIncreasedContrast: Whether Increase Contrast is on.
  ///   - isElevated: Whether the content sits at the elevated level.
  package init(isDark: Bool = false, hasIncreasedContrast: Bool = false, isElevated: Bool = false) {
    self.isDark = isDark
    self.hasIncreasedContrast = hasIncreasedContrast
    self.isElevated = isElevated
  }

  /// The light, normal-contrast, base-level appearance: what a light app shows by default, and
  /// the appearance HeadlessUIKit uses wherever UIKit would consult the current trait collection.
  package static let light = ColorAppearance()

  /// The dark, normal-contrast, base-level appearance.
  package static let dark = ColorAppearance(isDark: true)
}
