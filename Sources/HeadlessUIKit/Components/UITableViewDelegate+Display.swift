import Foundation

/// The delegate's default answers about cells, headers and footers coming on and off screen:
/// nothing happens.
extension UITableViewDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
}
