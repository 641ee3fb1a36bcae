import Foundation

/// A row of a table view: a ``contentView`` for the row's content, built-in labels and an
/// image view for the standard styles, and an accessory at the trailing edge.
///
/// The cell lays out its content view over its bounds, less the width its accessory reserves
/// (decision W7), and places the built-in views for its style (decision W11). The content
/// view's layout margins are 11 points at the top and bottom (15 under iOS 26 metrics,
/// decision IB51) and the table's cell margins (16 points on an iPhone) on the sides
/// (decision W9).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in layout of a cell's labels and image.
  public enum CellStyle: Int, Sendable {
    /// A text label at the leading margin, after an optional image.
    case `default` = 0
    /// A text label at the leading margin and a detail label at the trailing margin.
    case value1 = 1
    /// A right-aligned text label in a narrow column, then the detail label.
    case value2 = 2
    /// A text label above a detail label, both at the leading margin.
    case subtitle = 3
  }

  /// How a selected cell is highlighted (stored only).
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// A blue highlight.
    case blue = 1
    /// A grey highlight.
    case gray = 2
    /// The system highlight.
    case `default` = 3
  }

  /// The standard accessories drawn at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The lines a table draws between its cells.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// A one-pixel line.
    case singleLine = 1
  }

  /// The built-in layout of the labels and image; set by the initializer (or by the loader).
  package var cellStyle: CellStyle

  /// The reuse identifier; set by the initializer, by registration or by the loader.
  package var storedReuseIdentifier: String?

  /// The content view.
  package let storedContentView: UIView

  /// The text label, once made.
  package var storedTextLabel: UILabel?

  /// The detail label, once made.
  package var storedDetailTextLabel: UILabel?

  /// The image view, once made.
  package var storedImageView: UIImageView?

  /// The leading and trailing margins of the content view; the table sets its own.
  var contentSideMargins: (leading: CGFloat, trailing: CGFloat) = (16, 16) {
    didSet { applyContentMargins() }
  }

  /// Whether the content view keeps layout margins of its own (an Interface Builder document
  /// gave them) instead of the cell's content margins.
  package var contentViewKeepsOwnMargins = false {
    didSet { applyContentMargins() }
  }

  /// The top and bottom margins of the content view: 11 points, 15 under iOS 26 (decision
  /// IB51); the table sets its own.
  var contentVerticalMargin: CGFloat = 11 {
    didSet { applyContentMargins() }
  }

  /// The strip at the bottom the content view leaves to the separator (decision GN3); the
  /// table sets its own, and a cell outside a table follows its screen's generation.
  var separatorReservedHeight: CGFloat? {
    didSet { setNeedsLayout() }
  }

  /// The generation of the table that shows or measures the cell, whose metrics the cell
  /// follows (decision GN4); `nil` outside a table.
  var tableGeneration: SystemGeneration? {
    didSet { setNeedsLayout() }
  }

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// - Parameters:
  ///   - style: The built-in layout.
  ///   - reuseIdentifier: The identifier the table reuses the cell under, or `nil`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    storedReuseIdentifier = reuseIdentifier
    storedContentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
    setUpContentView()
  }

  /// Creates a cell of the default style with the given frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    cellStyle = .default
    storedReuseIdentifier = nil
    storedContentView = UIView(frame: .zero)
    super.init(frame: frame)
    setUpContentView()
  }

  /// Creates a cell of the default style from an archive: the archived frame (an Interface
  /// Builder cell's stored one), else 320 by 44 points as ``init(style:reuseIdentifier:)``
  /// makes it.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    storedReuseIdentifier = nil
    storedContentView = UIView(frame: .zero)
    super.init(coder: coder)
    if bounds.size == .zero {
      frame = CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight)
    }
    setUpContentView()
  }

  /// The identifier the table reuses the cell under.
  open var reuseIdentifier: String? {
    storedReuseIdentifier
  }

  /// The cell's editing mode, editing accessory and delete confirmation
  /// (UITableViewCell+Editing.swift).
  var editingState = TableCellEditingState()

  /// Whether the cell is in editing mode.
  ///
  /// `false` by default. Setting it calls ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editingState.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode.
  ///
  /// While editing, the editing accessory replaces the accessory
  /// (UITableViewCell+Editing.swift). The table calls it for its visible cells.
  ///
  /// - Parameters:
  ///   - editing: Whether the cell edits.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing)
  }

  /// The standard accessory shown instead of ``accessoryType`` while editing; `.none` by
  /// default.
  open var editingAccessoryType: AccessoryType = .none {
    didSet { if oldValue != editingAccessoryType { applyContentMargins() } }
  }

  /// A custom view shown instead of ``accessoryView`` while editing; `nil` by default.
  open var editingAccessoryView: UIView? {
    didSet {
      guard oldValue !== editingAccessoryView else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      applyContentMargins()
    }
  }

  /// Whether the cell shows a reorder control while editing; `false` by default (stored only:
  /// editing controls are not drawn headless).
  open var showsReorderControl = false

  /// Whether the cell's content is indented while editing; `true` by default (stored only).
  open var shouldIndentWhileEditing = true

  /// Called before the cell shows or hides its editing control or delete confirmation; does
  /// nothing by default.
  ///
  /// - Parameter state: The states the cell is moving to.
  open func willTransition(to state: StateMask) {}

  /// Called after the cell showed or hid its editing control or delete confirmation; does
  /// nothing by default.
  ///
  /// - Parameter state: The states the cell moved to.
  open func didTransition(to state: StateMask) {}

  /// The view the cell's content goes in; it covers the cell, less the accessory's width.
  open var contentView: UIView {
    storedContentView
  }

  /// The built-in text label, made in the content view on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = makeBuiltInLabel(style: cellStyle == .value2 ? .footnote : .body)
    storedTextLabel = label
    return label
  }

  /// The built-in detail label, made in the content view on first use; `nil` for the
  /// `.default` style.
  open var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    guard cellStyle != .default else { return nil }
    let label = makeBuiltInLabel(style: cellStyle == .subtitle ? .subheadline : .body)
    if cellStyle == .value1 || cellStyle == .subtitle {
      AppearanceRegistry.settingDefaults { label.textColor = .secondaryLabel }
    }
    storedDetailTextLabel = label
    return label
  }

  /// The built-in image view, made in the content view on first use.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  /// The standard accessory; `.none` by default.
  open var accessoryType: AccessoryType = .none {
    didSet { if oldValue != accessoryType { applyContentMargins() } }
  }

  /// A custom accessory view, shown instead of ``accessoryType``.
  open var accessoryView: UIView? {
    didSet {
      guard oldValue !== accessoryView else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      applyContentMargins()
    }
  }

  /// How the cell is highlighted when selected; `.default` by default.
  ///
  /// With `.none` the selected background view is never shown (decision CL3).
  open var selectionStyle: SelectionStyle = .default {
    didSet { if oldValue != selectionStyle { updateBackgroundViews() } }
  }

  /// A view behind every other subview of the cell, as large as the cell; `nil` by default
  /// (decision CL3).
  open var backgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue) }
  }

  /// A view shown above the ``backgroundView`` and behind the content view while the cell is
  /// selected or highlighted, as large as the cell; `nil` by default (decision CL3).
  open var selectedBackgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue) }
  }

  /// The view shown instead of ``selectedBackgroundView`` when the cell's table allows
  /// multiple selection; `nil` by default (decision CL3).
  open var multipleSelectionBackgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue) }
  }

  /// The selection state, kept by ``setSelected(_:animated:)``.
  private var storedIsSelected = false

  /// The highlight state, kept by ``setHighlighted(_:animated:)``.
  private var storedIsHighlighted = false

  /// The inset of the cell's separator (stored only: separators are not drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { appearancePropertyDidChange(\UITableViewCell.separatorInset, to: separatorInset) }
  }

  /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` without
  /// animation.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)`` without
  /// animation.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// The indentation level of the content (stored only).
  open var indentationLevel = 0

  /// The width of one indentation level; 10 points by default (stored only).
  open var indentationWidth: CGFloat = 10

  /// Selects or deselects the cell, showing or hiding the selected background view.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedIsSelected = selected
    updateBackgroundViews()
    setNeedsUpdateConfiguration()
  }

  /// Highlights the cell or removes its highlight, showing or hiding the selected background
  /// view.
  ///
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedIsHighlighted = highlighted
    updateBackgroundViews()
    setNeedsUpdateConfiguration()
  }

  /// Called before the table hands the cell out again from its reuse queue; does nothing by
  /// default.
  open func prepareForReuse() {}

  /// The content and background configurations (decisions CV8, CV9).
  var configurationStorage = CellConfigurationStorage()

  /// Called with the cell and its state after each ``updateConfiguration(using:)``; `nil` by
  /// default.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    currentConfigurationState
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout; selection and highlight
  /// changes call it.
  open func setNeedsUpdateConfiguration() {
    configurationStorage.needsUpdate = true
    setNeedsLayout()
  }

  /// Updates the configurations for a state: each configuration the cell updates
  /// automatically is replaced with its `updated(for:)`.
  ///
  /// - Parameter state: The cell's state.
  open func updateConfiguration(using state: UICellConfigurationState) {
    applyConfigurationUpdate(state)
  }

  /// Lays out the content view, the accessory view and the built-in views (decisions W7, W11).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutBackgroundViews()
    layoutCellContent()
    layoutConfigurations()
  }

  /// The size the cell needs at a width: its content view's fitting height under the content
  /// view's constraints, the content view being as wide as the cell less the accessory
  /// (decision W4), plus the separator's strip under iOS 12 (decision GN3).
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to; its width is the row's.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The target's width and the content view's fitting height.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let width = max(0, targetSize.width - accessoryReservedWidth)
    if let height = configuredFittingHeight(width: width) {
      return CGSize(width: targetSize.width, height: height)
    }
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: targetSize.height),
      withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
    guard fitted.height > 0 else { return CGSize(width: targetSize.width, height: 0) }
    return CGSize(width: targetSize.width, height: fitted.height + contentSeparatorInset)
  }

  /// Adds the content view and gives it the cell's margins.
  private func setUpContentView() {
    storedContentView.insetsLayoutMarginsFromSafeArea = false
    // A content view decoded from a document keeps its stored frame until the cell lays out.
    if storedContentView.bounds.size == .zero { storedContentView.frame = bounds }
    addSubview(storedContentView)
    contentVerticalMargin = UITableView.cellContentVerticalMargin(for: systemGeneration)
    applyContentMargins()
  }

  /// Sets the content view's margins: the vertical margin (11 points) top and bottom, the
  /// leading side margin, and the trailing side margin, or 8 points while the cell shows an
  /// accessory (decision IC40).
  ///
  /// - Parameter invalidating: Whether to ask for a layout pass (not while laying out).
  func applyContentMargins(invalidating: Bool = true) {
    guard !contentViewKeepsOwnMargins else {
      if invalidating { setNeedsLayout() }
      return
    }
    let margins = NSDirectionalEdgeInsets(
      top: contentVerticalMargin, leading: contentSideMargins.leading,
      bottom: contentVerticalMargin,
      trailing: showsAccessory ? Self.trailingSpacingBeforeAccessory : contentSideMargins.trailing)
    if storedContentView.directionalLayoutMargins != margins {
      storedContentView.directionalLayoutMargins = margins
    }
    if invalidating { setNeedsLayout() }
  }

  /// Makes a built-in label in the content view.
  private func makeBuiltInLabel(style: UIFont.TextStyle) -> UILabel {
    let label = UILabel(frame: .zero)
    AppearanceRegistry.settingDefaults { label.font = UIFont.preferredFont(forTextStyle: style) }
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }
}
