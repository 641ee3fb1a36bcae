import HeadlessUIKit

/// The card cell written with Auto Layout and measured with `systemLayoutSizeFitting`.
final class ConstraintCardCell: UIView {
  private let image = CountingView()
  private let title = CardContent.makeTitle()
  private let subtitle = CardContent.makeSubtitle()
  private var spacingConstraint: NSLayoutConstraint?

  /// Creates the cell with its subviews and activates its constraints.
  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [image, title, subtitle] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    let inset = CardContent.sideInset
    let spacing = subtitle.topAnchor.constraint(
      equalTo: title.bottomAnchor, constant: CardContent.textSpacings.0)
    spacingConstraint = spacing
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      image.topAnchor.constraint(equalTo: topAnchor, constant: CardContent.verticalInset),
      image.widthAnchor.constraint(equalToConstant: CardContent.imageSide),
      image.heightAnchor.constraint(equalToConstant: CardContent.imageSide),
      title.leadingAnchor.constraint(
        equalTo: image.trailingAnchor, constant: CardContent.imageSpacing),
      title.topAnchor.constraint(equalTo: image.topAnchor),
      title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      spacing,
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
      bottomAnchor.constraint(
        greaterThanOrEqualTo: image.bottomAnchor, constant: CardContent.verticalInset),
      bottomAnchor.constraint(
        greaterThanOrEqualTo: subtitle.bottomAnchor, constant: CardContent.verticalInset),
    ])
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }

  /// Shows an item's texts.
  func configure(with item: CardContent.Item) {
    title.text = item.title
    subtitle.text = item.subtitle
  }

  /// The cell's size at the measuring width, as a self-sizing table view cell is measured.
  func measure() -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: CardContent.measuringWidth, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  }

  /// Toggles the title-subtitle spacing constant between its two values.
  func toggleSpacing() {
    guard let spacingConstraint else { return }
    let (first, second) = CardContent.textSpacings
    spacingConstraint.constant = spacingConstraint.constant == first ? second : first
  }
}
