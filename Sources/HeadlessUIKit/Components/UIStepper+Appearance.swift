import Foundation

/// A stepper's look, made of plain views the renderer already draws (decision K15): a grey
/// rounded background split by a divider, with "−" and "+" labels.
extension UIStepper {
  /// Adds the background, the divider and the labels.
  func installChrome() {
    minusLabel.text = "\u{2212}"
    plusLabel.text = "+"
    for label in [minusLabel, plusLabel] {
      label.font = UIFont.systemFont(ofSize: 20)
      label.textColor = .label
    }
    for view in [chromeBackground, divider, minusLabel, plusLabel] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    updateChrome()
  }

  /// Places the background, the divider and the labels for the bounds.
  func updateChrome() {
    let size = bounds.size
    chromeBackground.frame = CGRect(origin: .zero, size: size)
    chromeBackground.layer.cornerRadius = 8
    chromeBackground.backgroundColor = .tertiarySystemFill
    divider.frame = CGRect(x: (size.width / 2).rounded() - 0.5, y: 8, width: 1, height: 16)
    divider.backgroundColor = .separator
    let half = size.width / 2
    for (index, label) in [minusLabel, plusLabel].enumerated() {
      let labelSize = label.intrinsicContentSize
      label.frame = CGRect(
        x: CGFloat(index) * half + (half - labelSize.width) / 2,
        y: (size.height - labelSize.height) / 2, width: labelSize.width,
        height: labelSize.height)
    }
  }
}
