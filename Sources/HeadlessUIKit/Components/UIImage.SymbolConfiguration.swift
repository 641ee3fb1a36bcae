import Foundation

extension UIImage {
  /// The size, weight, scale and colours of a symbol image, plus the traits it is for.
  ///
  /// Each attribute may be left unspecified; ``UIImage/Configuration/applying(_:)`` lays one
  /// configuration over another, the other's specified attributes winning. The size comes from
  /// one of a point size, a text style (which follows Dynamic Type) or a font; an unspecified
  /// size is the body text style. How these give a symbol's size headless is
  /// `SymbolMetrics`' rule (decision IM1).
  ///
  /// UIKit makes these only through its factory initializers, so nothing can subclass them;
  /// headless the class is `final`, which no caller can observe.
  ///
  ///     let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
  ///     let image = UIImage(systemName: "star", withConfiguration: config)
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// Where a symbol's size comes from.
    enum Size: Hashable {
      /// A point size of the system font.
      case pointSize(CGFloat)
      /// A text style, sized for the content size category.
      case textStyle(UIFont.TextStyle)
      /// A font, with its size and face.
      case font(UIFont)
    }

    /// How a symbol's layers are coloured.
    enum Colors: Hashable {
      /// One colour, layers at decreasing opacity.
      case hierarchical(UIColor)
      /// One colour per layer.
      case palette([UIColor])
      /// The symbol's own colours where it has them.
      case multicolor
      /// One colour for every layer.
      case monochrome
    }

    /// The size source, or `nil` when unspecified.
    let size: Size?
    /// The weight; `.unspecified` when not given.
    let weight: SymbolWeight
    /// The scale; `.unspecified` when not given.
    let scale: SymbolScale
    /// The colouring, or `nil` when unspecified.
    let colors: Colors?

    /// Creates a configuration from all of its attributes.
    init(
      traits: UITraitCollection?, size: Size?, weight: SymbolWeight, scale: SymbolScale,
      colors: Colors?
    ) {
      self.size = size
      self.weight = weight
      self.scale = scale
      self.colors = colors
      super.init(traits: traits)
    }

    /// Creates a configuration with traits and nothing else specified.
    override convenience init(traits: UITraitCollection?) {
      self.init(traits: traits, size: nil, weight: .unspecified, scale: .unspecified, colors: nil)
    }

    /// Creates a configuration with a copy of this one's attributes, changed where given.
    private func with(
      size: Size?? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
      colors: Colors?? = nil
    ) -> SymbolConfiguration {
      SymbolConfiguration(
        traits: storedTraitCollection, size: size ?? self.size, weight: weight ?? self.weight,
        scale: scale ?? self.scale, colors: colors ?? self.colors)
    }

    /// A configuration that specifies nothing.
    public static var unspecified: SymbolConfiguration {
      SymbolConfiguration(traits: nil)
    }

