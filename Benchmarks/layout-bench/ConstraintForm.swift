import HeadlessUIKit

/// The form screen written with Auto Layout: rows pinned under each other with anchors.
final class ConstraintFormView: UIView {
  /// The first row's top constraint, whose constant the constant change toggles.
  private(set) var topConstraint: NSLayoutConstraint?

  /// Creates the form with `rows` rows and activates the constraints that stack them.
  init(rows: Int) {
    super.init(frame: .zero)
    var constraints: [NSLayoutConstraint] = []
    var previous: ConstraintFormRow?
    for index in 0..<rows {
      let row = ConstraintFormRow(index: index)
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: leadingAnchor),
        row.trailingAnchor.constraint(equalTo: trailingAnchor),
      ]
      if let previous {
        constraints.append(
          row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: FormContent.rowSpacing)
        )
      } else {
        let top = row.topAnchor.constraint(equalTo: topAnchor, constant: FormContent.topInsets.0)
        topConstraint = top
        constraints.append(top)
      }
      previous = row
    }
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }

  /// Toggles the first row's top constant between the two top insets.
  func toggleTopInset() {
    guard let topConstraint else { return }
    let (first, second) = FormContent.topInsets
    topConstraint.constant = topConstraint.constant == first ? second : first
  }
}

/// One row of the Auto Layout form: label, field and hint, constrained in `init`.
final class ConstraintFormRow: UIView {
  /// Creates row `index` with its subviews and activates its constraints.
  init(index: Int) {
    super.init(frame: .zero)
    let label = FormContent.makeLabel(index)
    let field = CountingView()
    let hint = FormContent.makeHint(index)
    for view in [label, field, hint] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    // The label keeps its width; a hint too long for the field is cut instead (with equal
    // compression resistance the two would tie, and the layout would be ambiguous).
    label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    let inset = FormContent.sideInset
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      field.topAnchor.constraint(equalTo: topAnchor, constant: FormContent.verticalInset),
      field.heightAnchor.constraint(equalToConstant: FormContent.fieldHeight),
      field.leadingAnchor.constraint(
        equalTo: label.trailingAnchor, constant: FormContent.labelSpacing),
      field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      hint.leadingAnchor.constraint(equalTo: field.leadingAnchor),
      hint.topAnchor.constraint(equalTo: field.bottomAnchor, constant: FormContent.hintSpacing),
      hint.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
      hint.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -FormContent.verticalInset),
    ])
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }
}
