import Foundation

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

  /// Whether the selection is cleared when the view appears; `true` by default (stored only).
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
}
