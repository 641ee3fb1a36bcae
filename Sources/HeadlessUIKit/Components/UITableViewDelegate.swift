import Foundation

/// The methods a table view asks its delegate for heights and views of rows, headers and
/// footers, and tells it about selection and editing.
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

  /// Tells the delegate a row's cell is about to be shown: the table calls it in the layout
  /// pass that brings the row into the bounds (decision LS1).
  ///
  /// The cell has its frame and its selection; the table changes nothing else on it
  /// afterwards, so the delegate may override state-based properties here.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Tells the delegate a row's cell was removed from the table: its row left the bounds, was
  /// deleted or reloaded, or the table reloaded its data (decision LS1).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row the cell showed: before the update for a deleted or reloaded row.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Tells the delegate a section's header view is about to be shown (decision LS2).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view: the delegate's, or the table's view for the title.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// Tells the delegate a section's footer view is about to be shown (decision LS2).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view: the delegate's, or the table's view for the title.
  ///   - section: The section.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// Tells the delegate a section's header view left the bounds or was replaced (decision LS2).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section it was shown for.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

  /// Tells the delegate a section's footer view left the bounds or was replaced (decision LS2).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section it was shown for.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

  /// The row to select instead of the one the user tapped, or `nil` to select none; the row
  /// itself by default. Not asked when rows are selected in code.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row the user tapped.
  /// - Returns: The row to select, or `nil`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// The row to deselect instead of the one the user's selection deselects, or `nil` to keep it
  /// selected; the row itself by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row about to be deselected.
  /// - Returns: The row to deselect, or `nil`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Tells the delegate the user selected a row; not called when rows are selected in code.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Tells the delegate the user's selection deselected a row; not called when rows are
  /// deselected in code.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// Whether a row the user touches is highlighted; `true` by default. A row that is not
  /// highlighted is not selected either.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether to highlight the row.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Tells the delegate a row the user touches was highlighted.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// Tells the delegate a row lost the highlight of the user's touch.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// The editing control of a row: `.delete` by default for rows the data source lets edit.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The style.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// The title of a row's Delete button; `"Delete"` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The title, or `nil` for the default.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?

  /// Whether a row's content is indented while the table edits; `true` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether to indent.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool

  /// Tells the delegate the user swiped a row to show its actions.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

  /// Tells the delegate a swiped row's actions were put away.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, or `nil`.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

  /// The actions shown when the user swipes a row from its leading edge; `nil` (none) by
  /// default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The actions, or `nil`.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions shown when the user swipes a row from its trailing edge; `nil` by default,
  /// which shows a Delete button for rows whose editing style is `.delete` (decision TB7).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The actions, or `nil`.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// Where a row the user moves goes instead of the place proposed; the proposed place by
  /// default.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row is.
  ///   - proposedDestinationIndexPath: Where the user dropped it.
  /// - Returns: Where the row goes.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}
