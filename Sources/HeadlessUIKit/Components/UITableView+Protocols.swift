import Foundation

/// The methods a table view asks its data source for its sections and rows.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required; the
/// others are optional, as in UIKit, through the protocol extension's defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in a section.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell of a row, usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The configured cell.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; 1 by default.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of a section's header; `nil` (no title) by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer; `nil` (no title) by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// Returns 1.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}

/// The methods a table view asks its delegate for heights and views of rows, headers and
/// footers.
///
/// Every method is optional, as in UIKit: the defaults return the table view's own properties
/// (``UITableView/rowHeight``, ``UITableView/sectionHeaderHeight``, …) and no views. Assign the
/// delegate to the table's `delegate` (a `UIScrollViewDelegate`, see <doc:DifferencesFromUIKit>).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; ``UITableView/automaticDimension`` asks the cell to size itself.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The height; the table's ``UITableView/rowHeight`` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// An estimate of a row's height; stored for UIKit compatibility, rows are always measured
  /// (decision W5).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The estimate; the table's ``UITableView/estimatedRowHeight`` by default.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

  /// The height of a section's header; ``UITableView/automaticDimension`` uses the style's
  /// default (decision W6).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height; the table's ``UITableView/sectionHeaderHeight`` by default.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of a section's footer; ``UITableView/automaticDimension`` uses the style's
  /// default (decision W6).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height; the table's ``UITableView/sectionFooterHeight`` by default.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// An estimate of a header's height; stored for UIKit compatibility (decision W5).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's ``UITableView/estimatedSectionHeaderHeight`` by default.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat

  /// An estimate of a footer's height; stored for UIKit compatibility (decision W5).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The table's ``UITableView/estimatedSectionFooterHeight`` by default.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat

  /// A custom view for a section's header, laid out in the header's rectangle.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The view, or `nil` (the default) for the title's header or none.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// A custom view for a section's footer, laid out in the footer's rectangle.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The view, or `nil` (the default) for the title's footer or none.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

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
