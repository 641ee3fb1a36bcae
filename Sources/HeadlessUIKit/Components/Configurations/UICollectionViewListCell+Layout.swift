import Foundation

/// Where a list cell puts its content view and accessories (decision CV10).
extension UICollectionViewListCell {
  /// The space between two accessories, and between the content view and an accessory.
  static let accessorySpacing: CGFloat = 8

  /// The accessories shown in the cell's editing state.
  var visibleAccessoryViews: [CellAccessoryView] {
    accessoryViews.filter { $0.accessory.isShown(editing: isEditing) }
  }

  /// Replaces the accessory views with views of the current accessories.
  func rebuildAccessoryViews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map(CellAccessoryView.init)
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }

  /// Gives the content view the table cells' side margins: the system minimum for the cell's
  /// size class and screen (decision W9).
  func applyListMargins() {
    let side = UIViewController.systemMinimumSideMargin(
      horizontalSizeClass: traitCollection.horizontalSizeClass,
      screen: window?.screen ?? UIScreen.main)
    let margins = NSDirectionalEdgeInsets(
      top: UITableView.cellContentVerticalMargin(for: systemGeneration), leading: side,
      bottom: UITableView.cellContentVerticalMargin(for: systemGeneration), trailing: side)
    if contentView.directionalLayoutMargins != margins {
      contentView.directionalLayoutMargins = margins
    }
  }

  /// The side margin accessories keep from the cell's edges.
  private var accessoryMargin: CGFloat {
    contentView.directionalLayoutMargins.trailing
  }

  /// The content view's frame in a cell of a size (left to right): after the indentation and
  /// the leading accessories, before the trailing accessories.
  func listContentFrame(in size: CGSize) -> CGRect {
    let shown = visibleAccessoryViews
    let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
    var leading = indentation
    let leadingViews = shown.filter(\.accessory.isLeading)
    if !leadingViews.isEmpty {
      leading +=
        accessoryMargin
        + leadingViews.map(\.accessorySize.width).reduce(0, +)
        + Self.accessorySpacing * CGFloat(leadingViews.count - 1)
    }
    var trailing: CGFloat = 0
    let trailingViews = shown.filter { !$0.accessory.isLeading }
    if !trailingViews.isEmpty {
      trailing =
        accessoryMargin
        + trailingViews.map(\.accessorySize.width).reduce(0, +)
        + Self.accessorySpacing * CGFloat(trailingViews.count - 1)
    }
    return CGRect(
      x: leading, y: 0, width: max(0, size.width - leading - trailing), height: size.height)
  }

  /// Places the content view and the accessories, centring each accessory vertically.
  func layoutListContent() {
    applyListMargins()
    applyAutomaticBackground()
    roundInsetGroupedCorners()
    let size = bounds.size
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    func mirrored(_ frame: CGRect) -> CGRect {
      rtl
        ? CGRect(
          x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        : frame
    }
    let content = listContentFrame(in: size)
    contentView.frame = mirrored(content)
    configurationStorage.layout(in: self, contentHost: contentView)
    let shown = Set(visibleAccessoryViews.map(ObjectIdentifier.init))
    for view in accessoryViews { view.isHidden = !shown.contains(ObjectIdentifier(view)) }
    let indentation = indentsAccessories ? CGFloat(max(0, indentationLevel)) * indentationWidth : 0
    var x = indentation + accessoryMargin
    for view in visibleAccessoryViews where view.accessory.isLeading {
      let accessory = view.accessorySize
      view.frame = mirrored(
        CGRect(
          x: x, y: pixelRounded((size.height - accessory.height) / 2), width: accessory.width,
          height: accessory.height))
      x += accessory.width + Self.accessorySpacing
    }
    var trailingX = size.width - accessoryMargin
    for view in visibleAccessoryViews.reversed() where !view.accessory.isLeading {
      let accessory = view.accessorySize
      trailingX -= accessory.width
      view.frame = mirrored(
        CGRect(
          x: trailingX, y: pixelRounded((size.height - accessory.height) / 2),
          width: accessory.width, height: accessory.height))
      trailingX -= Self.accessorySpacing
    }
    layoutSeparators()
  }

  /// Gives a cell that keeps its automatic background the grouped style in a grouped list.
  private func applyAutomaticBackground() {
    guard hasAutomaticBackground, let current = backgroundConfiguration,
      current.style == .listPlainCell || current.style == .listGroupedCell
    else {
      hasAutomaticBackground = false
      return
    }
    let grouped: Bool
    switch listAppearance {
    case .grouped?, .insetGrouped?: grouped = true
    default: grouped = false
    }
    let style: UIBackgroundConfiguration.Style = grouped ? .listGroupedCell : .listPlainCell
    guard current.style != style else { return }
    backgroundConfiguration =
      (grouped ? UIBackgroundConfiguration.listGroupedCell() : .listPlainCell())
      .updated(for: configurationState)
  }

  /// The corner radius of an inset grouped section's first and last rows.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// Rounds the background's outer corners in an inset grouped section: the top corners of
  /// the first row and the bottom corners of the last, when the background has no radius of its
  /// own (decision CV10).
  private func roundInsetGroupedCorners() {
    guard let view = configurationStorage.backgroundView,
      configurationStorage.backgroundConfiguration?.cornerRadius == 0
    else { return }
    guard listAppearance == .insetGrouped, let collectionView = superview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: self)
    else {
      view.layer.cornerRadius = 0
      return
    }
    let count = collectionView.numberOfItems(inSection: indexPath.section)
    var corners: CACornerMask = []
    if indexPath.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if indexPath.item == count - 1 {
      corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }
    view.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
    view.layer.maskedCorners = corners
    view.clipsToBounds = !corners.isEmpty
  }

  /// A value rounded to the cell's display pixels.
  private func pixelRounded(_ value: CGFloat) -> CGFloat {
    let scale = max(1, traitCollection.displayScale)
    return (value * scale).rounded() / scale
  }
}
