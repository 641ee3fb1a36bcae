import Foundation

extension UITableView {
  /// How UIKit animates inserted, deleted and reloaded rows; headless, updates complete at once
  /// whatever the animation.
  public enum RowAnimation: Int, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// The rows slide in from the right or out to the right.
    case right = 1
    /// The rows slide in from the left or out to the left.
    case left = 2
    /// The rows slide in from the top or out to the top.
    case top = 3
    /// The rows slide in from the bottom or out to the bottom.
    case bottom = 4
    /// The rows appear or disappear without animation.
    case none = 5
    /// The rows grow from or shrink to their middle.
    case middle = 6
    /// The table chooses the animation.
    case automatic = 100
  }
}

/// Updates: telling the table which rows and sections the data source inserted, deleted,
/// reloaded or moved (decisions TB1, TB2).
///
/// Updates made between ``beginUpdates()`` and ``endUpdates()``, or inside
/// ``performBatchUpdates(_:completion:)``, form one batch; an update made alone is a batch of
/// its own. When the outermost batch ends, the table checks the data source's new counts
/// against its row data and the batch, as UIKit does (stopping with UIKit's
/// `NSInternalInconsistencyException` when they disagree), moves the selection and the visible
/// cells with their rows, gives reloaded rows new cells, and lays the rows out again at once.
/// Nothing animates headless.
extension UITableView {
  /// Starts a batch of updates that ends at the matching ``endUpdates()``; batches nest.
  public func beginUpdates() {
    if updateState.batchDepth == 0 {
      updateState.batch = TableUpdateBatch(before: loadedRowCounts())
    }
    updateState.batchDepth += 1
  }

  /// Ends a batch of updates; the outermost end checks and applies the batch and lays the
  /// rows out again.
  public func endUpdates() {
    guard updateState.batchDepth > 0 else { return }
    updateState.batchDepth -= 1
    guard updateState.batchDepth == 0, let batch = updateState.batch else { return }
    updateState.batch = nil
    commit(batch)
  }

