import Foundation

/// The data source's default answers about editing, moving and the section index: every row
/// can be edited and moved, nothing is committed, and there is no index (decision TB6).
extension UITableViewDataSource {
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Returns `nil`.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }

  /// Returns `index`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The title.
  ///   - index: The title's position in the index.
  /// - Returns: `index`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
}
