import Foundation

extension UIButton {
  /// The font of a new title label: the system font at 15 points, for every type (decision B10).
  static let titleFontSize: CGFloat = 15

  /// The value for a state: the state's own, else the `.normal` one.
  static func value<Value>(in values: [UInt: Value], for state: State) -> Value? {
    values[state.rawValue] ?? values[State.normal.rawValue]
  }

  /// The title colour of a type when none is set: the tint colour for system buttons (grey
  /// when disabled), white otherwise.
  var defaultTitleColor: UIColor {
    guard buttonType != .custom else { return .white }
    return state.contains(.disabled) ? .systemGray : .tintColor
  }

  /// Whether the button shows a title: a non-empty plain or styled title for its state.
  var hasTitle: Bool {
    if let styled = currentAttributedTitle { return styled.length > 0 }
    return !(currentTitle ?? "").isEmpty
  }

  /// The title label, made and added as a subview on first use.
  func label() -> UILabel {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UIButtonLabel(button: self)
    storedTitleLabel = label
    isUpdatingContent = true
    defer { isUpdatingContent = false }
    label.font = .systemFont(ofSize: Self.titleFontSize)
    addSubview(label)
    updateTitleLabel()
    return label
  }

  /// The image view, made and added as a subview on first use, above the background (a
  /// configured button's background view, else the background image's view).
  func imageViewMakingIfNeeded() -> UIImageView {
    if let storedImageView { return storedImageView }
    let imageView = UIImageView(frame: .zero)
    storedImageView = imageView
    if let background = configurationStorage.backgroundView ?? storedBackgroundView {
      insertSubview(imageView, aboveSubview: background)
    } else {
      insertSubview(imageView, at: 0)
    }
    imageView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
    imageView.image = currentImage
    return imageView
  }

  /// The image view of the background image, made on first use and kept below everything.
  func backgroundViewMakingIfNeeded() -> UIImageView {
    if let storedBackgroundView { return storedBackgroundView }
    let backgroundView = UIImageView(frame: .zero)
    storedBackgroundView = backgroundView
    insertSubview(backgroundView, at: 0)
    return backgroundView
  }

  /// Follows content size category and display scale changes, which resize symbol images and
  /// a configured button's fonts.
  func buttonDidInitialize() {
    symbolTraitRegistration = registerForTraitChanges(
      [UITraitPreferredContentSizeCategory.self, UITraitDisplayScale.self]
    ) { (button: UIButton, _: UITraitCollection) in
      if button.configurationStorage.configuration != nil {
        button.setNeedsUpdateConfiguration()
      } else if button.currentImage?.isSymbolImage == true {
        button.contentDidChange()
      }
    }
  }

  /// The image for the current state as the button shows it: a symbol image resolved with the
  /// current preferred symbol configuration and the button's traits (decision IM3).
  var displayedImage: UIImage? {
    currentImage?.resolvedForDisplay(
      preferred: currentPreferredSymbolConfiguration, traits: traitCollection)
  }

  /// Shows the current title, colour and image, and remeasures; a configured button asks for a
  /// configuration update instead (decisions BC6, BC7).
  func contentDidChange() {
    if usesConfigurationUpdates { setNeedsUpdateConfiguration() }
    if configurationStorage.configuration != nil { return }
    isUpdatingContent = true
    defer { isUpdatingContent = false }
    if hasTitle || storedTitleLabel != nil {
      _ = label()
      updateTitleLabel()
    }
    if currentImage != nil || storedImageView != nil {
      let imageView = imageViewMakingIfNeeded()
      imageView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
      imageView.image = currentImage
    }
    if currentBackgroundImage != nil || storedBackgroundView != nil {
      backgroundViewMakingIfNeeded().image = currentBackgroundImage
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Copies the current title and colour into the label.
  func updateTitleLabel() {
    guard let label = storedTitleLabel else { return }
    if let styled = currentAttributedTitle {
      label.attributedText = styled
    } else {
      label.text = currentTitle
    }
    label.textColor = currentTitleColor
  }

  /// The layout inputs for the current content.
  func contentLayout() -> ButtonContentLayout {
    ButtonContentLayout(
      imageSize: displayedImage?.size,
      titleSize: hasTitle ? label().intrinsicContentSize : nil,
      backgroundSize: currentBackgroundImage?.size,
      contentEdgeInsets: contentEdgeInsets, imageEdgeInsets: imageEdgeInsets,
      titleEdgeInsets: titleEdgeInsets,
      horizontalAlignment: effectiveContentHorizontalAlignment,
      verticalAlignment: contentVerticalAlignment)
  }

  /// Sets the frames of the image view and the title label, origins on the pixel grid.
  func layOutContent() {
    let frames = contentLayout().frames(in: bounds)
    let grid = PixelGrid(scale: (window?.screen ?? UIScreen.main).scale)
    func snapped(_ rect: CGRect) -> CGRect {
      CGRect(origin: grid.snap(rect.origin), size: rect.size)
    }
    storedBackgroundView?.frame =
      currentBackgroundImage == nil ? .zero : backgroundRect(forBounds: bounds)
    storedImageView?.frame = currentImage == nil ? .zero : snapped(frames.image)
    storedTitleLabel?.frame = hasTitle ? snapped(frames.title) : .zero
  }
}
