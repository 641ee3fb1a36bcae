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

  /// Whether rows can be selected while the table is editing; `false` by default.
  open var allowsSelectionDuringEditing = false

  /// Whether more than one row can be selected at once while the table is editing; `false` by
  /// default.
  open var allowsMultipleSelectionDuringEditing = false

  /// The object the table tells which rows it is likely to show soon; `nil` by default
  /// (decision LS3).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// Whether the table tells its ``prefetchDataSource`` about rows ahead of a scroll; `true` by
  /// default.
  open var isPrefetchingEnabled = true

  /// The header and footer views shown and the rows prefetched (UITableView+Display.swift).
  var displayState = TableDisplayState()

  /// The selected rows.
  var selectedRows: Set<IndexPath> = []

  /// The row data, the batch update under way, the touch being tracked and the swiped row
  /// (UITableView+Updates.swift, UITableView+UserSelection.swift).
  var updateState = TableUpdateState()

  /// Whether the table is in editing mode, as ``setEditing(_:animated:)`` last set it.
  var storedIsEditing = false

  /// Whether the table is in editing mode, or shows a swiped row's actions.
  ///
  /// `false` by default. Setting it calls ``setEditing(_:animated:)`` without animation
  /// (UITableView+Editing.swift).
  open var isEditing: Bool {
    get { storedIsEditing || updateState.swipedRow != nil }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode: the visible cells enter or leave it too, and the selection
  /// is cleared (UITableView+Editing.swift).
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setEditing(_ editing: Bool, animated: Bool) {
    KeyValueObservingCenter.change(self, "isEditing") { applyEditing(editing, animated: animated) }
  }

  /// Highlights the row under a touch that goes down, as a user's touch does
  /// (UITableView+UserSelection.swift); other touches go up the responder chain.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackRowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
  }

  /// Follows the tracked touch: the row loses its highlight when the touch leaves it.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackRowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
  }

  /// Selects the tracked row when its touch lifts inside it, telling the delegate.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackRowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
  }

  /// Removes the tracked row's highlight without selecting it.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackRowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
  }

  /// The cells registered for reuse identifiers, and the cells waiting for reuse.
  var reuseRegistry = TableReuseRegistry()

  /// The sections handed over by the Interface Builder loader, used without a data source.
  package var staticSections: [UITableViewStaticSection]?

  /// The geometry of the last layout pass.
  var geometry = TableGeometry()

  /// The cells on screen, by row.
  var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]

  /// Whether every row gets a laid-out cell, not only the rows on screen.
  ///
  /// Xcode's canvas draws a table's whole content (decision CN4). A HeadlessUIKit addition
  /// for the canvas path (`StoryboardSceneLayout`, in the `InterfaceBuilderFidelity` module);
  /// UIKit tables show only the rows on screen.
  package var showsEveryRow = false {
    didSet { if showsEveryRow != oldValue { setNeedsLayout() } }
  }

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

  /// The number of sections in the table's row data: what the data source said at the last
  /// reload or update, not what it says now (UITableView+Updates.swift).
  open var numberOfSections: Int {
    loadedRowCounts().count
  }

  /// The number of rows in a section of the table's row data: what the data source said at
  /// the last reload or update.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows; 0 for a section the table does not have.
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedRowCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Lays out the header, rows and footer of every section and makes cells for the rows that
  /// intersect the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }
}