    /// Creates a configuration sized by a text style, so that the symbol matches text in that
    /// style and follows Dynamic Type.
    ///
    /// - Parameter textStyle: The text style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// Creates a configuration sized by a text style, at a scale.
    ///
    /// - Parameters:
    ///   - textStyle: The text style.
    ///   - scale: The scale relative to text in that style.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(
        traits: nil, size: .textStyle(textStyle), weight: .unspecified, scale: scale, colors: nil)
    }

    /// Creates a configuration sized like the system font at a point size.
    ///
    /// - Parameter pointSize: The font size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// Creates a configuration sized like the system font at a point size, with a weight.
    ///
    /// - Parameters:
    ///   - pointSize: The font size.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// Creates a configuration sized like the system font at a point size, with a weight and a
    /// scale.
    ///
    /// - Parameters:
    ///   - pointSize: The font size.
    ///   - weight: The weight.
    ///   - scale: The scale relative to text of that size.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(
        traits: nil, size: .pointSize(pointSize), weight: weight, scale: scale, colors: nil)
    }

    /// Creates a configuration that gives only a weight.
    ///
    /// - Parameter weight: The weight.
    public convenience init(weight: SymbolWeight) {
      self.init(traits: nil, size: nil, weight: weight, scale: .unspecified, colors: nil)
    }

    /// Creates a configuration that gives only a scale.
    ///
    /// - Parameter scale: The scale.
    public convenience init(scale: SymbolScale) {
      self.init(traits: nil, size: nil, weight: .unspecified, scale: scale, colors: nil)
    }

    /// Creates a configuration sized by a font: its size, face and weight.
    ///
    /// - Parameter font: The font.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// Creates a configuration sized by a font, at a scale.
    ///
    /// - Parameters:
    ///   - font: The font.
    ///   - scale: The scale relative to text in that font.
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(traits: nil, size: .font(font), weight: .unspecified, scale: scale, colors: nil)
    }

    /// Creates a configuration that draws the symbol's layers in one colour at decreasing
    /// opacities.
    ///
    /// - Parameter hierarchicalColor: The colour.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(
        traits: nil, size: nil, weight: .unspecified, scale: .unspecified,
        colors: .hierarchical(hierarchicalColor))
    }

    /// Creates a configuration that draws each of the symbol's layers in its own colour.
    ///
    /// - Parameter paletteColors: The colours, first layer first.
    public convenience init(paletteColors: [UIColor]) {
      self.init(
        traits: nil, size: nil, weight: .unspecified, scale: .unspecified,
        colors: .palette(paletteColors))
    }

    /// A configuration that prefers the symbol's own colours where it has them.
    ///
    /// - Returns: A new configuration.
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(
        traits: nil, size: nil, weight: .unspecified, scale: .unspecified, colors: .multicolor)
    }

    /// A configuration that draws every layer in one colour.
    ///
    /// - Returns: A new configuration.
    public static func preferringMonochrome() -> SymbolConfiguration {
      SymbolConfiguration(
        traits: nil, size: nil, weight: .unspecified, scale: .unspecified, colors: .monochrome)
    }

    /// This configuration, preferring the symbol's own colours.
    ///
    /// - Returns: A new configuration.
    public func configurationPreferringMulticolor() -> SymbolConfiguration {
      with(colors: .some(.multicolor))
    }

    /// This configuration, drawing every layer in one colour.
    ///
    /// - Returns: A new configuration.
    public func configurationPreferringMonochrome() -> SymbolConfiguration {
      with(colors: .some(.monochrome))
    }

    /// This configuration without its text style (a point size or font stays).
    ///
    /// - Returns: A new configuration.
    public func configurationWithoutTextStyle() -> SymbolConfiguration {
      guard case .textStyle = size else { return with() }
      return with(size: .some(nil))
    }

    /// This configuration without its scale.
    ///
    /// - Returns: A new configuration.
    public func configurationWithoutScale() -> SymbolConfiguration {
      with(scale: .unspecified)
    }

    /// This configuration without its weight.
    ///
    /// - Returns: A new configuration.
    public func configurationWithoutWeight() -> SymbolConfiguration {
      with(weight: .unspecified)
    }

    /// This configuration without its point size (or font) and weight; a text style stays.
    ///
    /// - Returns: A new configuration.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      if case .textStyle = size { return with(weight: .unspecified) }
      return with(size: .some(nil), weight: .unspecified)
    }

    /// Whether another symbol configuration has the same traits and attributes.
    ///
    /// - Parameter otherConfiguration: The other configuration, or `nil`.
    /// - Returns: `false` for `nil`.
    public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
      isEqual(otherConfiguration as Any?)
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(size)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(colors)
      return hasher.finalize()
    }

    /// The class, address and specified attributes, in the manner of UIKit's descriptions.
    public override var description: String {
      var parts: [String] = []
      switch size {
      case .pointSize(let points): parts.append("pointSize = \(points)")
      case .textStyle(let style): parts.append("textStyle = \(style.rawValue)")
      case .font(let font): parts.append("font = \(font.fontName) \(font.pointSize)")
      case nil: break
      }
      if weight != .unspecified { parts.append("weight = \(weight)") }
      if scale != .unspecified { parts.append("scale = \(scale)") }
      if let colors { parts.append("colors = \(colors)") }
      if let traits = storedTraitCollection { parts.append("traits = \(traits)") }
      let address = ObjectAddress.of(self)
      return "<UIImageSymbolConfiguration: \(address); \(parts.joined(separator: ", "))>"
    }

    // MARK: Configuration overrides

    override func copy(traits: UITraitCollection?) -> Configuration {
      SymbolConfiguration(traits: traits, size: size, weight: weight, scale: scale, colors: colors)
    }

    override func merged(with other: Configuration) -> Configuration {
      let traits = Self.mergedTraits(storedTraitCollection, other.storedTraitCollection)
      guard let other = other as? SymbolConfiguration else {
        return SymbolConfiguration(
          traits: traits, size: size, weight: weight, scale: scale, colors: colors)
      }
      return SymbolConfiguration(
        traits: traits, size: other.size ?? size,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale,
        colors: other.colors ?? colors)
    }

    override func attributesEqual(_ other: Configuration) -> Bool {
      guard let other = other as? SymbolConfiguration else { return false }
      return size == other.size && weight == other.weight && scale == other.scale
        && colors == other.colors
    }
  }
}
