import Foundation

/// Where a configured button puts its image, title and subtitle, and how large it wants to be
/// (decision BC2).
///
/// The title sits above the subtitle, `titlePadding` apart when both show; the two make a text
/// block as wide as the wider, lined up by the title alignment. The image (or the activity
/// indicator) sits against one edge of the text block, `imagePadding` away: beside it, centred
/// vertically, for a leading or trailing image; above or below it, centred horizontally, for a
/// top or bottom one. A reservation widens the image's slot along that axis, the image centred
/// in it. The content insets surround the group; the group is placed in the rest of the bounds
/// by the control's content alignments (centred by default, `.fill` stretches it). Text wraps
/// to the width left for it.
struct ButtonConfigurationLayout {
  /// Where the image sits, with leading and trailing resolved by the layout direction.
  enum Placement {
    case left, right, top, bottom

    /// Whether the image sits beside the text.
    var isHorizontal: Bool { self == .left || self == .right }
  }

  /// How the title and subtitle line up, with leading and trailing resolved.
  enum TextAlignment {
    case left, center, right
  }

  /// The frames of the parts in the button's bounds (`.zero` for what is absent).
  struct Frames: Equatable {
    var image: CGRect = .zero
    var title: CGRect = .zero
    var subtitle: CGRect = .zero
  }

  /// The content insets, resolved by the layout direction.
  var insets: UIEdgeInsets = .zero
  /// The size of the image or activity indicator, or `nil` without one.
  var imageSize: CGSize?
  /// The room kept for the image along the placement's axis.
  var imageReservation: CGFloat = 0
  /// Measures the title at a greatest width, or `nil` without a title.
  var title: ((CGFloat) -> CGSize)?
  /// Measures the subtitle at a greatest width, or `nil` without a subtitle.
  var subtitle: ((CGFloat) -> CGSize)?
  /// Where the image sits.
  var placement: Placement = .left
  /// The space between the image and the text.
  var imagePadding: CGFloat = 0
  /// The space between the title and the subtitle.
  var titlePadding: CGFloat = 0
  /// How the title and subtitle line up.
  var textAlignment: TextAlignment = .left
  /// The horizontal content alignment (leading and trailing resolved).
  var horizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  /// The vertical content alignment.
  var verticalAlignment: UIControl.ContentVerticalAlignment = .center

  /// Whether there is a title or a subtitle.
  private var hasText: Bool { title != nil || subtitle != nil }

  /// The image's slot: its size, widened along the placement's axis by the reservation.
  private var slot: CGSize {
    guard var size = imageSize else { return .zero }
    if placement.isHorizontal {
      size.width = max(size.width, imageReservation)
    } else {
      size.height = max(size.height, imageReservation)
    }
    return size
  }

  /// The space between the image's slot and the text, when both show.
  private var gap: CGFloat { imageSize != nil && hasText ? imagePadding : 0 }

  /// The sizes of the title and subtitle at a greatest width, and of the text block.
  private func text(width: CGFloat) -> (title: CGSize, subtitle: CGSize, block: CGSize) {
    let titleSize = title.map { clamp($0(width), width: width) } ?? .zero
    let subtitleSize = subtitle.map { clamp($0(width), width: width) } ?? .zero
    let padding = title != nil && subtitle != nil ? titlePadding : 0
    let block = CGSize(
      width: max(titleSize.width, subtitleSize.width),
      height: titleSize.height + padding + subtitleSize.height)
    return (titleSize, subtitleSize, block)
  }

  /// A measured size no wider than a width.
  private func clamp(_ size: CGSize, width: CGFloat) -> CGSize {
    CGSize(width: min(size.width, max(0, width)), height: size.height)
  }

  /// The greatest width the text may take in a content width (`nil`: unbounded).
  private func textWidth(inContentWidth width: CGFloat?) -> CGFloat {
    guard let width else { return .greatestFiniteMagnitude }
    return placement.isHorizontal ? max(0, width - slot.width - gap) : max(0, width)
  }

  /// The size of the image and text together for a text block's size.
  private func groupSize(block: CGSize) -> CGSize {
    let slot = slot
    if placement.isHorizontal {
      return CGSize(
        width: slot.width + gap + block.width, height: max(slot.height, block.height))
    }
    return CGSize(width: max(slot.width, block.width), height: slot.height + gap + block.height)
  }

