import Foundation

/// The separators of list rows (decision CV10).
///
/// A list that shows separators draws a one-pixel line under each row but the last of its
/// section, from the leading edge of the row's text to the trailing edge; a grouped list also
/// draws full-width lines above its first row and under its last; sidebars draw none. A
/// separator configuration or the list's item separator handler overrides the visibility and
/// insets of each line.
extension UICollectionViewListCell {
  /// The separator configuration of the row, after the list's handler.
  private var resolvedSeparatorConfiguration: UIListSeparatorConfiguration? {
    guard let placement = listPlacement, placement.configuration.showsSeparators else {
      return nil
    }
    let configuration = placement.configuration.separatorConfiguration
    guard let handler = placement.configuration.itemSeparatorHandler else { return configuration }
    return handler(placement.indexPath, configuration)
  }

  /// The x of the leading edge of the row's text, in the cell (left to right).
  private var textLeading: CGFloat {
    if let list = configurationStorage.contentView as? UIListContentView {
      return contentView.frame.minX + list.layoutPlan(width: contentView.bounds.width).text.minX
    }
    return contentView.frame.minX + contentView.directionalLayoutMargins.leading
  }

  /// Shows, hides and places the top and bottom separators.
  func layoutSeparators() {
    guard let placement = listPlacement, let configuration = resolvedSeparatorConfiguration
    else {
      topSeparator.isHidden = true
      bottomSeparator.isHidden = true
      return
    }
    let appearance = placement.configuration.appearance
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    let grouped = appearance == .grouped
    let isFirst = placement.indexPath.item == 0
    let isLast = placement.indexPath.item == placement.count - 1
    func visible(_ visibility: UIListSeparatorConfiguration.Visibility, automatic: Bool) -> Bool {
      switch visibility {
      case .visible: true
      case .hidden: false
      case .automatic: automatic && !sidebar
      }
    }
    let showsTop = visible(configuration.topSeparatorVisibility, automatic: grouped && isFirst)
    let showsBottom = visible(
      configuration.bottomSeparatorVisibility, automatic: !isLast || grouped)
    let fullWidth = grouped && isLast
    place(
      topSeparator, shown: showsTop, atTop: true, insets: configuration.topSeparatorInsets,
      automaticLeading: grouped && isFirst ? 0 : textLeading, color: configuration.color)
    place(
      bottomSeparator, shown: showsBottom, atTop: false,
      insets: configuration.bottomSeparatorInsets,
      automaticLeading: fullWidth ? 0 : textLeading, color: configuration.color)
  }

  /// Places one separator line.
  private func place(
    _ line: UIView, shown: Bool, atTop: Bool, insets: NSDirectionalEdgeInsets,
    automaticLeading: CGFloat, color: UIColor
  ) {
    line.isHidden = !shown
    guard shown else { return }
    if line.superview !== self { addSubview(line) } else { bringSubviewToFront(line) }
    let automatic = UIListSeparatorConfiguration.automaticInsets
    let leading = insets.leading == automatic.leading ? automaticLeading : insets.leading
    let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
    let scale = max(1, traitCollection.displayScale)
    let thickness = 1 / scale
    var frame = CGRect(
      x: leading, y: atTop ? 0 : bounds.height - thickness,
      width: max(0, bounds.width - leading - trailing), height: thickness)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      frame.origin.x = bounds.width - frame.maxX
    }
    line.frame = frame
    line.backgroundColor = color
  }
}
