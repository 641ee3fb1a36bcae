import Foundation

// Over the ~400-line budget on purpose: every data source and delegate method must be declared
// in the class body so that subclasses can override it, as they do in UIKit.

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate.
///
/// The default data source and delegate methods answer with the table's static sections when
/// the Interface Builder loader gave it some (decision W10), else with an empty table; subclasses
/// override them.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table the controller makes.
  private let tableStyle: UITableView.Style

  /// Whether ``viewWillAppear(_:)`` deselects the table's selected rows; `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller that makes a table of the given style.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller that makes a plain table.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib to load the view from, or `nil`.
  ///   - nibBundleOrNil: The nib's bundle, or `nil` for the main bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller that makes a plain table, from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view, loaded first if needed.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes a table view of the controller's style the size of the main screen, flexible in
  /// width and height, with the controller as its data source and delegate.
  open override func loadView() {
    if nibViewLoader != nil || nibName != nil {
      // A storyboard scene or a nib holds the view.
      super.loadView()
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the table's selected rows when ``clearsSelectionOnViewWillAppear`` is set, as
  /// UIKit does (without telling the delegate).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for row in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: row, animated: animated)
    }
  }

  /// Enters or leaves editing mode, and puts the table in the same mode.
  ///
  /// - Parameters:
  ///   - editing: Whether the controller edits.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
  }

  /// The number of static sections, else 1.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSectionCount ?? 1
  }

  /// The number of cells of a static section, else 0.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The number of rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSection(at: section)?.cells.count ?? 0
  }

  /// The static cell of a row; a table without static sections has no rows to ask for.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let section = tableView.staticSection(at: indexPath.section),
      section.cells.indices.contains(indexPath.row)
    else {
      preconditionFailure(
        "NSInternalInconsistencyException: UITableViewController has no cell for row "
          + "\(indexPath); override tableView(_:cellForRowAt:)")
    }
    return section.cells[indexPath.row]
  }

  /// The static section's header title, else `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticSection(at: section)?.headerTitle
  }

  /// The static section's footer title, else `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticSection(at: section)?.footerTitle
  }

  /// The static row's fixed height, else the table's ``UITableView/rowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.staticRowHeight(at: indexPath) ?? tableView.rowHeight
  }

  /// The static section's header height, else the table's ``UITableView/sectionHeaderHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.staticSection(at: section)?.headerHeight ?? tableView.sectionHeaderHeight
  }

  /// The static section's footer height, else the table's ``UITableView/sectionFooterHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.staticSection(at: section)?.footerHeight ?? tableView.sectionFooterHeight
  }

  /// Returns `nil`: no custom header view.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// Returns `nil`: no custom footer view.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  // MARK: Editing and moving rows (UITableViewDataSource+Editing.swift)

  /// Returns `true`: every row can be edited.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Returns `true`: every row can be moved.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Returns `nil`: no section index.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }

  /// Returns `index`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The title.
  ///   - index: The title's position in the index.
  /// - Returns: `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  // MARK: Selection (UITableViewDelegate+Selection.swift)

  /// Returns `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row the user tapped.
  /// - Returns: `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
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
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  // MARK: Display (UITableViewDelegate+Display.swift)

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view.
  ///   - section: The section.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  // MARK: Editing (UITableViewDelegate+Editing.swift)

  /// Returns `.delete`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
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
  open func tableView(
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
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row, or `nil`.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// Returns `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  open func tableView(
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
  open func tableView(
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
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }
}
