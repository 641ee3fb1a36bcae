import Foundation

/// The row a touch went down on, while the table tracks it.
struct TableTrackedRow {
  /// The touch.
  let touch: UITouch
  /// The row.
  let indexPath: IndexPath
  /// Whether the delegate let the row be highlighted (a row that is not is not selected).
  var mayHighlight: Bool
  /// Whether the row is highlighted now.
  var isHighlighted = false
  /// Whether the touch left the row.
  var left = false
}

/// Selecting rows as a user's touch does, through the window's touches (decision TB3).
///
/// A touch that goes down on a row of a table that allows selection is tracked: the delegate
/// is asked whether to highlight the row (`tableView(_:shouldHighlightRowAt:)`); if so the
/// cell is highlighted and the delegate told (`tableView(_:didHighlightRowAt:)`). When the
/// touch lifts on the row, the highlight is removed (`tableView(_:didUnhighlightRowAt:)`) and
/// the row is selected: `tableView(_:willSelectRowAt:)` may redirect or refuse it; in single
/// selection the other selected rows are deselected first (`tableView(_:willDeselectRowAt:)`,
/// `tableView(_:didDeselectRowAt:)`); then the row's cell is selected and
/// `tableView(_:didSelectRowAt:)` is called, and
/// ``UITableView/selectionDidChangeNotification`` is posted when the selection changed. With
/// multiple selection, touching a selected row deselects it instead. A touch that leaves the
/// row, or is cancelled (a scroll takes it), only removes the highlight. As the scroll view
/// delays content touches, a quick tap highlights and selects when the finger lifts.
extension UITableView {
  /// Starts tracking a touch that goes down on a row; returns `false` for other touches.
  func trackRowTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    guard updateState.trackedRow == nil, selectionIsAllowed, let touch = touches.first,
      let row = indexPathForRow(at: touch.location(in: self))
    else { return false }
    let mayHighlight = tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true
    var tracked = TableTrackedRow(touch: touch, indexPath: row, mayHighlight: mayHighlight)
    if mayHighlight {
      visibleCellsByRow[row]?.setHighlighted(true, animated: false)
      tracked.isHighlighted = true
      updateState.trackedRow = tracked
      tableDelegate?.tableView(self, didHighlightRowAt: row)
    } else {
      updateState.trackedRow = tracked
    }
    return true
  }

  /// Follows the tracked touch: leaving the row removes its highlight.
  func trackRowTouchesMoved(_ touches: Set<UITouch>) -> Bool {
    guard var tracked = updateState.trackedRow, touches.contains(tracked.touch) else {
      return false
    }
    let frame = geometry.rowFrame(at: tracked.indexPath) ?? .zero
    guard !tracked.left, !frame.contains(tracked.touch.location(in: self)) else { return true }
    tracked.left = true
    updateState.trackedRow = tracked
    unhighlight(tracked)
    return true
  }

  /// Ends tracking: a touch that lifts on its row selects it.
  func trackRowTouchesEnded(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = updateState.trackedRow, touches.contains(tracked.touch) else {
      return false
    }
    updateState.trackedRow = nil
    let frame = geometry.rowFrame(at: tracked.indexPath) ?? .zero
    let onRow = !tracked.left && frame.contains(tracked.touch.location(in: self))
    unhighlight(tracked)
    if onRow, tracked.mayHighlight { userSelectRow(at: tracked.indexPath) }
    return true
  }

  /// Cancels tracking, removing the highlight.
  func trackRowTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = updateState.trackedRow, touches.contains(tracked.touch) else {
      return false
    }
    updateState.trackedRow = nil
    unhighlight(tracked)
    return true
  }

  /// Removes a tracked row's highlight, telling the delegate, if it is highlighted.
  private func unhighlight(_ tracked: TableTrackedRow) {
    guard tracked.isHighlighted else { return }
    if var current = updateState.trackedRow, current.touch === tracked.touch {
      current.isHighlighted = false
      updateState.trackedRow = current
    }
    visibleCellsByRow[tracked.indexPath]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: tracked.indexPath)
  }

  /// Selects a row, or with multiple selection toggles it, as a user's tap does.
  func userSelectRow(at row: IndexPath) {
    let before = selectedRows
    if multipleSelectionIsAllowed, selectedRows.contains(row) {
      userDeselectRow(at: row)
    } else if let target = askDelegate(row, { $0.tableView($1, willSelectRowAt: $2) }),
      rowExists(target)
    {
      if !multipleSelectionIsAllowed {
        for other in selectedRows.sorted() where other != target { userDeselectRow(at: other) }
      }
      selectedRows.insert(target)
      if let cell = visibleCellsByRow[target], !cell.isSelected {
        cell.setSelected(true, animated: false)
      }
      tableDelegate?.tableView(self, didSelectRowAt: target)
    }
    guard selectedRows != before else { return }
    NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
  }

  /// Deselects a row as the user's selection does, asking and telling the delegate.
  private func userDeselectRow(at row: IndexPath) {
    guard let target = askDelegate(row, { $0.tableView($1, willDeselectRowAt: $2) }),
      selectedRows.contains(target)
    else { return }
    deselectRow(at: target, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }

  /// The row the delegate redirects a selection or deselection to, or `nil` when it refuses;
  /// the row itself without a delegate.
  private func askDelegate(
    _ row: IndexPath,
    _ question: (any UITableViewDelegate, UITableView, IndexPath) -> IndexPath?
  ) -> IndexPath? {
    guard let delegate = tableDelegate else { return row }
    return question(delegate, self, row)
  }
}