  /// Runs `updates` (inserts, deletes, reloads and moves) as one batch, applies it, and calls
  /// `completion(true)` after the next layout pass on a later turn of the main queue, as
  /// headless animations complete.
  ///
  /// - Parameters:
  ///   - updates: The updates; may be `nil`, which still checks the counts and measures the
  ///     rows again.
  ///   - completion: Called with `true` once the batch has finished.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(true) }
  }

  /// Tells the table the data source inserted rows.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows, after the update.
  ///   - animation: How UIKit would animate them in.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordUpdate { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Tells the table the data source deleted rows; deleted selected rows are deselected.
  ///
  /// - Parameters:
  ///   - indexPaths: The deleted rows, before the update.
  ///   - animation: How UIKit would animate them out.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordUpdate { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Asks the data source for new cells of rows; reloaded rows are deselected, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, before the update.
  ///   - animation: How UIKit would animate the change.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordUpdate { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Asks the data source to configure the visible cells of rows again, without replacing
  /// them: dequeuing a cell of the same reuse identifier for such a row returns the row's
  /// current cell, and the selection stays.
  ///
  /// - Parameter indexPaths: The rows, before the update.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    recordUpdate { $0.reconfiguredRows.formUnion(indexPaths) }
  }

  /// Tells the table the data source moved a row; its cell and selection move with it.
  ///
  /// - Parameters:
  ///   - indexPath: The row before the update.
  ///   - newIndexPath: The row after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Tells the table the data source inserted sections.
  ///
  /// - Parameters:
  ///   - sections: The new sections, after the update.
  ///   - animation: How UIKit would animate them in.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordUpdate { $0.insertedSections.formUnion(sections) }
  }

  /// Tells the table the data source deleted sections; their selected rows are deselected.
  ///
  /// - Parameters:
  ///   - sections: The deleted sections, before the update.
  ///   - animation: How UIKit would animate them out.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordUpdate { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source for sections' rows, headers and footers again; their rows get new
  /// cells and are deselected.
  ///
  /// - Parameters:
  ///   - sections: The sections, before the update.
  ///   - animation: How UIKit would animate the change.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordUpdate { $0.reloadedSections.formUnion(sections) }
  }

  /// Tells the table the data source moved a section; its rows, cells and selection move with
  /// it.
  ///
  /// - Parameters:
  ///   - section: The section's index before the update.
  ///   - newSection: Its index after.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    recordUpdate { $0.movedSections.append((section, newSection)) }
  }

  /// Asks the data source for the section index titles again; headless, the index is not
  /// shown.
  public func reloadSectionIndexTitles() {
    updateState.sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
  }

  /// The number of rows of each section in the table's row data, loaded from the data source
  /// (or the static sections) when a reload made it stale (decision TB1).
  func loadedRowCounts() -> [Int] {
    if let counts = updateState.rowCounts { return counts }
    let counts = (0..<contentSectionCount()).map { contentRowCount(inSection: $0) }
    updateState.rowCounts = counts
    return counts
  }

  /// Records an update in the batch under way, or applies it alone.
  private func recordUpdate(_ record: (inout TableUpdateBatch) -> Void) {
    beginUpdates()
    if var batch = updateState.batch {
      record(&batch)
      updateState.batch = batch
    }
    endUpdates()
  }

  /// Checks a finished batch against the data source and applies it: the row data, the
  /// selection, the visible cells, the headers and footers, and a layout pass now.
  private func commit(_ batch: TableUpdateBatch) {
    let after = (0..<contentSectionCount()).map { contentRowCount(inSection: $0) }
    batch.validate(after: after)
    let mapping = batch.mapping(after: after)
    moveRows(by: mapping, counts: after)
    reconfigure(batch.reconfiguredRows.compactMap { mapping.rows[$0] })
    if batch.changesSections {
      reloadHeaderFooterViews()
      prepareTreeForLayout()
    }
    setNeedsLayout()
    layoutTable()
  }

  /// Takes the row data, the selection, the swiped row and the visible cells to the rows after
  /// an update; replaced rows are deselected and their cells go back to the reuse queues, and
  /// every row is measured again.
  ///
  /// - Parameters:
  ///   - mapping: Where the rows before the update are after it.
  ///   - counts: The number of rows of each section after the update.
  func moveRows(by mapping: TableUpdateMapping, counts: [Int]) {
    updateState.rowCounts = counts
    selectedRows = Set(
      selectedRows.compactMap { mapping.replaced.contains($0) ? nil : mapping.rows[$0] })
    if let swiped = updateState.swipedRow, let moved = mapping.rows[swiped] {
      updateState.swipedRow = moved
    }
    displayState.prefetch.remap { mapping.replaced.contains($0) ? nil : mapping.rows[$0] }
    var cells: [IndexPath: UITableViewCell] = [:]
    var removed: [IndexPath: UITableViewCell] = [:]
    for (old, cell) in visibleCellsByRow {
      if let new = mapping.rows[old], !mapping.replaced.contains(old) {
        cells[new] = cell
      } else {
        removed[old] = cell
      }
    }
    visibleCellsByRow = cells
    rowHeightCache = [:]
    endDisplaying(removed)
  }

  /// Asks the data source again for the visible cells of rows, handing each row's own cell out
  /// when the data source dequeues one with the cell's reuse identifier.
  private func reconfigure(_ rows: [IndexPath]) {
    guard let dataSource else { return }
    for row in rows.sorted() {
      guard let cell = visibleCellsByRow[row] else { continue }
      updateState.reconfiguringCell = cell
      let configured = dataSource.tableView(self, cellForRowAt: row)
      updateState.reconfiguringCell = nil
      if configured !== cell {
        visibleCellsByRow[row] = configured
        endDisplaying(cell, at: row)
      }
    }
  }

  /// The cell being reconfigured, when it is dequeued again with its own reuse identifier.
  func takeReconfiguringCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cell = updateState.reconfiguringCell, cell.reuseIdentifier == identifier else {
      return nil
    }
    updateState.reconfiguringCell = nil
    return cell
  }
}
