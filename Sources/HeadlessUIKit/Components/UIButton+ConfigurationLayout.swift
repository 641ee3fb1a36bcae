import Foundation

/// How a configured button measures itself and places its subviews (decisions BC2, BC5).
extension UIButton {
  /// The size of the configured content plus the insets, its text wrapped to a width.
  ///
  /// - Parameter width: The width offered, or `nil` for the natural size.
  /// - Returns: The size.
  func configuredFittingSize(width: CGFloat?) -> CGSize {
    updateConfigurationIfNeeded()
    return configuredLayout()?.fittingSize(width: width) ?? .zero
  }

  /// Places the background, the image (or activity indicator), the title and the subtitle,
  /// origins on the pixel grid, and rounds the background's corners.
  func layOutConfiguredContent() {
    guard let shown = configurationStorage.shown, let layout = configuredLayout() else { return }
    let frames = layout.frames(in: bounds)
    let grid = PixelGrid(scale: (window?.screen ?? UIScreen.main).scale)
    func snapped(_ rect: CGRect) -> CGRect {
      CGRect(origin: grid.snap(rect.origin), size: rect.size)
    }
    if let backgroundView = configurationStorage.backgroundView {
      backgroundView.frame = ConfiguredBackgroundView.frame(
        for: shown.background, in: bounds, margins: .zero)
      let radius = shown.resolvedCornerRadius(
        for: backgroundView.frame.size, traits: traitCollection)
      backgroundView.layer.cornerRadius = radius
      backgroundView.clipsToBounds = radius > 0
    }
    configurationStorage.activityIndicator?.frame = snapped(frames.image)
    storedImageView?.frame =
      shown.image == nil || shown.showsActivityIndicator ? .zero : snapped(frames.image)
    storedTitleLabel?.frame =
      storedTitleLabel?.attributedText == nil ? .zero : snapped(frames.title)
    if let subtitleLabel = configurationStorage.subtitleLabel {
      subtitleLabel.frame = subtitleLabel.attributedText == nil ? .zero : snapped(frames.subtitle)
    }
    storedBackgroundView?.frame = .zero
  }

  /// The layout inputs of the configuration the button shows, or `nil` without one.
  func configuredLayout() -> ButtonConfigurationLayout? {
    guard let shown = configurationStorage.shown else { return nil }
    var layout = ButtonConfigurationLayout()
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let insets = shown.contentInsets
    layout.insets = UIEdgeInsets(
      top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
      bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    if shown.showsActivityIndicator {
      layout.imageSize = configurationStorage.activityIndicator?.intrinsicContentSize
    } else if let image = shown.image {
      layout.imageSize =
        image.resolvedForDisplay(
          preferred: symbolConfiguration(for: shown), traits: traitCollection
        )
        .size
    }
    layout.imageReservation = shown.imageReservation
    if let label = storedTitleLabel, label.attributedText != nil {
      layout.title = { width in Self.measure(label, width: width) }
    }
    if let label = configurationStorage.subtitleLabel, label.attributedText != nil {
      layout.subtitle = { width in Self.measure(label, width: width) }
    }
    layout.placement = placement(of: shown.imagePlacement, rightToLeft: rightToLeft)
    layout.imagePadding = shown.imagePadding
    layout.titlePadding = shown.titlePadding
    layout.textAlignment = configuredLayoutAlignment
    layout.horizontalAlignment = effectiveContentHorizontalAlignment
    layout.verticalAlignment = contentVerticalAlignment
    return layout
  }

  /// A label's size with its text wrapped to a greatest width.
  private static func measure(_ label: UILabel, width: CGFloat) -> CGSize {
    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }

  /// Where the image sits, leading and trailing resolved by the layout direction.
  private func placement(
    of edge: NSDirectionalRectEdge, rightToLeft: Bool
  ) -> ButtonConfigurationLayout.Placement {
    switch edge {
    case .top: .top
    case .bottom: .bottom
    case .trailing: rightToLeft ? .left : .right
    default: rightToLeft ? .right : .left
    }
  }

  /// How the title and subtitle line up, by the title alignment and the image's placement
  /// (decision BC2).
  var configuredLayoutAlignment: ButtonConfigurationLayout.TextAlignment {
    guard let shown = configurationStorage.shown else { return .left }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let leading: ButtonConfigurationLayout.TextAlignment = rightToLeft ? .right : .left
    let trailing: ButtonConfigurationLayout.TextAlignment = rightToLeft ? .left : .right
    switch shown.titleAlignment {
    case .leading: return leading
    case .center: return .center
    case .trailing: return trailing
    case .automatic:
      let hasImage = shown.image != nil || shown.showsActivityIndicator
      guard hasImage else { return leading }
      switch shown.imagePlacement {
      case .top, .bottom: return .center
      case .trailing: return trailing
      default: return leading
      }
    }
  }
}
