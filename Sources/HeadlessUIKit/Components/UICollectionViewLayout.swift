import Foundation

/// The base class of the objects that decide where a collection view's items go.
///
/// The collection view calls ``prepare()`` once after each invalidation, then asks for
/// ``collectionViewContentSize`` and for the attributes of the elements in its bounds.
/// Subclasses override those methods; the base class lays out nothing.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  package weak var owner: UICollectionView?

  /// Whether ``prepare()`` must run before the next query.
  var needsPrepare = true

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// The collection view using the layout, or `nil`.
  open var collectionView: UICollectionView? {
    owner
  }

  /// The size of all the content; `.zero` in the base class.
  open var collectionViewContentSize: CGSize {
    .zero
  }

  /// Computes the layout; called once after each invalidation.
  ///
  /// Does nothing by default.
  open func prepare() {}

  /// The attributes of every element whose frame intersects a rectangle.
  ///
  /// - Parameter rect: A rectangle in the collection view's content coordinates.
  /// - Returns: The attributes; `nil` in the base class.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of one item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes; `nil` in the base class.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout for ``prepare()`` before its next use, and the collection view for
  /// layout.
  open func invalidateLayout() {
    needsPrepare = true
    owner?.setNeedsLayout()
  }

  /// Runs ``prepare()`` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
