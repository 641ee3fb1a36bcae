import Foundation

extension UIButton.Configuration {
  /// A button with no background: tinted text and image.
  ///
  /// - Returns: The configuration.
  public static func plain() -> UIButton.Configuration {
    UIButton.Configuration(style: .plain)
  }

  /// A button with a grey background and tinted text and image.
  ///
  /// - Returns: The configuration.
  public static func gray() -> UIButton.Configuration {
    UIButton.Configuration(style: .gray)
  }

  /// A button with a pale background of the tint colour and tinted text and image.
  ///
  /// - Returns: The configuration.
  public static func tinted() -> UIButton.Configuration {
    UIButton.Configuration(style: .tinted)
  }

  /// A button filled with the tint colour, with white text and image.
  ///
  /// - Returns: The configuration.
  public static func filled() -> UIButton.Configuration {
    UIButton.Configuration(style: .filled)
  }

  /// The borderless style: another name for ``plain()``.
  ///
  /// - Returns: The configuration.
  public static func borderless() -> UIButton.Configuration {
    plain()
  }

  /// The bordered style: another name for ``gray()``.
  ///
  /// - Returns: The configuration.
  public static func bordered() -> UIButton.Configuration {
    gray()
  }

  /// The tinted bordered style: another name for ``tinted()``.
  ///
  /// - Returns: The configuration.
  public static func borderedTinted() -> UIButton.Configuration {
    tinted()
  }

  /// The prominent bordered style: another name for ``filled()``.
  ///
  /// - Returns: The configuration.
  public static func borderedProminent() -> UIButton.Configuration {
    filled()
  }
}

extension UIButton.Configuration {
  /// What a size chooses (decision BC1).
  struct Metrics {
    /// The default content insets.
    var contentInsets: NSDirectionalEdgeInsets
    /// The text style of the title.
    var titleStyle: UIFont.TextStyle
    /// The text style of the subtitle.
    var subtitleStyle: UIFont.TextStyle
    /// The background's default corner radius, before the corner style.
    var cornerRadius: CGFloat
  }

  /// The metrics of a size (decision BC1): medium and large take body text, small and mini
  /// subheadline text.
  static func metrics(for size: Size) -> Metrics {
    switch size {
    case .mini, .small:
      Metrics(
        contentInsets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
        titleStyle: .subheadline, subtitleStyle: .footnote, cornerRadius: 14)
    case .medium:
      Metrics(
        contentInsets: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
        titleStyle: .body, subtitleStyle: .subheadline, cornerRadius: 5.95)
    case .large:
      Metrics(
        contentInsets: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20),
        titleStyle: .body, subtitleStyle: .subheadline, cornerRadius: 8.75)
    }
  }

  /// The metrics of the configuration's size.
  var metrics: Metrics { Self.metrics(for: buttonSize) }

  /// The alpha of a tinted button's background colour (decision BC3).
  static let tintedBackgroundAlpha: CGFloat = 0.15

  /// The radii the small, medium and large corner styles substitute (decision BC5).
  static let systemCornerRadii: (small: CGFloat, medium: CGFloat, large: CGFloat) =
    (6, 8.5, 12.5)

  /// The colours the configuration shows, for its state and a tint colour (decision BC3).
  struct ResolvedColors {
    /// The colour of the title, subtitle and image.
    var foreground: UIColor
    /// The colour of the background (clear for none).
    var background: UIColor
  }

  /// The foreground and background colours for the state the configuration was updated for
  /// (the normal state when it was not) and the button's tint colour (decision BC3).
  ///
  /// A disabled button is grey: `tertiaryLabel` content on `tertiarySystemFill` (no background
  /// for the plain style). A selected button whose style updates for selection shows white
  /// content on a solid background of its accent colour. Otherwise the plain, grey and tinted
  /// styles show content in the base foreground colour, else the tint; the filled style in
  /// the base foreground colour, else white. The background is the background configuration's
  /// colour when set, else the base background colour, else clear (plain), `secondarySystemFill`
  /// (grey) or the tint (filled); the tinted style shows its colour at 15% alpha.
  func resolvedColors(tint: UIColor) -> ResolvedColors {
    let state = appearanceState ?? AppearanceState()
    let tinted = baseForegroundColor ?? tint
    var foreground: UIColor
    var fill: UIColor
    switch style {
    case .plain:
      foreground = tinted
      fill = baseBackgroundColor ?? .clear
    case .gray:
      foreground = tinted
      fill = baseBackgroundColor ?? .secondarySystemFill
    case .tinted:
      foreground = tinted
      fill = (baseBackgroundColor ?? tint).withAlphaComponent(Self.tintedBackgroundAlpha)
    case .filled:
      foreground = baseForegroundColor ?? .white
      fill = baseBackgroundColor ?? tint
    }
    if !state.isEnabled {
      foreground = .tertiaryLabel
      fill = style == .plain ? .clear : .tertiarySystemFill
    } else if state.isSelected && automaticallyUpdateForSelection && style != .filled {
      fill = style == .tinted ? (baseBackgroundColor ?? tint) : tinted
      foreground = .white
    }
    if let custom = background.backgroundColor { fill = custom }
    if let transformer = background.backgroundColorTransformer { fill = transformer(fill) }
    return ResolvedColors(foreground: foreground, background: fill)
  }

  /// The corner radius of the background in a rectangle, by the corner style (decision BC5).
  ///
  /// - Parameters:
  ///   - size: The size of the background.
  ///   - traits: The button's traits (the dynamic style scales with the text size).
  /// - Returns: The radius.
  @MainActor func resolvedCornerRadius(for size: CGSize, traits: UITraitCollection) -> CGFloat {
    switch cornerStyle {
    case .fixed: return background.cornerRadius
    case .dynamic:
      return UIFontMetrics(forTextStyle: metrics.titleStyle).scaledValue(
        for: background.cornerRadius, compatibleWith: traits)
    case .small: return Self.systemCornerRadii.small
    case .medium: return Self.systemCornerRadii.medium
    case .large: return Self.systemCornerRadii.large
    case .capsule: return max(0, min(size.width, size.height) / 2)
    }
  }
}
