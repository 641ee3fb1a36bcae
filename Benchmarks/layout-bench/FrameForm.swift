import HeadlessUIKit

/// The form screen written with hand-written frame layout: `layoutSubviews` stacks the rows,
/// each as tall as its `sizeThatFits`.
final class FrameFormView: UIView {
  /// The first row's top inset, which the constant change toggles.
  var topInset = FormContent.topInsets.0 {
    didSet { setNeedsLayout() }
  }

  private let rows: [FrameFormRow]

  /// Creates the form with `rows` rows.
  init(rows: Int) {
    self.rows = (0..<rows).map(FrameFormRow.init(index:))
    super.init(frame: .zero)
    for row in self.rows { addSubview(row) }
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Stacks the rows at the full width, with the top inset above the first.
  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
    let width = bounds.width
    var y = topInset
    for row in rows {
      let height = row.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      row.frame = CGRect(x: 0, y: y, width: width, height: height)
      y += height + FormContent.rowSpacing
    }
  }

  /// Toggles the top inset between the two values.
  func toggleTopInset() {
    let (first, second) = FormContent.topInsets
    topInset = topInset == first ? second : first
  }
}

/// One row of the frame form: label, field and hint, placed in `layoutSubviews`.
final class FrameFormRow: UIView {
  private let label: TextBlockView
  private let field = CountingView()
  private let hint: TextBlockView

  /// Creates row `index` with its subviews.
  init(index: Int) {
    label = FormContent.makeLabel(index)
    hint = FormContent.makeHint(index)
    super.init(frame: .zero)
    for view in [label, field, hint] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// The row's width and the height of its content: field, hint and insets.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let hintHeight = hint.sizeThatFits(.zero).height
    return CGSize(
      width: size.width,
      height: FormContent.verticalInset * 2 + FormContent.fieldHeight + FormContent.hintSpacing
        + hintHeight)
  }

  /// Places the label, the field beside it, and the hint under the field.
  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
    let inset = FormContent.sideInset
    let labelSize = label.sizeThatFits(.zero)
    let fieldY = FormContent.verticalInset
    let fieldX = inset + labelSize.width + FormContent.labelSpacing
    let fieldWidth = bounds.width - inset - fieldX
    field.frame = CGRect(x: fieldX, y: fieldY, width: fieldWidth, height: FormContent.fieldHeight)
    label.frame = CGRect(
      x: inset, y: fieldY + (FormContent.fieldHeight - labelSize.height) / 2,
      width: labelSize.width, height: labelSize.height)
    let hintSize = hint.sizeThatFits(.zero)
    hint.frame = CGRect(
      x: fieldX, y: field.frame.maxY + FormContent.hintSpacing,
      width: min(hintSize.width, bounds.width - inset - fieldX), height: hintSize.height)
  }
}
