import Foundation

/// How large a symbol image is headless, where there is no SF Symbols font (decision IM1).
///
/// The rule: a symbol is a square whose side is the line box of its configured font (ascender
/// minus descender, without leading), times 0.8 for the small scale and 1.3 for the large one,
/// rounded up to the image's pixel grid.
///
/// Why: UIKit sizes a symbol like a glyph of its font. A symbol image's alignment rectangle
/// spans the font's ascender and descender (a 64-point chevron reports insets that make its
/// alignment height the system font's line box at 64 points), so symbols of one configuration
/// share a height whatever their artwork; most symbols are about as wide as they are tall, so
/// a square stands for all of them. Apple documents the small scale as about 20% smaller and
/// the large one as about 30% larger than the medium (default) scale. The configured font is
/// the system font at the configuration's point size, the text style's size for the content
/// size category (body when nothing is given), or the configuration's own font; its metrics
/// come from the same faces as text layout, so a symbol beside a label keeps its proportion.
enum SymbolMetrics {
  /// The factor of the small scale.
  static let smallScaleFactor: CGFloat = 0.8
  /// The factor of the large scale.
  static let largeScaleFactor: CGFloat = 1.3
  /// The text style that sizes a symbol whose configuration gives no size.
  static let defaultTextStyle = UIFont.TextStyle.body

  /// The factor a scale applies to the medium size: `.default` and `.unspecified` are medium.
  static func factor(for scale: UIImage.SymbolScale) -> CGFloat {
    switch scale {
    case .small: smallScaleFactor
    case .large: largeScaleFactor
    case .default, .unspecified, .medium: 1
    }
  }

  /// The font whose glyphs a configuration sizes a symbol like.
  ///
  /// - Parameters:
  ///   - configuration: The symbol configuration.
  ///   - category: The content size category a text style is sized for.
  /// - Returns: The configuration's font, else the system font at its point size or its text
  ///   style's size (the body style's when it gives no size), at its weight.
  static func font(
    for configuration: UIImage.SymbolConfiguration, category: UIContentSizeCategory
  ) -> UIFont {
    switch configuration.size {
    case .font(let font):
      return font
    case .pointSize(let points):
      return .systemFont(ofSize: points, weight: configuration.weight.fontWeight())
    case .textStyle(let style):
      return textStyleFont(style, configuration: configuration, category: category)
    case nil:
      return textStyleFont(defaultTextStyle, configuration: configuration, category: category)
    }
  }

  /// The system font of a text style for a category, at the configuration's weight when it
  /// gives one.
  private static func textStyleFont(
    _ style: UIFont.TextStyle, configuration: UIImage.SymbolConfiguration,
    category: UIContentSizeCategory
  ) -> UIFont {
    let weight =
      configuration.weight == .unspecified
      ? style.weight
      : configuration.weight
        .fontWeight()
    return .systemFont(ofSize: style.pointSize(for: category), weight: weight)
  }

  /// The side of a symbol's square in points, before rounding to pixels.
  ///
  /// - Parameters:
  ///   - configuration: The symbol configuration.
  ///   - category: The content size category; `.unspecified` is the default (large).
  /// - Returns: The font's line box times the scale's factor.
  static func side(
    for configuration: UIImage.SymbolConfiguration, category: UIContentSizeCategory
  ) -> CGFloat {
    let font = font(for: configuration, category: category)
    return (font.ascender - font.descender) * factor(for: configuration.scale)
  }

  /// The pixel size and scale of a symbol image for a configuration and its traits.
  ///
  /// The scale and the content size category are the traits' where they give them, else the
  /// main screen's, as UIKit takes them. Off the main queue, where the screen cannot be read,
  /// they are the default device's scale and the default category (large); image views resolve
  /// symbols with their own traits in any case.
  ///
  /// - Parameter configuration: The symbol configuration, with the traits it is for.
  /// - Returns: The square's side in whole pixels, and the pixels per point.
  static func pixelSize(
    for configuration: UIImage.SymbolConfiguration
  ) -> (pixels: CGSize, scale: CGFloat) {
    let traits = configuration.storedTraitCollection
    var scale = traits?.displayScale ?? 0
    var category = traits?.preferredContentSizeCategory ?? .unspecified
    if scale <= 0 || category == .unspecified {
      let screen = mainScreenTraits()
      if scale <= 0 { scale = screen.scale }
      if category == .unspecified { category = screen.category }
    }
    let side = side(for: configuration, category: category)
    // A hair under a whole pixel still counts as that pixel (floating-point noise).
    let pixels = max(1, (side * scale - 1e-6).rounded(.up))
    return (CGSize(width: pixels, height: pixels), scale)
  }

  /// The main screen's display scale and content size category, or the defaults off the main
  /// queue.
  private static func mainScreenTraits() -> (scale: CGFloat, category: UIContentSizeCategory) {
    guard MainQueue.isCurrent else { return (HeadlessDevice.default.scale, .large) }
    return MainActor.assumeIsolated {
      let traits = UIScreen.main.traitCollection
      return (
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale,
        traits.preferredContentSizeCategory
      )
    }
  }
}
