import Foundation

/// The layout pass: measuring sections, stacking them, and making the visible cells.
extension UITableView {
  /// Marks the rows for asking again and the table for layout.
  func setNeedsReload() {
    needsReload = true
    updateState.rowCounts = nil
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
    let reloaded = needsReload
    if needsReload {
      needsReload = false
      rowHeightCache = [:]
      let shown = visibleCellsByRow
      visibleCellsByRow = [:]
      endDisplaying(shown)
      displayState.prefetch.reset()
      reloadHeaderFooterViews()
    }
    placeBackgroundView()
    let width = bounds.width
    if width != geometry.width { rowHeightCache = [:] }
    var measuredCells: [IndexPath: UITableViewCell] = [:]
    let insets = rowInsets
    let rowWidth = max(0, width - insets.left - insets.right)
    let counts = loadedRowCounts()
    let count = counts.count
    let headers = (0..<count).map { headerHeight(inSection: $0, width: rowWidth) }
    var sections: [TableSectionHeights] = []
    for section in 0..<count {
      let nextHeader = section + 1 < count ? headers[section + 1] : nil
      let footer = footerHeight(inSection: section, width: rowWidth, nextHeader: nextHeader)
      var rows: [CGFloat] = []
      for row in 0..<counts[section] {
        let indexPath = IndexPath(row: row, section: section)
        rows.append(rowHeight(at: indexPath, width: rowWidth, measured: &measuredCells))
      }
      sections.append(
        TableSectionHeights(
          topPadding: headerTopPadding(forHeaderHeight: headers[section]),
          header: headers[section], rows: rows, footer: footer))
    }
    geometry = .stacked(
      width: width, rowInsets: insets, tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
      sections: sections, tableFooterHeight: tableFooterView?.frame.height ?? 0)
    tableHeaderView?.frame = geometry.tableHeader
    tableFooterView?.frame = geometry.tableFooter
    let size = CGSize(width: width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    showVisibleCells(measured: &measuredCells)
    showHeaderFooterViews(reloaded: reloaded)
    updateDisplayedSectionViews()
    updatePrefetching()
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
    // A built-in style grows past the built-in height for labels that need it (IC30).
    let height =
      fitted > 0
      ? fitted : max(builtInRowHeight, cell.builtInLabelsFittingHeight(width: width) ?? 0)
    rowHeightCache[indexPath] = height
    return height
  }

  /// Puts the background view behind every other subview, over the visible bounds, so it does
  /// not scroll with the content (decision CL3).
  private func placeBackgroundView() {
    guard let backgroundView else { return }
    if backgroundView.superview !== self || subviews.first !== backgroundView {
      insertSubview(backgroundView, at: 0)
    }
    if backgroundView.frame != bounds { backgroundView.frame = bounds }
  }

  /// Gives a cell the table's content margins.
  func configureForTable(_ cell: UITableViewCell) {
    let margins = cellContentSideMargins
    if cell.contentSideMargins != margins { cell.contentSideMargins = margins }
    let vertical = Self.cellContentVerticalMargin(for: systemGeneration)
    if cell.contentVerticalMargin != vertical { cell.contentVerticalMargin = vertical }
    let reserved = cellSeparatorReservedHeight
    if cell.separatorReservedHeight != reserved { cell.separatorReservedHeight = reserved }
    if cell.tableGeneration != systemGeneration { cell.tableGeneration = systemGeneration }
  }

  /// Shows a cell for each row that intersects the bounds (every row when ``showsEveryRow``)
  /// and recycles the others, telling the delegate (UITableView+Display.swift).
  private func showVisibleCells(measured: inout [IndexPath: UITableViewCell]) {
    let area =
      showsEveryRow
      ? CGRect(
        x: bounds.minX, y: -.greatestFiniteMagnitude / 2, width: bounds.width,
        height: .greatestFiniteMagnitude)
      : bounds
    let rows = geometry.rows(intersecting: area)
    let visible = Set(rows)
    var insertedCell = false
    let leaving = visibleCellsByRow.filter { !visible.contains($0.key) }
    for indexPath in leaving.keys { visibleCellsByRow[indexPath] = nil }
    endDisplaying(leaving)
    for indexPath in rows {
      let cell =
        visibleCellsByRow[indexPath] ?? measured.removeValue(forKey: indexPath)
        ?? contentCell(at: indexPath)
      configureForTable(cell)
      if let frame = geometry.rowFrame(at: indexPath) { cell.frame = frame }
      let isNew = cell.superview !== self
      if isNew {
        let index = backgroundView.map { $0.superview === self ? 1 : 0 } ?? 0
        insertSubview(cell, at: index)
        insertedCell = true
      }
      syncRowState(of: cell, at: indexPath, isNew: isNew)
      visibleCellsByRow[indexPath] = cell
      if isNew { willDisplay(cell, at: indexPath) }
    }
    // Cells added during the pass bring constraints: solve them before the cells lay out.
    if insertedCell { prepareTreeForLayout() }
    for cell in measured.values where cell.superview !== self { enqueueForReuse(cell) }
    measured = [:]
  }
}
