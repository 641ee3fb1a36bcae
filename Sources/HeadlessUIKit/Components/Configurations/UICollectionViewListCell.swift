import Foundation

/// A collection view cell for list sections: it shows accessories beside its content view,
/// indents its content, and uses list content and background configurations by default
/// (iOS 14, decision CV10).
///
/// Its content view has the side margins of a table cell's (the system minimum: 16 points, 20
/// in a regular width or on a phone at least 414 points wide, decision W9) and is at least 44
/// points tall when it sizes itself, as a list row is (decision CV7).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, leading and trailing; none by default.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessoryViews() }
  }

  /// How many levels the content is indented; 0 by default.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }

  /// The width of one indentation level; 10 points by default.
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }

  /// Whether leading accessories move with the indentation; `true` by default.
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }

  /// Whether the cell is being edited, which shows the accessories displayed while editing.
  open var isEditing = false {
    didSet {
      guard oldValue != isEditing else { return }
      setNeedsLayout()
      setNeedsUpdateConfiguration()
    }
  }

  /// The views showing the accessories, in order.
  var accessoryViews: [CellAccessoryView] = []

  /// Whether the background configuration is still the one the cell chose for its list
  /// appearance.
  var hasAutomaticBackground = true

  /// The lines above and below the row, when shown.
  let topSeparator = UIView(frame: .zero)

  /// The line below the row, when shown.
  let bottomSeparator = UIView(frame: .zero)

  /// Creates a list cell.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundConfiguration = .listPlainCell()
  }

  /// Creates a list cell from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundConfiguration = .listPlainCell()
  }

  /// A list content configuration for the cell: the list section's cell style
  /// (``UIListContentConfiguration/sidebarCell()`` in a sidebar, else
  /// ``UIListContentConfiguration/cell()``).
  ///
  /// - Returns: The configuration, without content.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch listAppearance {
    case .sidebar?, .sidebarPlain?: .sidebarCell()
    default: .cell()
    }
  }

  /// The cell's state, editing included.
  open override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isEditing = isEditing
    return state
  }

  /// The list appearance of the section the collection view shows the cell in, if known.
  var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
    listPlacement?.configuration.appearance
  }

  /// The list configuration of the cell's section, its index path and the number of items of
  /// its section, when a list layout shows the cell.
  var listPlacement:
    (configuration: UICollectionLayoutListConfiguration, indexPath: IndexPath, count: Int)?
  {
    guard let collectionView = superview as? UICollectionView,
      let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let indexPath = collectionView.indexPath(for: self),
      let configuration = layout.solved.listConfigurations[indexPath.section]
    else { return nil }
    return (configuration, indexPath, collectionView.numberOfItems(inSection: indexPath.section))
  }

  /// Lays out the content view between the accessories, then the accessories.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutListContent()
  }

  /// The size the cell needs at the target's width: its content's height, at least a list
  /// row's 44 points.
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to; its width is the row's.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The target's width and the fitting height.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    applyListMargins()
    let width = listContentFrame(in: CGSize(width: targetSize.width, height: 0)).width
    let content = super.systemLayoutSizeFitting(
      CGSize(width: width, height: targetSize.height),
      withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
    let accessories = visibleAccessoryViews.map(\.accessorySize.height).max() ?? 0
    let height = max(
      content.height, accessories, NSCollectionLayoutSection.listRowEstimatedHeight)
    return CGSize(width: targetSize.width, height: height)
  }
}
