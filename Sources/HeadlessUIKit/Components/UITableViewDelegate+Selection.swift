import Foundation

/// The delegate's default answers about selection and highlighting: the row asked about is
/// selected, deselected and highlighted, and nothing else happens.
extension UITableViewDelegate {
  /// Returns `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row the user tapped.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Returns `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row about to be deselected.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
}
