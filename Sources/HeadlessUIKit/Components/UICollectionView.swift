import Foundation

/// A scroll view that shows items in sections, placed by a layout object.
///
/// Each layout pass prepares the ``collectionViewLayout``, sets ``contentSize`` to its content
/// size, and shows a cell for each item whose attributes intersect the bounds; cells that scroll
/// out are kept for reuse (decision W15).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The direction a flow layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    /// Lines of items across, stacked down.
    case vertical = 0
    /// Columns of items down, stacked across.
    case horizontal = 1
  }

  /// The kind of a section header supplementary view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of a section footer supplementary view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.owner = nil
      collectionViewLayout.owner = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The object that provides the sections, items and cells.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The delegate; a `UICollectionViewDelegateFlowLayout` gives a flow layout its sizes.
  ///
  /// Setting it invalidates the layout.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { collectionViewLayout.invalidateLayout() }
  }

  /// The registered cell classes and factories, and the cells waiting for reuse.
  var cellRegistry = CollectionReuseRegistry()

  /// The cells the loader handed over to show once each, used without a data source.
  var previewCells: [UICollectionViewCell]?

  /// The cells on screen, by item.
  var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]

  /// The supplementary views on screen, by kind and index path.
  var visibleSupplementaryViewsByElement: [SupplementaryElement: UICollectionReusableView] = [:]

  /// The decoration views on screen, by kind and index path (decision CV4).
  var visibleDecorationViewsByElement: [SupplementaryElement: UICollectionReusableView] = [:]

  /// The self-sizing items whose cells were asked for their preferred attributes since the
  /// layout was last invalidated as a whole (decision CL5).
  var measuredItems: Set<IndexPath> = []

  /// A view behind every cell and supplementary view, as large as the bounds and not
  /// scrolling with the content; `nil` by default (decision CL3).
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }

  /// Whether the items must be asked for again at the next layout pass.
  var needsReload = true

  /// Whether items can be selected; `true` by default (UICollectionView+Selection.swift).
  open var allowsSelection = true

  /// Whether more than one item can be selected at once; `false` by default.
  open var allowsMultipleSelection = false

  /// Whether items can be selected while the collection view is editing; `false` by default.
  open var allowsSelectionDuringEditing = false

  /// Whether more than one item can be selected at once while the collection view is editing;
  /// `false` by default.
  open var allowsMultipleSelectionDuringEditing = false

  /// Whether moving the focus selects the focused item; `false` by default (stored only:
  /// there is no focus engine headless).
  open var selectionFollowsFocus = false

  /// Whether the collection view is in editing mode; `false` by default.
  ///
  /// The cells on screen, and those coming on screen, take the editing state: a list cell
  /// shows the accessories displayed while editing.
  open var isEditing = false {
    didSet {
      guard oldValue != isEditing else { return }
      for cell in visibleCellsByItem.values { applyEditingState(to: cell) }
    }
  }

  /// The object the collection view tells which items it is likely to show soon; `nil` by
  /// default (decision LS3).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// Whether the collection view tells its ``prefetchDataSource`` about items ahead of a
  /// scroll; `true` by default.
  open var isPrefetchingEnabled = true

  /// The selected items.
  var selectedItems: Set<IndexPath> = []

  /// How many batch updates are running, one inside another.
  var batchUpdateDepth = 0

  /// The item counts, the batch update under way, the touch being tracked and the items
  /// prefetched (UICollectionView+Updates.swift, UICollectionView+UserSelection.swift).
  var itemState = CollectionItemState()

  /// Creates a collection view with a frame and a layout.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - layout: The layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.owner = self
  }

  /// Creates a collection view from an archive, with a flow layout.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.owner = self
  }

  /// Asks the data source for the sections and items again at the next layout pass and
  /// deselects every item, as UIKit does.
  open func reloadData() {
    selectedItems = []
    itemState.itemCounts = nil
    needsReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int {
    if let dataSource { return max(0, dataSource.numberOfSections(in: self)) }
    return previewCells == nil ? 0 : 1
  }

  /// The number of items in a section, from the data source.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  open func numberOfItems(inSection section: Int) -> Int {
    if let dataSource {
      return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }
    return section == 0 ? previewCells?.count ?? 0 : 0
  }

  /// Highlights the item under a touch that goes down, as a user's touch does
  /// (UICollectionView+UserSelection.swift); other touches go up the responder chain.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackItemTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
  }

  /// Follows the tracked touch: the item loses its highlight when the touch leaves it.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackItemTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
  }

  /// Selects the tracked item when its touch lifts inside it, telling the delegate.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackItemTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
  }

  /// Removes the tracked item's highlight without selecting it.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackItemTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
  }

  /// Prepares the layout, sets the content size and shows the cells of the items in the
  /// bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }

  /// Invalidates the layout when the size changes, and when the layout asks to for any change
  /// (`shouldInvalidateLayout(forBoundsChange:)`, decision GP5).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      let layout = collectionViewLayout
      let layoutAsks = old != newValue && layout.shouldInvalidateLayout(forBoundsChange: newValue)
      let context = layoutAsks ? layout.invalidationContext(forBoundsChange: newValue) : nil
      super.bounds = newValue
      if old.size != newValue.size {
        layout.invalidateLayout()
      } else if let context {
        layout.invalidateLayout(with: context)
      }
    }
  }
}
