import HeadlessUIKit

/// The card cell written with hand-written frame layout and measured with `sizeThatFits`.
final class FrameCardCell: UIView {
  private let image = CountingView()
  private let title = CardContent.makeTitle()
  private let subtitle = CardContent.makeSubtitle()

  /// The space between title and subtitle, which the constant change toggles.
  var textSpacing = CardContent.textSpacings.0 {
    didSet { setNeedsLayout() }
  }

  /// Creates the cell with its subviews.
  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [image, title, subtitle] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Shows an item's texts.
  func configure(with item: CardContent.Item) {
    title.text = item.title
    subtitle.text = item.subtitle
    setNeedsLayout()
  }

  /// The frames of image, title and subtitle in a cell `width` points wide.
  private func frames(width: CGFloat) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
    let top = CardContent.verticalInset
    let image = CGRect(
      x: CardContent.sideInset, y: top, width: CardContent.imageSide,
      height: CardContent.imageSide)
    let textX = image.maxX + CardContent.imageSpacing
    let available = width - CardContent.sideInset - textX
    let titleSize = title.sizeThatFits(.zero)
    let title = CGRect(
      x: textX, y: top, width: min(titleSize.width, available), height: titleSize.height)
    let subtitleSize = subtitle.sizeThatFits(.zero)
    let subtitle = CGRect(
      x: textX, y: title.maxY + textSpacing, width: min(subtitleSize.width, available),
      height: subtitleSize.height)
    return (image, title, subtitle)
  }

  /// The cell's height at `size.width`: the taller of image and text, plus the insets.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let frames = frames(width: size.width)
    return CGSize(
      width: size.width,
      height: max(frames.image.maxY, frames.subtitle.maxY) + CardContent.verticalInset)
  }

  /// Places image, title and subtitle.
  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
    let frames = frames(width: bounds.width)
    image.frame = frames.image
    title.frame = frames.title
    subtitle.frame = frames.subtitle
  }

  /// The cell's size at the measuring width.
  func measure() -> CGSize {
    sizeThatFits(CGSize(width: CardContent.measuringWidth, height: 0))
  }

  /// Toggles the title-subtitle spacing between its two values.
  func toggleSpacing() {
    let (first, second) = CardContent.textSpacings
    textSpacing = textSpacing == first ? second : first
  }
}
