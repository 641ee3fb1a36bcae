import Foundation

/// A scroll view that shows rows of cells in sections, one column wide.
///
/// The rows come from the ``dataSource`` (or, for Interface Builder's static tables, from
/// sections handed over by the loader). Each layout pass computes every section's header, rows
/// and footer top to bottom (decisions W4–W8), sets ``contentSize``, and makes cells for the rows
/// that intersect the bounds, as UIKit does; cells that scroll out are kept for reuse.
///
///     let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
///     table.dataSource = source  // 3 rows
///     table.layoutIfNeeded()
///     table.rectForRow(at: IndexPath(row: 1, section: 0))  // (0, 44, 375, 44)
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's appearance, which decides the default header and footer heights and whether
  /// rows are inset from the sides.
  public enum Style: Int, Sendable {
    /// Rows across the whole width; headers only where there is a title or a view.
    case plain = 0
    /// Sections separated by headers and footers that have a height even without a title.
    case grouped = 1
    /// Grouped, with the rows inset from the sides by the table's layout margins.
    case insetGrouped = 2
  }

  /// The value that asks for a height computed by the table: a self-sized row or the style's
  /// default header and footer (-1, as in UIKit).
  public static let automaticDimension: CGFloat = -1

  /// The style the table was created with.
  public let style: Style

  /// The object that provides the sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The delegate; a `UITableViewDelegate` gives heights and header and footer views.
  ///
  /// Setting it asks for the rows again at the next layout pass.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { setNeedsReload() }
  }

  /// The height of every row that the delegate does not size; ``automaticDimension`` by
  /// default, which sizes each cell from its content view's constraints (decision W4).
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The estimated row height; stored only, rows are always measured (decision W5).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// The height of headers the delegate does not size; ``automaticDimension`` by default, the
  /// style's default (decision W6).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The height of footers the delegate does not size; ``automaticDimension`` by default, the
  /// style's default (decision W6).
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The estimated header height; stored only (decision W5).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// The estimated footer height; stored only (decision W5).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// Space above each section header of a plain table; ``automaticDimension`` by default,
  /// which is 22 points (decision W6).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// Whether rows are separated by lines; `.singleLine` by default.
  ///
  /// Separators are not drawn headless; the style only decides the default height of rows
  /// with built-in layouts (decision W4).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }

  /// The default inset of the separators of the table's cells (stored only).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { appearancePropertyDidChange(\UITableView.separatorInset, to: separatorInset) }
  }

  /// The colour of the separators; the system's separator colour by default (stored only:
  /// separators are not drawn headless).
  open var separatorColor: UIColor? = .separator {
    didSet { appearancePropertyDidChange(\UITableView.separatorColor, to: separatorColor) }
  }

  /// The colour of the section index's text; `nil` by default (stored only).
  open var sectionIndexColor: UIColor? {
    didSet { appearancePropertyDidChange(\UITableView.sectionIndexColor, to: sectionIndexColor) }
  }

  /// The background of the section index while it is not touched; `nil` by default (stored
  /// only).
  open var sectionIndexBackgroundColor: UIColor? {
    didSet {
      appearancePropertyDidChange(
        \UITableView.sectionIndexBackgroundColor, to: sectionIndexBackgroundColor)
    }
  }

  /// Whether the cells' content margins follow the readable content guide; `false` by default
  /// (stored only, decision W9).
  open var cellLayoutMarginsFollowReadableWidth = false

  /// A view above the first section: it keeps its height and is stretched to the table's
  /// width (decision W8).
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section: it keeps its height and is stretched to the table's width
  /// (decision W8).
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  /// A view behind every cell, header and footer, as large as the bounds and not scrolling
  /// with the content; `nil` by default (decision CL3).
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }

  /// Whether rows can be selected; `true` by default (UITableView+Selection.swift).
  open var allowsSelection = true

  /// Whether more than one row can be selected at once; `false` by default.
  open var allowsMultipleSelection = false

  /// The selected rows.
  var selectedRows: Set<IndexPath> = []

  /// The cells registered for reuse identifiers, and the cells waiting for reuse.
  var reuseRegistry = TableReuseRegistry()

  /// The sections handed over by the Interface Builder loader, used without a data source.
  var staticSections: [UITableViewStaticSection]?

  /// The geometry of the last layout pass.
  var geometry = TableGeometry()

  /// The cells on screen, by row.
  var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]

  /// Each section's header and footer views, asked for at the last reload.
  var sectionViews: [TableSectionViews] = []

  /// Whether the rows must be asked for again at the next layout pass.
  var needsReload = true

  /// The self-sized heights measured since the last reload, by row.
  var rowHeightCache: [IndexPath: CGFloat] = [:]

  /// Creates a table view with the given frame and style.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view with the given frame.
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table view from an archive, with the same defaults as ``init(frame:style:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    // An Interface Builder document gives the style as the element's `style` attribute.
    switch (coder as? NibCoder)?.object.attributes["style"] {
    case "grouped": style = .grouped
    case "insetGrouped": style = .insetGrouped
    default: style = .plain
    }
    super.init(coder: coder)
  }

  /// Asks the data source for the sections and rows again at the next layout pass and
  /// deselects every row, as UIKit does.
  ///
  /// The cells on screen go back to the reuse queues.
  open func reloadData() {
    selectedRows = []
    setNeedsReload()
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int {
    contentSectionCount()
  }

  /// The number of rows in a section, from the data source.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  open func numberOfRows(inSection section: Int) -> Int {
    contentRowCount(inSection: section)
  }

  /// Lays out the header, rows and footer of every section and makes cells for the rows that
  /// intersect the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }
}
