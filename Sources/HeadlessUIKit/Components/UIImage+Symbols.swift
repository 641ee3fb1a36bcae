import Foundation

/// The symbol a symbol image shows: its name, and whether the system provides it.
package struct SymbolSource: Hashable, Sendable {
  /// The symbol's name, such as `star.fill`.
  package let name: String
  /// Whether the symbol is a system symbol (`UIImage(systemName:)`) rather than a custom one
  /// from an asset catalog.
  package let isSystem: Bool
}

/// Symbol images: SF Symbols by name, as sized placeholders (decisions IM1, IM2).
///
/// Headless there is no SF Symbols font, so a symbol image is a square sized like a glyph of
/// its configured font (`SymbolMetrics`), a template image that views tint, and the renderers
/// draw it as a tinted rounded square.
extension UIImage {
  /// Creates an image of a system symbol, sized for the body text style.
  ///
  /// UIKit returns `nil` for a name that is not a symbol. Headless the symbol list is not
  /// known, so any name spelled as symbol names are (lowercase letters, digits and dots, with no
  /// empty part) gives a placeholder and any other name gives `nil` (decision IM2).
  ///
  /// - Parameter name: The symbol's name, such as `star.fill`.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// Creates an image of a system symbol with a configuration.
  ///
  /// - Parameters:
  ///   - name: The symbol's name; see ``init(systemName:)`` for which names give `nil`.
  ///   - configuration: The size, weight, scale, colours and traits, or `nil` for the
  ///     default (body text style, medium scale).
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    guard Self.isSymbolName(name) else { return nil }
    self.init(
      symbol: SymbolSource(name: name, isSystem: true),
      configuration: SymbolConfiguration.of(configuration))
  }

  /// Creates an image of a system symbol for traits: their content size category sizes it and
  /// their display scale gives its scale.
  ///
  /// - Parameters:
  ///   - name: The symbol's name; see ``init(systemName:)`` for which names give `nil`.
  ///   - traitCollection: The traits, or `nil` for the defaults.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(
      systemName: name, withConfiguration: SymbolConfiguration(traits: traitCollection))
  }

  /// Creates an image of a system symbol whose variable parts show a value (iOS 16).
  ///
  /// The value changes which layers a symbol fills, not its size; headless the placeholder has
  /// no layers, so the value is not shown.
  ///
  /// - Parameters:
  ///   - name: The symbol's name; see ``init(systemName:)`` for which names give `nil`.
  ///   - variableValue: The value, from 0 to 1.
  ///   - configuration: The configuration, or `nil` for the default.
  public convenience init?(
    systemName name: String, variableValue: Double, configuration: UIImage.Configuration?
  ) {
    self.init(systemName: name, withConfiguration: configuration)
  }

  /// Creates a symbol image sized for a configuration: a template image.
  convenience init(
    symbol: SymbolSource, configuration: SymbolConfiguration,
    renderingMode: RenderingMode = .alwaysTemplate, tintColor: UIColor? = nil
  ) {
    let (pixels, scale) = SymbolMetrics.pixelSize(for: configuration)
    self.init(
      pixelSize: pixels, scale: scale, renderingMode: renderingMode, symbol: symbol,
      configuration: configuration, tintColor: tintColor)
  }

  /// Whether a name is spelled as symbol names are: lowercase ASCII letters and digits in
  /// parts separated by single dots.
  static func isSymbolName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      !part.isEmpty
        && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// Whether the image is a symbol image (system or custom).
  public var isSymbolImage: Bool {
    symbol != nil
  }

  /// The image's configuration: its traits and, for a symbol image, its symbol attributes.
  public var configuration: UIImage.Configuration? {
    storedConfiguration
  }

  /// The symbol configuration of the image, or `nil` when it has none (images that are not
  /// symbols and were not given one).
  public var symbolConfiguration: UIImage.SymbolConfiguration? {
    storedConfiguration as? SymbolConfiguration
  }

  /// The traits the image is for: its configuration's, else a collection that specifies
  /// nothing.
  public var traitCollection: UITraitCollection {
    storedConfiguration?.traitCollection ?? UITraitCollection()
  }

  /// Returns a copy of the image with a configuration in place of its own.
  ///
  /// A symbol image is sized again for the new configuration; any other image keeps its size
  /// and only records the configuration.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: A new image.
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    guard let symbol else { return copy(configuration: .some(configuration)) }
    return UIImage(
      symbol: symbol, configuration: SymbolConfiguration.of(configuration),
      renderingMode: renderingMode, tintColor: tintColor)
  }

  /// Returns a copy of a symbol image with a symbol configuration laid over its own.
  ///
  /// - Parameter configuration: The configuration to apply; what it specifies wins.
  /// - Returns: The resized symbol image, or `nil` when the image is not a symbol image.
  public func applyingSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration
  ) -> UIImage? {
    guard let symbol else { return nil }
    let current = symbolConfiguration ?? .unspecified
    return UIImage(
      symbol: symbol, configuration: current.applying(configuration),
      renderingMode: renderingMode, tintColor: tintColor)
  }

  /// Returns a copy of the image drawn in a colour, keeping its rendering mode.
  ///
  /// A symbol image is always drawn in this colour; headless a bitmap image, which keeps no
  /// pixels, records the colour only.
  ///
  /// - Parameter color: The colour.
  /// - Returns: A new image.
  public func withTintColor(_ color: UIColor) -> UIImage {
    copy(tintColor: .some(color))
  }

  /// Returns a copy of the image drawn in a colour, with a rendering mode.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - renderingMode: The rendering mode of the copy.
  /// - Returns: A new image.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tintColor: .some(color))
  }

  /// The image as a view shows it: a symbol image resolved with the view's preferred symbol
  /// configuration laid over its own and the view's traits laid over its own; any other image
  /// as it is.
  ///
  /// - Parameters:
  ///   - preferred: The view's preferred symbol configuration, if any.
  ///   - traits: The view's traits.
  /// - Returns: The image to measure and draw.
  func resolvedForDisplay(
    preferred: SymbolConfiguration?, traits: UITraitCollection
  ) -> UIImage {
    guard let symbol else { return self }
    let own = symbolConfiguration ?? .unspecified
    let merged = own.applying(preferred).withTraitCollection(
      Configuration.mergedTraits(own.traitCollection, traits))
    if merged.isEqual(own) { return self }
    return UIImage(
      symbol: symbol, configuration: merged, renderingMode: renderingMode, tintColor: tintColor)
  }
}

extension UIImage.SymbolConfiguration {
  /// A configuration as a symbol configuration: itself, or one with its traits only.
  static func of(_ configuration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
    if let symbol = configuration as? UIImage.SymbolConfiguration { return symbol }
    return UIImage.SymbolConfiguration(traits: configuration?.traitCollection)
  }
}

extension UIImage {
  /// The colour a symbol image is drawn in headless, where its layers are one shape
  /// (decision IM6).
  ///
  /// In order: the colour given by ``withTintColor(_:)``; the configuration's hierarchical
  /// colour or first palette colour; for an image drawn as a template (any rendering mode but
  /// `.alwaysOriginal`), the tint colour of the view showing it; otherwise black, the colour
  /// of a monochrome symbol drawn as is or into a context.
  ///
  /// - Parameter tint: The tint colour of the view showing the image, or `nil` outside a view.
  /// - Returns: The colour.
  package func symbolColor(tint: UIColor?) -> UIColor {
    if let tintColor { return tintColor }
    switch symbolConfiguration?.colors {
    case .hierarchical(let color): return color
    case .palette(let colors) where !colors.isEmpty: return colors[0]
    default: break
    }
    if renderingMode != .alwaysOriginal, let tint { return tint }
    return .black
  }
}
