import Foundation

/// A layout that places items in lines, across the scrolling direction, and stacks the lines
/// of each section between its header and footer (decisions W12–W14).
///
/// With one item size for a section, every line, the last included, uses the spacing of a full
/// line, so the items form a grid (ibd-controllers `Bu8-e9-Dal` at x 65). With item sizes from
/// the delegate that differ, lines other than the last are justified and the last is
/// left-aligned at the minimum spacing. A line of one item is centred.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The value of ``estimatedItemSize`` that asks cells to size themselves.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// The size of every item the delegate does not size; 50 by 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The estimated item size; `.zero` by default.
  ///
  /// Any other value, ``automaticSize`` included, makes the items self-sizing: the collection
  /// view asks each item's cell for its `preferredLayoutAttributesFitting(_:)` and the layout
  /// uses the size the cell prefers (decision CL5).
  open var estimatedItemSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// The sizes self-sizing items' cells preferred, by item, since the last full invalidation.
  var preferredItemSizes: [IndexPath: CGSize] = [:]

  /// The smallest space between lines; 10 by default.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The smallest space between items of a line; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The space around each section's items; zero by default.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }

  /// The size of each section's header: its height scrolling vertically, its width
  /// horizontally; `.zero` (no header) by default.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// The size of each section's footer, like ``headerReferenceSize``; `.zero` by default.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// The direction the content scrolls in; `.vertical` by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }

  /// What the section insets are measured from; `.fromContentInset` by default.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }

  /// Whether each section's header stays at the top of the visible area while its section
  /// scrolls by; `false` by default (UICollectionViewFlowLayout+Pinning.swift).
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// Whether each section's footer stays at the bottom of the visible area while its section
  /// scrolls by; `false` by default.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// `true` when headers or footers are pinned (every scroll moves them) or the size changes
  /// (UICollectionViewFlowLayout+Pinning.swift).
  ///
  /// - Parameter newBounds: The bounds the collection view is about to have.
  /// - Returns: Whether the layout needs to be invalidated.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeNeedsLayout(newBounds)
  }

  /// The elements computed by the last ``prepare()``.
  var prepared = FlowLayoutResult()

  /// Computes every section's header, items and footer.
  open override func prepare() {
    super.prepare()
    prepared = computeLayout()
  }

  /// The size of all sections stacked.
  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return prepared.contentSize
  }

  /// The attributes of the headers, items and footers that intersect a rectangle.
  ///
  /// - Parameter rect: A rectangle in the collection view's content coordinates.
  /// - Returns: The attributes, section by section.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    return pinnedElements().filter { $0.frame.intersects(rect) }
  }

  /// The attributes of one item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes, or `nil` for an item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    return prepared.items[indexPath]
  }

  /// The attributes of a section's header or footer.
  ///
  /// - Parameters:
  ///   - elementKind: `UICollectionView.elementKindSectionHeader` or `…Footer`.
  ///   - indexPath: The index path of the section's first item.
  /// - Returns: The attributes, or `nil` when the section has no such view.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard let attributes = prepared.supplementary[elementKind]?[indexPath] else { return nil }
    return pinned(attributes)
  }

  /// `UICollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// Records the preferred sizes the context carries; a context that invalidates everything
  /// (or the data source counts) forgets the sizes cells preferred, so they are asked again.
  ///
  /// - Parameter context: What changed.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      preferredItemSizes = [:]
    }
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      preferredItemSizes.merge(flow.preferredItemSizes) { $1 }
    }
    super.invalidateLayout(with: context)
  }

  /// Whether a self-sizing item's cell prefers another size than the layout gave it.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: `true` for an item of a self-sizing layout whose size changes.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  /// The base context, carrying the item's preferred size to ``invalidateLayout(with:)``.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: The context.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
      originalAttributes.representedElementCategory == .cell
    {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
      flow.preferredItemSizes[originalAttributes.indexPath] = preferredAttributes.size
    }
    return context
  }
}

extension UICollectionViewFlowLayout {
  /// What a flow layout's section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    /// The collection view's adjusted content inset.
    case fromContentInset = 0
    /// The collection view's safe area.
    case fromSafeArea = 1
    /// The collection view's layout margins.
    case fromLayoutMargins = 2
  }
}
