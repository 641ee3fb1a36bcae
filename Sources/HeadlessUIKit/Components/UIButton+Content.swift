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

  /// The image view, made and added as a subview on first use.
  func imageViewMakingIfNeeded() -> UIImageView {
    if let storedImageView { return storedImageView }
    let imageView = UIImageView(frame: .zero)
    storedImageView = imageView
    insertSubview(imageView, at: 0)
    imageView.image = currentImage
    return imageView
  }

  /// Shows the current title, colour and image, and remeasures.
  func contentDidChange() {
    isUpdatingContent = true
    defer { isUpdatingContent = false }
    if hasTitle || storedTitleLabel != nil {
      _ = label()
      updateTitleLabel()
    }
    if currentImage != nil || storedImageView != nil {
      imageViewMakingIfNeeded().image = currentImage
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
      imageSize: currentImage?.size,
      titleSize: hasTitle ? label().intrinsicContentSize : nil,
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
    storedImageView?.frame = currentImage == nil ? .zero : snapped(frames.image)
    storedTitleLabel?.frame = hasTitle ? snapped(frames.title) : .zero
  }
}
