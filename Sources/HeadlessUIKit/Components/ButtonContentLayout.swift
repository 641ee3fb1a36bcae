import Foundation

/// Where a button puts its image and title, and how large it wants to be (decisions B9–B11).
///
/// The rules are UIKit's as far as they are observed (peers L13): an empty button measures
/// 30×34; an image alone measures the image; a title is its label's size plus 6 points above and
/// below, at least 30 points wide; image and title sit side by side, image first, so the widths
/// add up and the height is the larger one. `contentEdgeInsets` add to the size;
/// `imageEdgeInsets` and `titleEdgeInsets` only move the image and the title. The image and the
/// title are placed together as one group by the content alignments, each within the content
/// rectangle inset by its own edge insets. A background image makes the button at least its
/// size (decision IM5).
struct ButtonContentLayout: Equatable {
  /// The size of an empty button, without content insets.
  static let emptySize = CGSize(width: 30, height: 34)
  /// The smallest width of a button with a title, without content insets.
  static let minimumTitledWidth: CGFloat = 30
  /// The space above and below the title in the measured size.
  static let titleVerticalPadding: CGFloat = 6

  /// The image's size, or `nil` without an image.
  var imageSize: CGSize?
  /// The title label's fitting size, or `nil` without a title.
  var titleSize: CGSize?
  /// The background image's size, or `nil` without a background image.
  var backgroundSize: CGSize?
  /// The button's `contentEdgeInsets`.
  var contentEdgeInsets: UIEdgeInsets = .zero
  /// The button's `imageEdgeInsets`.
  var imageEdgeInsets: UIEdgeInsets = .zero
  /// The button's `titleEdgeInsets`.
  var titleEdgeInsets: UIEdgeInsets = .zero
  /// The effective horizontal alignment (`.leading` and `.trailing` already resolved).
  var horizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  /// The vertical alignment.
  var verticalAlignment: UIControl.ContentVerticalAlignment = .center

  /// The size the button wants: its content's size plus the content insets, at least the
  /// background image's size (decision IM5).
  ///
  /// Without an image or a title, a background image takes the place of the empty size.
  var fittingSize: CGSize {
    var size: CGSize
    switch (imageSize, titleSize) {
    case (nil, nil):
      size = backgroundSize == nil ? Self.emptySize : .zero
    case (let image?, nil):
      size = image
    case (let image, let title?):
      let image = image ?? .zero
      size = CGSize(
        width: max(Self.minimumTitledWidth, image.width + title.width),
        height: max(image.height, title.height + 2 * Self.titleVerticalPadding))
    }
    size.width += contentEdgeInsets.left + contentEdgeInsets.right
    size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
    if let backgroundSize {
      size.width = max(size.width, backgroundSize.width)
      size.height = max(size.height, backgroundSize.height)
    }
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }

  /// The frames of the image and the title in a button's bounds (`.zero` for what is absent).
  ///
  /// The title is narrowed to the room the image leaves; with `.fill` the title (or a lone
  /// image) takes the whole width and each item the whole height.
  func frames(in bounds: CGRect) -> (image: CGRect, title: CGRect) {
    let content = bounds.inset(by: contentEdgeInsets)
    let imageRect = content.inset(by: imageEdgeInsets)
    let titleRect = content.inset(by: titleEdgeInsets)
    var imageWidth = imageSize?.width ?? 0
    var titleWidth = titleSize.map { max(0, min($0.width, titleRect.width - imageWidth)) } ?? 0
    if horizontalAlignment == .fill {
      if titleSize != nil {
        titleWidth = max(0, titleRect.width - imageWidth)
      } else if imageSize != nil {
        imageWidth = max(0, imageRect.width)
      }
    }
    let groupWidth = imageWidth + titleWidth
    let image = imageSize.map { size in
      CGRect(
        x: groupStart(in: imageRect, groupWidth: groupWidth),
        y: 0, width: imageWidth, height: size.height
      ).placedVertically(in: imageRect, alignment: verticalAlignment)
    }
    let title = titleSize.map { size in
      CGRect(
        x: groupStart(in: titleRect, groupWidth: groupWidth) + imageWidth,
        y: 0, width: titleWidth, height: size.height
      ).placedVertically(in: titleRect, alignment: verticalAlignment)
    }
    return (image ?? .zero, title ?? .zero)
  }

  /// The x where the image-and-title group starts in a rectangle.
  private func groupStart(in rect: CGRect, groupWidth: CGFloat) -> CGFloat {
    switch horizontalAlignment {
    case .left, .leading, .fill: return rect.minX
    case .right, .trailing: return rect.maxX - groupWidth
    default: return rect.minX + (rect.width - groupWidth) / 2
    }
  }
}

extension CGRect {
  /// The rectangle moved (and for `.fill` stretched) vertically into `rect` by an alignment.
  fileprivate func placedVertically(
    in rect: CGRect, alignment: UIControl.ContentVerticalAlignment
  ) -> CGRect {
    var result = self
    switch alignment {
    case .top: result.origin.y = rect.minY
    case .bottom: result.origin.y = rect.maxY - height
    case .fill:
      result.origin.y = rect.minY
      result.size.height = max(0, rect.height)
    default: result.origin.y = rect.minY + (rect.height - height) / 2
    }
    return result
  }
}
