import Foundation

/// The cell's own layout: content view, accessory and built-in views (decisions W7, W11, IC20,
/// IC22, IC30).
extension UITableViewCell {
  /// The width of the standard accessory's glyph and the space around it, before the trailing
  /// margin (decision W7); the disclosure indicator takes 18 points under iOS 12 and earlier
  /// (decision GN11) and 11 under iOS 13 and 14 (decision GN4); the detail disclosure button
  /// takes 52 under iOS 12 and earlier (decision GN8); under `.iOS15` the checkmark takes 20.5
  /// and the detail disclosure button 37 (GN9).
  static func accessoryGlyphWidth(
    _ type: AccessoryType, generation: SystemGeneration = .iOS18
  ) -> CGFloat {
    switch type {
    case .none: return 0
    case .disclosureIndicator:
      switch generation {
      case .iOS12: return 18
      case .iOS14: return 11
      case .iOS15, .iOS18, .iOS26: return 10.5
      }
    case .checkmark: return generation == .iOS15 ? 20.5 : 24
    case .detailButton: return 24
    case .detailDisclosureButton:
      switch generation {
      case .iOS12: return 52
      case .iOS15: return 37
      case .iOS14, .iOS18, .iOS26: return 42.5
      }
    }
  }

  /// The content view's trailing layout margin, where the built-in views end, when the cell
  /// shows an accessory: 8 points whatever the table's margins (decision IC40).
  static let trailingSpacingBeforeAccessory: CGFloat = 8

  /// Whether the cell shows an accessory now: a custom view or a standard one.
  var showsAccessory: Bool {
    displayedAccessoryView != nil || displayedAccessoryType != .none
  }

  /// The space between the built-in image and the text: 15 points (decision IC22).
  static let imageToTextSpacing: CGFloat = 15

  /// The width of the text column of the `.value2` style.
  static let value2TextColumnWidth: CGFloat = 67

  /// The space between the text column and the detail of the `.value2` style.
  static let value2ColumnSpacing: CGFloat = 6

  /// The width the accessory takes from the content view: the custom view's width or the
  /// standard glyph's, plus the trailing margin; 0 without an accessory (decision W7).
  var accessoryReservedWidth: CGFloat {
    if let accessoryView = displayedAccessoryView {
      return accessoryView.frame.width + contentSideMargins.trailing
    }
    guard displayedAccessoryType != .none else { return 0 }
    let generation = tableGeneration ?? systemGeneration
    return Self.accessoryGlyphWidth(displayedAccessoryType, generation: generation)
      + contentSideMargins.trailing
  }

  /// Sizes the content view over the bounds less the accessory, places the accessory view at
  /// the trailing margin and the built-in views inside the content view.
  func layoutCellContent() {
    // Editing can change the accessory shown, and with it the trailing margin.
    applyContentMargins(invalidating: false)
    let size = bounds.size
    let reserved = min(size.width, accessoryReservedWidth)
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let contentWidth = size.width - reserved
    let contentHeight = max(0, size.height - contentSeparatorInset)
    contentView.frame = CGRect(
      x: isRightToLeft ? reserved : 0, y: 0, width: contentWidth, height: contentHeight)
    showDisplayedAccessoryView()
    if let accessoryView = displayedAccessoryView {
      let accessorySize = accessoryView.frame.size
      let x = size.width - contentSideMargins.trailing - accessorySize.width
      accessoryView.frame = CGRect(
        x: isRightToLeft ? size.width - x - accessorySize.width : x,
        y: pixelRounded((size.height - accessorySize.height) / 2), width: accessorySize.width,
        height: accessorySize.height)
    }
    layoutBuiltInViews(in: CGSize(width: contentWidth, height: contentHeight), rtl: isRightToLeft)
  }

  /// The strip at the bottom the content view leaves to the separator: the table's, else one
  /// pixel under iOS 12 and none later (decision GN3).
  var contentSeparatorInset: CGFloat {
    if let separatorReservedHeight { return separatorReservedHeight }
    guard systemGeneration.insetsCellContentAboveSeparator else { return 0 }
    let scale = traitCollection.displayScale
    return scale > 0 ? 1 / scale : 1
  }

