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

  /// The estimated item size; `.zero` by default (stored only, decision W14).
  open var estimatedItemSize: CGSize = .zero

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
    return prepared.elements.filter { $0.frame.intersects(rect) }
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
