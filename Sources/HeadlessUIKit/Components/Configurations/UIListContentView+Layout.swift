import Foundation

/// Where a list content view puts its image and texts (decision CV8).
struct ListContentLayoutPlan {
  /// The margins in effect.
  var margins: NSDirectionalEdgeInsets
  /// The height of the content box between the top and bottom margins.
  var contentHeight: CGFloat
  /// The image's frame, the box's top at y 0.
  var image: CGRect
  /// The text's frame, the box's top at y 0.
  var text: CGRect
  /// The secondary text's frame, the box's top at y 0.
  var secondary: CGRect
}

extension UIListContentView {
  /// The margins in effect: the configuration's, at least the superview's on the axes it
  /// preserves.
  var effectiveListMargins: NSDirectionalEdgeInsets {
    guard let configuration = configuration as? UIListContentConfiguration else { return .zero }
    var margins = configuration.directionalLayoutMargins
    guard let superview else { return margins }
    let outer = superview.directionalLayoutMargins
    if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
      margins.leading = max(margins.leading, outer.leading)
      margins.trailing = max(margins.trailing, outer.trailing)
    }
    if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
      margins.top = max(margins.top, outer.top)
      margins.bottom = max(margins.bottom, outer.bottom)
    }
    return margins
  }

  /// Plans the layout at a width: the image at the leading margin, the texts after it, side by
  /// side when preferred and they fit, else stacked; everything centred vertically in a box as
  /// tall as the tallest part.
  func layoutPlan(width: CGFloat) -> ListContentLayoutPlan {
    guard let configuration = configuration as? UIListContentConfiguration else {
      return ListContentLayoutPlan(
        margins: .zero, contentHeight: 0, image: .zero, text: .zero, secondary: .zero)
    }
    let margins = effectiveListMargins
    let imageSize = configuration.imageProperties.layoutSize(of: configuration.image)
    var x = margins.leading
    if imageSize.width > 0 { x += imageSize.width + configuration.imageToTextPadding }
    let available = max(0, width - x - margins.trailing)
    let hasText = configuration.displayedText != nil
    let hasSecondary = configuration.displayedSecondaryText != nil
    let textSize = hasText ? fitted(textLabel, width: available) : .zero
    let secondarySize = hasSecondary ? fitted(secondaryTextLabel, width: available) : .zero
    let padding = configuration.textToSecondaryTextHorizontalPadding
    let sideBySide =
      configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
      && textSize.width + padding + secondarySize.width <= available
    var text = CGRect.zero
    var secondary = CGRect.zero
    let textsHeight: CGFloat
    if sideBySide {
      textsHeight = max(textSize.height, secondarySize.height)
      text = CGRect(
        x: x, y: (textsHeight - textSize.height) / 2, width: textSize.width,
        height: textSize.height)
      secondary = CGRect(
        x: width - margins.trailing - secondarySize.width,
        y: (textsHeight - secondarySize.height) / 2, width: secondarySize.width,
        height: secondarySize.height)
    } else {
      let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
      textsHeight = textSize.height + gap + secondarySize.height
      text = CGRect(x: x, y: 0, width: available, height: textSize.height)
      secondary = CGRect(
        x: x, y: textSize.height + gap, width: available, height: secondarySize.height)
    }
    let contentHeight = max(imageSize.height, textsHeight)
    let textsTop = pixelRounded((contentHeight - textsHeight) / 2)
    text.origin.y += textsTop
    secondary.origin.y += textsTop
    var image = CGRect.zero
    if let picture = configuration.image {
      let shown = configuration.imageProperties.displayedSize(of: picture)
      image = CGRect(
        x: margins.leading + (imageSize.width - shown.width) / 2,
        y: pixelRounded((contentHeight - shown.height) / 2), width: shown.width,
        height: shown.height)
    }
    return ListContentLayoutPlan(
      margins: margins, contentHeight: contentHeight, image: image, text: text,
      secondary: secondary)
  }

  /// A label's size fitting a width.
  private func fitted(_ label: UILabel, width: CGFloat) -> CGSize {
    let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    return CGSize(width: min(size.width, width), height: size.height)
  }
}
