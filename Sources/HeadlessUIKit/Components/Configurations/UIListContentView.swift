import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image view, a text label and a
/// secondary text label, laid out like UIKit's list rows (iOS 14, decision CV8).
///
/// The image sits at the leading margin, centred vertically; the texts follow it after
/// ``UIListContentConfiguration/imageToTextPadding``. Stacked texts are centred as a block;
/// side-by-side texts (a value cell's) are centred each, the secondary text against the
/// trailing margin, and stack when they do not fit the width. The view is as tall as its
/// margins plus the taller of the image and the texts.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The list configuration shown.
  private var listConfiguration: UIListContentConfiguration

  /// The image view.
  let imageView = UIImageView(frame: .zero)

  /// The text label.
  let textLabel = UILabel(frame: .zero)

  /// The secondary text label.
  let secondaryTextLabel = UILabel(frame: .zero)

  /// Creates a view that shows a configuration.
  ///
  /// - Parameter configuration: The configuration.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  /// Creates a view with a cell configuration from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    listConfiguration = UIListContentConfiguration(
      style: .cell,
      text: .init(font: .systemFont(ofSize: 17), color: .label),
      secondary: .init(font: .systemFont(ofSize: 15), color: .secondaryLabel),
      margins: UIListContentConfiguration.cellMargins)
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(listConfiguration)
  }

  /// The configuration shown; setting a list configuration updates the view, any other type is
  /// ignored as UIKit does not support it.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  /// Whether a configuration is a list configuration.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: Whether the view can show it.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// Puts the image and the texts in place, the content box centred between the margins.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let plan = layoutPlan(width: bounds.width)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let room = bounds.height - plan.margins.top - plan.margins.bottom
    let top = pixelRounded(plan.margins.top + (room - plan.contentHeight) / 2)
    func place(_ view: UIView, _ rect: CGRect, shown: Bool) {
      view.isHidden = !shown
      guard shown else { return }
      var frame = rect.offsetBy(dx: 0, dy: top)
      if rtl { frame.origin.x = bounds.width - frame.maxX }
      view.frame = frame
    }
    place(imageView, plan.image, shown: listConfiguration.image != nil)
    place(textLabel, plan.text, shown: listConfiguration.displayedText != nil)
    place(
      secondaryTextLabel, plan.secondary, shown: listConfiguration.displayedSecondaryText != nil)
  }

  /// The size the view needs at the proposed width.
  ///
  /// - Parameter size: The proposed size; its width is used.
  /// - Returns: The proposed width and the height the content needs.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let plan = layoutPlan(width: size.width)
    return CGSize(
      width: size.width, height: plan.margins.top + plan.contentHeight + plan.margins.bottom)
  }

  /// The size the view needs at the target's width, measured from its configuration rather
  /// than from constraints.
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to; its width is used.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The target's width and the content's height.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    sizeThatFits(targetSize)
  }

  /// Copies the configuration's values into the subviews.
  private func apply(_ configuration: UIListContentConfiguration) {
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    imageView.contentMode = .scaleAspectFit
    configure(
      textLabel, text: configuration.text, attributed: configuration.attributedText,
      properties: configuration.textProperties)
    configure(
      secondaryTextLabel, text: configuration.secondaryText,
      attributed: configuration.secondaryAttributedText,
      properties: configuration.secondaryTextProperties)
    if configuration.prefersSideBySideTextAndSecondaryText {
      secondaryTextLabel.textAlignment =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Sets a label's text and properties.
  private func configure(
    _ label: UILabel, text: String?, attributed: NSAttributedString?,
    properties: UIListContentConfiguration.TextProperties
  ) {
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    switch properties.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text.map(properties.transformed)
    }
  }

  /// A value rounded to the view's display pixels.
  func pixelRounded(_ value: CGFloat) -> CGFloat {
    let scale = max(1, traitCollection.displayScale)
    return (value * scale).rounded() / scale
  }
}
