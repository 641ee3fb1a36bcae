import Foundation

/// The layout pass: measuring sections, stacking them, and making the visible cells.
extension UITableView {
  /// Marks the rows for asking again and the table for layout.
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Replaces the table header or footer view among the subviews.
  func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  /// Measures and stacks the sections, sets ``contentSize``, and shows the cells of the rows
  /// that intersect the bounds (decisions W4–W8).
  func layoutTable() {
    if needsReload {
      needsReload = false
      rowHeightCache = [:]
      for cell in visibleCellsByRow.values { enqueueForReuse(cell) }
      visibleCellsByRow = [:]
    }
    let width = bounds.width
    if width != geometry.width { rowHeightCache = [:] }
    var measuredCells: [IndexPath: UITableViewCell] = [:]
    let insets = rowInsets
    let rowWidth = max(0, width - insets.left - insets.right)
    var sections: [TableSectionHeights] = []
    var headerViews: [(section: Int, header: UIView?, footer: UIView?)] = []
    for section in 0..<contentSectionCount() {
      let headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section)
      let footerView = tableDelegate?.tableView(self, viewForFooterInSection: section)
      headerViews.append((section, headerView, footerView))
      // A titled header or footer is never shorter than its title needs, whatever height was
      // set (decision W6): Interface Builder's grouped tables set 18 and still show titles.
      var header = requestedHeaderHeight(inSection: section)
      let headerTitle = contentHeaderTitle(inSection: section)
      if header < 0 || (headerTitle != nil && headerView == nil) {
        header = max(
          header,
          automaticHeaderFooterHeight(
            view: headerView, title: headerTitle, width: rowWidth,
            firstSectionHeader: section == 0))
      }
      var footer = requestedFooterHeight(inSection: section)
      let footerTitle = contentFooterTitle(inSection: section)
      if footer < 0 || (footerTitle != nil && footerView == nil) {
        footer = max(
          footer,
          automaticHeaderFooterHeight(view: footerView, title: footerTitle, width: rowWidth))
      }
      var rows: [CGFloat] = []
      for row in 0..<contentRowCount(inSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        rows.append(rowHeight(at: indexPath, width: rowWidth, measured: &measuredCells))
      }
      sections.append(
        TableSectionHeights(
          topPadding: headerTopPadding(forHeaderHeight: header), header: header, rows: rows,
          footer: footer))
    }
    geometry = .stacked(
      width: width, rowInsets: insets, tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
      sections: sections, tableFooterHeight: tableFooterView?.frame.height ?? 0)
    tableHeaderView?.frame = geometry.tableHeader
    tableFooterView?.frame = geometry.tableFooter
    let size = CGSize(width: width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    showVisibleCells(measured: &measuredCells)
    showSupplementaryViews(headerViews)
  }

  /// The height of a row: the requested height, else the cell's self-sized height, measured
  /// once a reload and width (decisions W4, W5).
  private func rowHeight(
    at indexPath: IndexPath, width: CGFloat, measured: inout [IndexPath: UITableViewCell]
  ) -> CGFloat {
    let requested = requestedRowHeight(at: indexPath)
    if requested >= 0 { return requested }
    if let cached = rowHeightCache[indexPath] { return cached }
    let cell = visibleCellsByRow[indexPath] ?? measured[indexPath] ?? contentCell(at: indexPath)
    if visibleCellsByRow[indexPath] == nil { measured[indexPath] = cell }
    configureForTable(cell)
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    let height =
      fitted > 0 ? fitted : Self.defaultRowHeight(for: systemGeneration) - separatorThickness
    rowHeightCache[indexPath] = height
    return height
  }

  /// Gives a cell the table's content margins.
  func configureForTable(_ cell: UITableViewCell) {
    let margins = cellContentSideMargins
    if cell.contentSideMargins != margins { cell.contentSideMargins = margins }
    let vertical = Self.cellContentVerticalMargin(for: systemGeneration)
    if cell.contentVerticalMargin != vertical { cell.contentVerticalMargin = vertical }
  }

  /// Shows a cell for each row that intersects the bounds and recycles the others.
  private func showVisibleCells(measured: inout [IndexPath: UITableViewCell]) {
    let rows = geometry.rows(intersecting: bounds)
    let visible = Set(rows)
    var insertedCell = false
    for (indexPath, cell) in visibleCellsByRow where !visible.contains(indexPath) {
      visibleCellsByRow[indexPath] = nil
      enqueueForReuse(cell)
    }
    for indexPath in rows {
      let cell =
        visibleCellsByRow[indexPath] ?? measured.removeValue(forKey: indexPath)
        ?? contentCell(at: indexPath)
      configureForTable(cell)
      if let frame = geometry.rowFrame(at: indexPath) { cell.frame = frame }
      if cell.superview !== self {
        insertSubview(cell, at: 0)
        insertedCell = true
      }
      visibleCellsByRow[indexPath] = cell
    }
    // Cells added during the pass bring constraints: solve them before the cells lay out.
    if insertedCell { prepareTreeForLayout() }
    for cell in measured.values where cell.superview !== self { enqueueForReuse(cell) }
    measured = [:]
  }

  /// Places the delegate's header and footer views over their rectangles.
  private func showSupplementaryViews(_ views: [(section: Int, header: UIView?, footer: UIView?)]) {
    let current = views.flatMap { [$0.header, $0.footer] }.compactMap { $0 }
    for view in visibleSupplementaryViews where !current.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for (section, header, footer) in views {
      let geometry = geometry.sections[section]
      if let header {
        header.frame = geometry.header
        if header.superview !== self { addSubview(header) }
      }
      if let footer {
        footer.frame = geometry.footer
        if footer.superview !== self { addSubview(footer) }
      }
    }
    visibleSupplementaryViews = current
  }
}
