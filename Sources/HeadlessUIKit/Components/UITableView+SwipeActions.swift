import Foundation

/// Swiping rows, headless: the actions a swipe reveals and performing one as a user's tap on
/// its button does (decision TB7). Every method here is a HeadlessUIKit addition.
extension UITableView {
  /// The edge of a row a headless swipe starts from (a HeadlessUIKit addition).
  public enum HeadlessSwipeEdge: Sendable {
    /// The leading edge: the left in a left-to-right layout.
    case leading
    /// The trailing edge: the right in a left-to-right layout.
    case trailing
  }

  /// The actions a user's swipe from an edge of a row would reveal (a HeadlessUIKit addition).
  ///
  /// A row can be swiped while the table is not editing and the data source lets the row be
  /// edited. The actions are the delegate's configuration for the edge; on the trailing edge
  /// without one, a row whose editing style is `.delete` shows UIKit's destructive Delete
  /// button (titled by `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`), which commits
  /// the deletion to the data source.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - edge: The edge the swipe starts from.
  /// - Returns: The configuration, or `nil` when the swipe reveals nothing.
  public func headlessSwipeActionsConfiguration(
    at indexPath: IndexPath, edge: HeadlessSwipeEdge
  ) -> UISwipeActionsConfiguration? {
    layoutTableIfNeeded()
    guard !storedIsEditing, geometry.rowFrame(at: indexPath) != nil, let dataSource,
      dataSource.tableView(self, canEditRowAt: indexPath)
    else { return nil }
    let configuration: UISwipeActionsConfiguration?
    switch edge {
    case .leading:
      configuration = tableDelegate?.tableView(
        self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      configuration =
        tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        ?? defaultTrailingSwipeActions(at: indexPath)
    }
    guard let configuration, !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// Swipes a row from an edge and taps one of the actions revealed, as a user does (a
  /// HeadlessUIKit addition).
  ///
  /// The delegate is told the row began editing (`tableView(_:willBeginEditingRowAt:)`), the
  /// table's ``isEditing`` is `true` and the cell shows its delete confirmation while the
  /// action's handler runs; when the handler calls its completion, the actions are put away
  /// and the delegate is told (`tableView(_:didEndEditingRowAt:)`, with the row's index path
  /// then, `nil` if the handler deleted it). The handler's view is the row's cell.
  ///
  /// - Parameters:
  ///   - indexPath: The row; it must be on screen.
  ///   - edge: The edge the swipe starts from.
  ///   - index: The action's position in the configuration, 0 nearest the edge.
  /// - Returns: Whether an action ran.
  @discardableResult
  public func headlessPerformSwipeAction(
    at indexPath: IndexPath, edge: HeadlessSwipeEdge = .trailing, index: Int = 0
  ) -> Bool {
    guard let configuration = headlessSwipeActionsConfiguration(at: indexPath, edge: edge),
      configuration.actions.indices.contains(index), let cell = cellForRow(at: indexPath)
    else { return false }
    perform(configuration.actions[index], at: indexPath, cell: cell)
    return true
  }

  /// Swipes a row all the way across from an edge, as a user does (a HeadlessUIKit addition):
  /// the first action runs when the configuration allows it
  /// (``UISwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
  ///
  /// - Parameters:
  ///   - indexPath: The row; it must be on screen.
  ///   - edge: The edge the swipe starts from.
  /// - Returns: Whether an action ran.
  @discardableResult
  public func headlessFullSwipe(at indexPath: IndexPath, edge: HeadlessSwipeEdge = .trailing)
    -> Bool
  {
    guard let configuration = headlessSwipeActionsConfiguration(at: indexPath, edge: edge),
      configuration.performsFirstActionWithFullSwipe
    else { return false }
    return headlessPerformSwipeAction(at: indexPath, edge: edge, index: 0)
  }

  /// The Delete button UIKit shows on the trailing edge of a row whose editing style is
  /// `.delete` when the delegate gives no configuration.
  private func defaultTrailingSwipeActions(at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard rowEditingStyle(at: indexPath) == .delete else { return nil }
    let title =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
      ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, view, completion in
      guard let self, let cell = view as? UITableViewCell, let row = self.indexPath(for: cell)
      else { return completion(false) }
      self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Shows a row's actions, runs one, and puts them away when its handler completes.
  private func perform(_ action: UIContextualAction, at indexPath: IndexPath, cell: UITableViewCell)
  {
    endSwipe()
    tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    updateState.swipedRow = indexPath
    cell.setShowsDeleteConfirmation(true)
    var completed = false
    action.handler(action, cell) { [weak self, weak cell] _ in
      guard !completed else { return }
      completed = true
      guard let self, let cell, self.updateState.swipedRow != nil else { return }
      self.finishSwipe(of: cell)
    }
  }

  /// Puts a swiped row's actions away, telling the delegate.
  private func finishSwipe(of cell: UITableViewCell) {
    updateState.swipedRow = nil
    cell.setShowsDeleteConfirmation(false)
    tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell))
  }

  /// Puts away the actions of a swiped row whose handler has not completed.
  func endSwipe() {
    guard let row = updateState.swipedRow else { return }
    if let cell = visibleCellsByRow[row] {
      finishSwipe(of: cell)
    } else {
      updateState.swipedRow = nil
      tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }
  }
}
