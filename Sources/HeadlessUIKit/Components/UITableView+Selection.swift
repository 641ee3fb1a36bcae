import Foundation

extension UITableView {
  /// Posted when the user's selection changes the selected rows.
  ///
  /// Not posted when rows are selected or deselected in code. The object is the table view.
  public nonisolated static let selectionDidChangeNotification = Notification.Name(
    "UITableViewSelectionDidChangeNotification")
}

/// Selecting rows in code (decisions TB3, TB4).
///
/// Selecting or deselecting a row in code does not tell the delegate and posts no
/// notification, as in UIKit; the row's cell, when on screen, is selected or deselected with
/// `setSelected(_:animated:)`, and cells that come on screen later show their row's selection.
/// ``reloadData()``, reloading a row and entering or leaving editing mode deselect rows, as
/// UIKit does.
extension UITableView {
  /// The selected row, the first in index path order; `nil` when none is selected.
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows in index path order; `nil` when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row, and scrolls to it unless `scrollPosition` is `.none`.
  ///
  /// The other rows are deselected unless the table allows multiple selection (in editing
  /// mode, ``allowsMultipleSelectionDuringEditing``); `nil` deselects every row. Does nothing
  /// while the table does not allow selection (in editing mode,
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing``). The
  /// delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  ///   - scrollPosition: Where the row ends up; `.none` does not scroll.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard selectionIsAllowed, rowExists(indexPath) else { return }
    if !multipleSelectionIsAllowed {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    if let cell = visibleCellsByRow[indexPath], !cell.isSelected {
      cell.setSelected(true, animated: animated)
    }
    // Selecting with `.none` does not scroll, unlike scrolling with it.
    guard scrollPosition != .none else { return }
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects a row; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    if let cell = visibleCellsByRow[indexPath], cell.isSelected {
      cell.setSelected(false, animated: animated)
    }
  }

  /// The row whose rectangle contains a point of the table's content.
  ///
  /// - Parameter point: A point in the table's coordinates (content coordinates).
  /// - Returns: The row, or `nil` when the point is on no row.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutTableIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    return geometry.rows(intersecting: probe).first { row in
      geometry.rowFrame(at: row)?.contains(point) ?? false
    }
  }

  /// Whether rows can be selected now: ``allowsSelection``, or in editing mode
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing``.
  var selectionIsAllowed: Bool {
    storedIsEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// Whether several rows can be selected now: ``allowsMultipleSelection``, or in editing mode
  /// ``allowsMultipleSelectionDuringEditing``.
  var multipleSelectionIsAllowed: Bool {
    storedIsEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether a row is in the table's row data.
  func rowExists(_ indexPath: IndexPath) -> Bool {
    let counts = loadedRowCounts()
    return indexPath.count == 2 && counts.indices.contains(indexPath.section)
      && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
  }
}
