import Foundation

/// The delegate's default heights and views: the table's own properties, and no views.
extension UITableViewDelegate {
  /// Returns the table's ``UITableView/rowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The table's row height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Returns the table's ``UITableView/estimatedRowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The table's estimate.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    tableView.estimatedRowHeight
  }

  /// Returns the table's ``UITableView/sectionHeaderHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's header height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    tableView.sectionHeaderHeight
  }

  /// Returns the table's ``UITableView/sectionFooterHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's footer height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    tableView.sectionFooterHeight
  }

  /// Returns the table's ``UITableView/estimatedSectionHeaderHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's estimate.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }

  /// Returns the table's ``UITableView/estimatedSectionFooterHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's estimate.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
}
