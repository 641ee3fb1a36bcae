import Foundation

/// A text field's look, made of plain views the renderer already draws (decision K15): the
/// border style's frame and a label that shows the text, or the placeholder in the placeholder
/// colour, in the text rectangle.
extension UITextField {
  /// Adds the border and the text label.
  func installChrome() {
    for view in [border, textLabel] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    updateChrome()
  }

  /// Places and styles the border and the text label for the bounds and the content.
  func updateChrome() {
    border.frame = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none:
      border.isHidden = true
    case .line:
      styleBorder(width: 1, color: .label, radius: 0)
    case .bezel:
      styleBorder(width: 1, color: .systemGray, radius: 0)
    case .roundedRect:
      styleBorder(width: 0.5, color: .systemGray3, radius: 5)
    }
    let showsPlaceholder = (text ?? "").isEmpty
    textLabel.text = showsPlaceholder ? placeholder : text
    textLabel.textColor = showsPlaceholder ? .placeholderText : (textColor ?? .label)
    textLabel.font = font
    textLabel.textAlignment = textAlignment
    let rect = showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    let height = min(rect.height, textLabel.intrinsicContentSize.height)
    textLabel.frame = CGRect(
      x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: max(0, height))
  }

  private func styleBorder(width: CGFloat, color: UIColor, radius: CGFloat) {
    border.isHidden = false
    border.backgroundColor = .systemBackground
    border.layer.borderWidth = width
    border.layer.borderColor = color.cgColor
    border.layer.cornerRadius = radius
  }
}
