import Foundation

/// A section's header or footer, as the table tracks which are shown.
struct TableSectionViewKey: Hashable, Comparable {
  /// The section.
  var section: Int
  /// Whether it is the footer.
  var isFooter: Bool

  /// Orders by section, the header before the footer.
  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.isFooter ? 1 : 0) < (rhs.section, rhs.isFooter ? 1 : 0)
  }
}

/// What the table has told its delegate and prefetch data source about what is on screen.
struct TableDisplayState {
  /// The header and footer views shown, by section.
  var sectionViews: [TableSectionViewKey: UIView] = [:]
  /// The rows prefetched (decision LS3).
  var prefetch = PrefetchTracker()
}

/// Telling the delegate when cells, headers and footers come on and go off screen, and the
/// prefetch data source which rows are ahead (decisions LS1–LS3).
///
/// A cell is displayed when a layout pass brings its row into the bounds (the first layout,
/// a scroll, a reload, an update): right after the data source makes it and the table gives
/// it its frame and selection, `tableView(_:willDisplay:forRowAt:)` is called. A cell stops
/// being displayed when its row leaves the bounds, with the row's index path then; when its
/// row is deleted or reloaded, or its section deleted or reloaded, with the index path it had
/// before the update; when the table reloads its data, for every shown cell, with its index
/// path before. The cell goes back to its reuse queue first, then
/// `tableView(_:didEndDisplaying:forRowAt:)` is called, before the cells coming on screen are
/// made, so they can reuse it. Rows that stay on screen through an update, even when they move,
/// are told nothing. Headers and footers work alike, by section, for the views whose
/// rectangles intersect the bounds; when the table asks for them again (a reload, a section
/// update), every shown one ends first.
extension UITableView {
  /// Puts a cell that leaves the screen in its reuse queue and tells the delegate.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    enqueueForReuse(cell)
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Ends the display of cells, in index path order.
  ///
  /// - Parameter cells: The cells, by the row each showed.
  func endDisplaying(_ cells: [IndexPath: UITableViewCell]) {
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
  }

  /// Tells the delegate a cell the layout pass added is about to be shown.
  func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the delegate which header and footer views came into the bounds and which left
  /// them, or were replaced, since the last layout pass.
  func updateDisplayedSectionViews() {
    var shown: [TableSectionViewKey: UIView] = [:]
    for (section, views) in sectionViews.enumerated() {
      guard geometry.sections.indices.contains(section) else { break }
      let rects = geometry.sections[section]
      if let header = views.header, isInBounds(rects.header) {
        shown[TableSectionViewKey(section: section, isFooter: false)] = header
      }
      if let footer = views.footer, isInBounds(rects.footer) {
        shown[TableSectionViewKey(section: section, isFooter: true)] = footer
      }
    }
    let before = displayState.sectionViews
    displayState.sectionViews = shown
    for (key, view) in before.sorted(by: { $0.key < $1.key }) where shown[key] !== view {
      tellEndDisplaying(view, key)
    }
    for (key, view) in shown.sorted(by: { $0.key < $1.key }) where before[key] !== view {
      if key.isFooter {
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
      } else {
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
      }
    }
  }

  /// Ends the display of every shown header and footer view, before the table asks for them
  /// again.
  func endDisplayingSectionViews() {
    let before = displayState.sectionViews
    displayState.sectionViews = [:]
    for (key, view) in before.sorted(by: { $0.key < $1.key }) { tellEndDisplaying(view, key) }
  }

  /// Tells the prefetch data source which rows lie ahead of a scroll, and which no longer do
  /// (decision LS3).
  func updatePrefetching() {
    let visible = Set(visibleCellsByRow.keys)
    let (prefetch, cancel) = displayState.prefetch.update(bounds: bounds, visible: visible) {
      rect in
      self.geometry.rows(intersecting: rect).compactMap { row in
        self.geometry.rowFrame(at: row).map { (row, $0) }
      }
    }
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
    if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
  }

  /// Whether a header or footer rectangle shows in the bounds.
  private func isInBounds(_ rect: CGRect) -> Bool {
    rect.height > 0 && rect.minY < bounds.maxY && rect.maxY > bounds.minY
  }

  /// Tells the delegate a header or footer view stopped being shown.
  private func tellEndDisplaying(_ view: UIView, _ key: TableSectionViewKey) {
    if key.isFooter {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
    } else {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
    }
  }
}
