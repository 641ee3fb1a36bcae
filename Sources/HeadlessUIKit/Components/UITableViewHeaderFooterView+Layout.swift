import Foundation

/// The header or footer view's own layout: content view and built-in labels (decision W18).
extension UITableViewHeaderFooterView {
  /// Sizes the content view over the bounds and places the title and detail labels: inset by
  /// ``titleInsets`` at the sides, a header's title against the bottom inset and a footer's
  /// against the top inset.
  func layoutHeaderFooterContent() {
    let size = bounds.size
    contentView.frame = CGRect(origin: .zero, size: size)
    let width = max(0, size.width - titleInsets.leading - titleInsets.trailing)
    let text = fittedHeight(storedTextLabel, width: width)
    let detail = fittedHeight(storedDetailTextLabel, width: width)
    let top: CGFloat
    switch role {
    case .header: top = size.height - titleInsets.bottom - text - detail
    case .footer: top = titleInsets.top
    }
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let x = isRightToLeft ? titleInsets.trailing : titleInsets.leading
    storedTextLabel?.frame = CGRect(x: x, y: top, width: width, height: text)
    storedDetailTextLabel?.frame = CGRect(x: x, y: top + text, width: width, height: detail)
  }

  /// The height the title and detail labels take at the view's width less the title insets.
  func builtInLabelsHeight(width: CGFloat) -> CGFloat {
    let labelWidth = max(0, width - titleInsets.leading - titleInsets.trailing)
    return fittedHeight(storedTextLabel, width: labelWidth)
      + fittedHeight(storedDetailTextLabel, width: labelWidth)
  }

  /// A label's height fitting a width, or 0 without a label or text.
  private func fittedHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
    guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0
    else { return 0 }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }
}
