import Foundation

/// How a configured button shows its configuration in its subviews (decisions BC1–BC5, BC9).
///
/// The background configuration shows in a view behind everything; the title in
/// ``UIButton/titleLabel``, the subtitle in ``UIButton/subtitleLabel``, the image in
/// ``UIButton/imageView`` (or an activity indicator in its place). Fonts come from the size,
/// colours from the style and state; the text attributes transformers have the last word.
extension UIButton {
  /// Shows the configuration the button should show now in its subviews.
  func applyConfiguration() {
    guard let shown = effectiveConfiguration else { return }
    configurationStorage.shown = shown
    isUpdatingContent = true
    defer { isUpdatingContent = false }
    let colors = shown.resolvedColors(tint: tintColor)
    applyBackground(shown, fill: colors.background)
    let titleColor =
      shown.baseForegroundColor == nil ? perStateTitleColor ?? colors.foreground : colors.foreground
    let title = styledText(
      shown.attributedTitle, style: shown.metrics.titleStyle, color: titleColor,
      transformer: shown.titleTextAttributesTransformer)
    if title != nil || storedTitleLabel != nil {
      configure(label(), text: title, mode: shown.titleLineBreakMode, color: titleColor)
    }
    let subtitle = styledText(
      shown.attributedSubtitle, style: shown.metrics.subtitleStyle, color: colors.foreground,
      transformer: shown.subtitleTextAttributesTransformer)
    if subtitle != nil || configurationStorage.subtitleLabel != nil {
      configure(
        subtitleLabelMakingIfNeeded(), text: subtitle, mode: shown.subtitleLineBreakMode,
        color: colors.foreground)
    }
    applyImage(shown, foreground: colors.foreground)
    storedBackgroundView?.isHidden = true
  }

  /// The text with the size's font and the foreground colour under its own attributes, passed
  /// through the transformer (decision BC4); `nil` for no text or empty text.
  private func styledText(
    _ text: AttributedString?, style: UIFont.TextStyle, color: UIColor,
    transformer: UIConfigurationTextAttributesTransformer?
  ) -> NSAttributedString? {
    guard let text, !text.characters.isEmpty else { return nil }
    let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    var result = text
    for run in text.runs {
      var attributes = AttributeContainer()
      attributes.font = font
      attributes.merge(run.attributes)
      attributes.foregroundColor = color
      if let transformer { attributes = transformer(attributes) }
      result[run.range].setAttributes(attributes)
    }
    return NSAttributedString(result)
  }

  /// Shows styled text in a label that wraps by a line break mode, aligned as the title
  /// alignment says.
  ///
  /// The label's font and colour are those of the text's start, as UIKit's labels report them.
  private func configure(
    _ label: UILabel, text: NSAttributedString?, mode: NSLineBreakMode, color: UIColor
  ) {
    label.numberOfLines = 0
    label.lineBreakMode = mode
    label.textAlignment = textAlignment
    if let text, text.length > 0 {
      label.font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
      label.textColor = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    } else {
      label.textColor = color
    }
    label.attributedText = text
    label.isHidden = text == nil
  }

  /// The alignment of the title and subtitle text, by the title alignment (decision BC2).
  private var textAlignment: NSTextAlignment {
    switch configuredLayoutAlignment {
    case .left: .left
    case .center: .center
    case .right: .right
    }
  }

  /// The subtitle label, made and added as a subview on first use.
  func subtitleLabelMakingIfNeeded() -> UILabel {
    if let label = configurationStorage.subtitleLabel { return label }
    let label = UIButtonLabel(button: self)
    configurationStorage.subtitleLabel = label
    let wasUpdating = isUpdatingContent
    isUpdatingContent = true
    defer { isUpdatingContent = wasUpdating }
    addSubview(label)
    return label
  }

  /// Shows the background configuration with the resolved fill behind everything.
  private func applyBackground(_ shown: UIButton.Configuration, fill: UIColor) {
    let view = configurationStorage.backgroundView ?? ConfiguredBackgroundView(frame: .zero)
    if configurationStorage.backgroundView == nil {
      configurationStorage.backgroundView = view
      view.isUserInteractionEnabled = false
      insertSubview(view, at: 0)
    }
    var background = shown.background
    background.backgroundColor = fill
    background.backgroundColorTransformer = nil
    view.apply(background)
  }

  /// Shows the image, resized for the title's text style, or the activity indicator in its
  /// place, in the foreground colour after the transformers (decision BC9).
  private func applyImage(_ shown: UIButton.Configuration, foreground: UIColor) {
    if shown.showsActivityIndicator {
      let indicator =
        configurationStorage.activityIndicator ?? UIActivityIndicatorView(style: .medium)
      if configurationStorage.activityIndicator == nil {
        configurationStorage.activityIndicator = indicator
        addSubview(indicator)
      }
      indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
      indicator.startAnimating()
    } else {
      configurationStorage.activityIndicator?.removeFromSuperview()
      configurationStorage.activityIndicator = nil
    }
    guard shown.image != nil || storedImageView != nil else { return }
    let imageView = imageViewMakingIfNeeded()
    imageView.preferredSymbolConfiguration = symbolConfiguration(for: shown)
    imageView.image = shown.image
    imageView.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
    imageView.isHidden = shown.image == nil || shown.showsActivityIndicator
  }

  /// The symbol configuration of the image: the title's text style, with the configuration's
  /// preferred symbol configuration laid over it (decision BC9).
  func symbolConfiguration(for shown: UIButton.Configuration) -> UIImage.SymbolConfiguration {
    let base = UIImage.SymbolConfiguration(textStyle: shown.metrics.titleStyle)
    guard let preferred = shown.preferredSymbolConfigurationForImage else { return base }
    return base.applying(preferred)
  }
}
