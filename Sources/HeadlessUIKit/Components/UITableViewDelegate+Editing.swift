import Foundation

/// The delegate's default answers about editing: UIKit's Delete control and button, indented
/// content, no swipe actions of its own, and moves where the user drops the row.
extension UITableViewDelegate {
  /// Returns `.delete`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    .delete
  }

  /// Returns `nil`: the button reads "Delete".
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    nil
  }

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, or `nil`.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// Returns `nil`: a row whose editing style is `.delete` shows a Delete button.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// Returns `proposedDestinationIndexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row is.
  ///   - proposedDestinationIndexPath: Where the user dropped it.
  /// - Returns: `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }
}
