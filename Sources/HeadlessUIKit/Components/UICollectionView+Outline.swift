import Foundation

/// Outlines: the level and expansion a diffable data source's section snapshots give the
/// cells, and the outline disclosure accessories that expand and collapse items (decision
/// LS8).
extension UICollectionView {
  /// The data source, when it keeps section snapshots.
  private var outlineSource: (any CollectionOutlineSource)? {
    dataSource as? any CollectionOutlineSource
  }

  /// Gives a cell its item's level as indentation (list cells) and its expansion as
  /// configuration state, when the item's section was applied with a section snapshot.
  func applyOutlineState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let state = outlineSource?.outlineState(at: indexPath) else {
      if cell.isExpandedInOutline { cell.isExpandedInOutline = false }
      return
    }
    if let listCell = cell as? UICollectionViewListCell, listCell.indentationLevel != state.level {
      listCell.indentationLevel = state.level
    }
    if cell.isExpandedInOutline != state.isExpanded { cell.isExpandedInOutline = state.isExpanded }
  }

  /// Carries out a tap on an outline disclosure accessory of a cell: its action handler, or
  /// else expanding or collapsing the cell's item in its section snapshot.
  ///
  /// - Parameters:
  ///   - accessory: The accessory.
  ///   - cell: The cell showing it.
  func outlineDisclosureTapped(_ accessory: UICellAccessory, in cell: UICollectionViewCell) {
    if let handler = accessory.actionHandler {
      handler()
      return
    }
    guard let indexPath = indexPath(for: cell) else { return }
    outlineSource?.toggleExpansion(at: indexPath)
  }

  /// Expands or collapses the item of a tapped cell whose outline disclosure has the header
  /// style, instead of selecting it.
  ///
  /// - Parameter indexPath: The tapped item.
  /// - Returns: Whether the cell has such an accessory.
  func toggleHeaderOutline(at indexPath: IndexPath) -> Bool {
    guard let cell = visibleCellsByItem[indexPath] as? UICollectionViewListCell,
      let accessory = cell.headerOutlineDisclosure
    else { return false }
    outlineDisclosureTapped(accessory, in: cell)
    return true
  }
}

extension UICollectionViewListCell {
  /// The shown outline disclosure accessory whose tap covers the whole cell: the header style,
  /// or the automatic style in a cell whose content configuration is a header's.
  var headerOutlineDisclosure: UICellAccessory? {
    visibleAccessoryViews.map(\.accessory).first { isHeaderOutlineDisclosure($0) }
  }

  /// Whether an accessory is an outline disclosure whose tap covers the whole cell.
  func isHeaderOutlineDisclosure(_ accessory: UICellAccessory) -> Bool {
    guard case .outlineDisclosure(let style) = accessory.kind else { return false }
    switch style {
    case .header: return true
    case .cell: return false
    case .automatic:
      return (contentConfiguration as? UIListContentConfiguration)?.isHeaderStyle ?? false
    }
  }
}

extension UIListContentConfiguration {
  /// Whether the configuration is one of the header styles.
  var isHeaderStyle: Bool {
    switch style {
    case .plainHeader, .groupedHeader, .prominentInsetGroupedHeader,
      .extraProminentInsetGroupedHeader, .sidebarHeader, .header:
      true
    default:
      false
    }
  }
}
