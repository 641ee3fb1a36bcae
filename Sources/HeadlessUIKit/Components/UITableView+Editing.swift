import Foundation

/// Editing mode: the cells' editing state and style, and moving rows as a user does
/// (decisions TB5, TB6).
extension UITableView {
  /// Enters or leaves editing mode: puts a swiped row's actions away, clears the selection
  /// (decision TB5), and gives each visible cell its editing style and mode.
  func applyEditing(_ editing: Bool, animated: Bool) {
    endSwipe()
    guard editing != storedIsEditing else { return }
    storedIsEditing = editing
    for row in selectedRows { visibleCellsByRow[row]?.setSelected(false, animated: animated) }
    selectedRows = []
    for (row, cell) in visibleCellsByRow {
      if editing { cell.setEditingStyle(rowEditingStyle(at: row)) }
      cell.setEditing(editing, animated: animated)
    }
    setNeedsLayout()
  }

  /// A row's editing control: `.none` when the data source does not let the row be edited,
  /// else the delegate's style (`.delete` by default).
  func rowEditingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
    return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Gives a cell shown for a row the row's selection and the table's editing mode.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: Its row.
  ///   - isNew: Whether the cell was just put on screen.
  func syncRowState(of cell: UITableViewCell, at indexPath: IndexPath, isNew: Bool) {
    let selected = selectedRows.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if storedIsEditing, isNew || !cell.isEditing {
      cell.setEditingStyle(rowEditingStyle(at: indexPath))
    }
    if cell.isEditing != storedIsEditing { cell.setEditing(storedIsEditing, animated: false) }
  }

  /// Moves a row as a user dragging its reorder control does (a HeadlessUIKit addition).
  ///
  /// The table must be editing and the data source must let the row move
  /// (`tableView(_:canMoveRowAt:)`). The delegate may redirect the drop
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); the table then
  /// moves the row, its cell and its selection, and tells the data source
  /// (`tableView(_:moveRowAt:to:)`), which updates its data without telling the table, as in
  /// UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - proposedIndexPath: Where the user drops it, in the rows after the move.
  /// - Returns: Where the row went, or `nil` when it could not be moved.
  @discardableResult
  public func headlessMoveRow(at indexPath: IndexPath, to proposedIndexPath: IndexPath)
    -> IndexPath?
  {
    layoutTableIfNeeded()
    guard storedIsEditing, let dataSource, geometry.rowFrame(at: indexPath) != nil,
      dataSource.tableView(self, canMoveRowAt: indexPath)
    else { return nil }
    let destination =
      tableDelegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposedIndexPath)
      ?? proposedIndexPath
    var counts = loadedRowCounts()
    guard counts.indices.contains(destination.section) else { return nil }
    counts[indexPath.section] -= 1
    counts[destination.section] += 1
    guard destination.row >= 0, destination.row < counts[destination.section] else { return nil }
    var batch = TableUpdateBatch(before: loadedRowCounts())
    batch.movedRows = [(indexPath, destination)]
    moveRows(by: batch.mapping(after: counts), counts: counts)
    dataSource.tableView(self, moveRowAt: indexPath, to: destination)
    setNeedsLayout()
    layoutTable()
    return destination
  }
}