  /// The size the button wants: the content's size plus the insets (decision BC2).
  ///
  /// - Parameter width: The width offered, which the text wraps to, or `nil` for none.
  /// - Returns: The size.
  func fittingSize(width: CGFloat? = nil) -> CGSize {
    let contentWidth = width.map { $0 - insets.left - insets.right }
    let group = groupSize(block: text(width: textWidth(inContentWidth: contentWidth)).block)
    return CGSize(
      width: max(0, group.width + insets.left + insets.right),
      height: max(0, group.height + insets.top + insets.bottom))
  }

  /// The frames of the image, title and subtitle in a button's bounds (decision BC2).
  func frames(in bounds: CGRect) -> Frames {
    let content = bounds.inset(by: insets)
    let measured = text(width: textWidth(inContentWidth: content.width))
    var group = CGRect(origin: .zero, size: groupSize(block: measured.block))
    if horizontalAlignment == .fill { group.size.width = max(group.width, content.width) }
    if verticalAlignment == .fill { group.size.height = max(group.height, content.height) }
    group.origin.x = placed(group.width, in: content.minX, content.width, horizontal: true)
    group.origin.y = placed(group.height, in: content.minY, content.height, horizontal: false)
    let (slotRect, block) = split(group, block: measured.block)
    var frames = Frames()
    if let imageSize {
      frames.image = CGRect(
        x: slotRect.midX - imageSize.width / 2, y: slotRect.midY - imageSize.height / 2,
        width: imageSize.width, height: imageSize.height)
    }
    var y = block.minY
    if title != nil {
      frames.title = line(measured.title, at: y, in: block)
      y = frames.title.maxY + (subtitle != nil ? titlePadding : 0)
    }
    if subtitle != nil { frames.subtitle = line(measured.subtitle, at: y, in: block) }
    return frames
  }

  /// The start of a length placed in a span by the content alignment on one axis.
  private func placed(
    _ length: CGFloat, in start: CGFloat, _ span: CGFloat, horizontal: Bool
  ) -> CGFloat {
    let leading: Bool
    let trailing: Bool
    if horizontal {
      leading = horizontalAlignment == .left || horizontalAlignment == .fill
      trailing = horizontalAlignment == .right
    } else {
      leading = verticalAlignment == .top || verticalAlignment == .fill
      trailing = verticalAlignment == .bottom
    }
    if leading { return start }
    if trailing { return start + span - length }
    return start + (span - length) / 2
  }

  /// The image's slot and the text block in the group.
  private func split(_ group: CGRect, block: CGSize) -> (slot: CGRect, block: CGRect) {
    let slot = slot
    let gap = gap
    switch placement {
    case .left, .right:
      let blockWidth = max(0, group.width - slot.width - gap)
      let slotX = placement == .left ? group.minX : group.maxX - slot.width
      let blockX = placement == .left ? group.minX + slot.width + gap : group.minX
      return (
        CGRect(x: slotX, y: group.minY, width: slot.width, height: group.height),
        CGRect(
          x: blockX, y: group.midY - block.height / 2, width: blockWidth, height: block.height)
      )
    case .top, .bottom:
      let blockHeight = max(0, group.height - slot.height - gap)
      let slotY = placement == .top ? group.minY : group.maxY - slot.height
      let blockTop = placement == .top ? group.minY + slot.height + gap : group.minY
      let blockWidth = horizontalAlignment == .fill ? group.width : block.width
      return (
        CGRect(x: group.minX, y: slotY, width: group.width, height: slot.height),
        CGRect(
          x: group.midX - blockWidth / 2, y: blockTop + (blockHeight - block.height) / 2,
          width: blockWidth, height: block.height)
      )
    }
  }

  /// A title or subtitle line of a size at a y in the text block, by the text alignment.
  private func line(_ size: CGSize, at y: CGFloat, in block: CGRect) -> CGRect {
    let x: CGFloat
    switch textAlignment {
    case .left: x = block.minX
    case .center: x = block.midX - size.width / 2
    case .right: x = block.maxX - size.width
    }
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }
}
