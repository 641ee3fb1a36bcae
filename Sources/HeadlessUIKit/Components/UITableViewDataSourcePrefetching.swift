import Foundation

/// The object a table view tells which rows it is likely to show soon, so their data can be
/// loaded before `tableView(_:cellForRowAt:)` asks for them (decision LS3).
///
/// Assign it to the table's ``UITableView/prefetchDataSource``. Headless, the table prefetches
/// the rows within one bounds height ahead of the visible ones after a scroll, nearest first,
/// and cancels those the scroll turns away from before they are shown.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts preparing the data of rows the table is likely to show soon.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows, nearest to the visible area first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Stops preparing the data of rows the table no longer expects to show soon; does nothing
  /// by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