  /// Places the text label, detail label and image view of the cell's style.
  private func layoutBuiltInViews(in size: CGSize, rtl: Bool) {
    let trailing =
      showsAccessory ? Self.trailingSpacingBeforeAccessory : contentSideMargins.trailing
    var x = contentSideMargins.leading
    func place(_ view: UIView?, _ frame: CGRect) {
      guard let view else { return }
      view.frame =
        rtl
        ? CGRect(
          x: size.width - frame.maxX, y: frame.minY, width: frame.width,
          height: frame.height) : frame
    }
    if let imageView = storedImageView, let image = imageView.image {
      let imageSize = image.size
      place(
        imageView,
        CGRect(
          x: x, y: pixelRounded((size.height - imageSize.height) / 2), width: imageSize.width,
          height: imageSize.height))
      x += imageSize.width + Self.imageToTextSpacing
    } else if let imageView = storedImageView {
      place(imageView, CGRect(x: x, y: 0, width: 0, height: 0))
    }
    let available = max(0, size.width - x - trailing)
    switch cellStyle {
    case .default:
      place(storedTextLabel, CGRect(x: x, y: 0, width: available, height: size.height))
    case .subtitle:
      let text = fittedSize(storedTextLabel, width: available)
      let detail = fittedSize(storedDetailTextLabel, width: available)
      let top = pixelRounded((size.height - text.height - detail.height) / 2)
      // Each label is as wide as its text, up to the available width (decision IC20).
      place(
        storedTextLabel,
        CGRect(x: x, y: top, width: min(text.width, available), height: text.height))
      place(
        storedDetailTextLabel,
        CGRect(
          x: x, y: top + text.height, width: min(detail.width, available), height: detail.height
        ))
    case .value1:
      let text = fittedSize(storedTextLabel, width: available)
      let textWidth = min(text.width, available)
      let detail = fittedSize(storedDetailTextLabel, width: available)
      let detailWidth = min(detail.width, max(0, available - textWidth))
      place(storedTextLabel, centered(x: x, width: textWidth, height: text.height, in: size))
      place(
        storedDetailTextLabel,
        centered(
          x: size.width - trailing - detailWidth, width: detailWidth, height: detail.height,
          in: size))
    case .value2:
      let column = min(Self.value2TextColumnWidth, available)
      let text = fittedSize(storedTextLabel, width: column)
      let detailX = x + column + Self.value2ColumnSpacing
      let detailWidth = max(0, size.width - trailing - detailX)
      let detail = fittedSize(storedDetailTextLabel, width: detailWidth)
      storedTextLabel?.textAlignment = .right
      place(storedTextLabel, centered(x: x, width: column, height: text.height, in: size))
      place(
        storedDetailTextLabel,
        centered(x: detailX, width: detailWidth, height: detail.height, in: size))
    }
  }

  /// The height a self-sizing row needs for the built-in labels at a cell width: the labels'
  /// text heights (one above the other in `.subtitle`, the taller of the two in `.value1` and
  /// `.value2`) laid out at the width they get, plus the content view's top and bottom
  /// margins (11 points each, decision IC30); `nil` without text in a built-in label.
  ///
  /// UIKit sizes a built-in style's row from its labels when the row height is automatic, so
  /// a label with several lines grows the row; the table keeps at least its built-in row
  /// height.
  func builtInLabelsFittingHeight(width: CGFloat) -> CGFloat? {
    guard storedTextLabel != nil || storedDetailTextLabel != nil else { return nil }
    let reserved = min(width, accessoryReservedWidth)
    let contentWidth = width - reserved
    let hasAccessory = displayedAccessoryView != nil || displayedAccessoryType != .none
    let trailing = hasAccessory ? Self.trailingSpacingBeforeAccessory : contentSideMargins.trailing
    var x = contentSideMargins.leading
    if let image = storedImageView?.image { x += image.size.width + Self.imageToTextSpacing }
    let available = max(0, contentWidth - x - trailing)
    let labels: CGFloat
    switch cellStyle {
    case .default:
      labels = fittedSize(storedTextLabel, width: available).height
    case .subtitle:
      labels =
        fittedSize(storedTextLabel, width: available).height
        + fittedSize(storedDetailTextLabel, width: available).height
    case .value1:
      let text = fittedSize(storedTextLabel, width: available)
      let detailWidth = max(0, available - min(text.width, available))
      labels = max(text.height, fittedSize(storedDetailTextLabel, width: detailWidth).height)
    case .value2:
      let column = min(Self.value2TextColumnWidth, available)
      let detailWidth = max(0, contentWidth - trailing - x - column - Self.value2ColumnSpacing)
      labels = max(
        fittedSize(storedTextLabel, width: column).height,
        fittedSize(storedDetailTextLabel, width: detailWidth).height)
    }
    guard labels > 0 else { return nil }
    let scale = max(1, traitCollection.displayScale)
    let height = labels + 2 * contentVerticalMargin + contentSeparatorInset
    return (height * scale - 0.001).rounded(.up) / scale
  }

  /// A label rectangle of the `.value1` and `.value2` styles, centred vertically in `size` with
  /// its top rounded up to a whole point (decision IC8): a 19⅓-point label sits at 13 in a
  /// 44-point or 43⅔-point content view, not at 12⅓.
  private func centered(x: CGFloat, width: CGFloat, height: CGFloat, in size: CGSize) -> CGRect {
    let top = ((size.height - height) / 2 - 0.001).rounded(.up)
    return CGRect(x: x, y: top, width: width, height: height)
  }

  /// A label's size fitting a width, or zero without a label or text.
  private func fittedSize(_ label: UILabel?, width: CGFloat) -> CGSize {
    guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0
    else { return .zero }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }

  /// A value rounded to the cell's display pixels.
  private func pixelRounded(_ value: CGFloat) -> CGFloat {
    let scale = max(1, traitCollection.displayScale)
    return (value * scale).rounded() / scale
  }
}
