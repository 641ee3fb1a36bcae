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

  /// Whether a row can be edited: swiped to delete or shown with an editing control; `true`
  /// by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether the row can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Carries out the deletion or insertion the user asked for on a row; the data source
  /// updates its data and tells the table (`deleteRows(at:with:)`); does nothing by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Whether a row can be moved while editing; `true` by default (decision TB6).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether the row can be moved.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Moves a row's data after the user moved the row; the table already shows it in its new
  /// place; does nothing by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// The titles of the section index; `nil` (no index) by default. Headless, the index is not
  /// shown.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The titles, or `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section an index title jumps to; the title's position by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The title.
  ///   - index: The title's position in the index.
  /// - Returns: The section.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
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
