import Foundation

extension UIColor {
  /// Whether the colour has different variants for different appearances.
  package var isDynamic: Bool {
    if case .fixed = storage { return false }
    return true
  }

  /// The colour as it is shown in an appearance: a fixed colour returns itself, a dynamic colour
  /// returns a fixed colour with the components of the matching variant.
  ///
  /// This is the hook for UIKit's `resolvedColor(with:)`, which only has to turn a trait
  /// collection into a ``ColorAppearance``.
  package func resolved(in appearance: ColorAppearance) -> UIColor {
    if case .fixed = storage { return self }
    return UIColor(cgColor: storage.color(in: appearance))
  }

  /// The colour's red, green, blue and alpha components in an appearance; grey colours give
  /// three equal components.
  ///
  /// - Parameters:
  ///   - darkAppearance: Whether the interface style is dark.
  ///   - increasedContrast: Whether Increase Contrast is on.
  ///   - elevated: Whether the content sits at the elevated user-interface level.
  /// - Returns: The components of the variant shown in that appearance.
  package func resolvedComponents(
    darkAppearance: Bool, increasedContrast: Bool = false, elevated: Bool = false
  ) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let appearance = ColorAppearance(
      isDark: darkAppearance, hasIncreasedContrast: increasedContrast, isElevated: elevated)
    return storage.color(in: appearance).rgba
  }
}
