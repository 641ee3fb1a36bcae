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

  /// The attributes of one supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: The view's index path.
  /// - Returns: The attributes; `nil` in the base class.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The class of the layout attributes the layout makes (a flow layout's cells, headers and
  /// footers); `UICollectionViewLayoutAttributes` in the base class.
  ///
  /// A subclass that returns a subclass of attributes gets instances of it, made with `init()`
  /// through the class's maker (decision MK1).
  open class var layoutAttributesClass: AnyClass {
    UICollectionViewLayoutAttributes.self
  }

  /// The class of the invalidation contexts the layout makes;
  /// `UICollectionViewLayoutInvalidationContext` in the base class.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Marks the layout for ``prepare()`` before its next use, and the collection view for
  /// layout, by passing a context that invalidates everything to ``invalidateLayout(with:)``.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context)
  }

  /// Marks the layout for ``prepare()`` before its next use, and the collection view for
  /// layout; subclasses read the context first and call `super`.
  ///
  /// - Parameter context: What changed.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      owner?.measuredItems = []
    }
    owner?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout.
  ///
  /// `false` in the base class, as in UIKit. The collection view asks before every change of
  /// its bounds; a change of size invalidates the layout in any case (decision GP5).
  ///
  /// - Parameter newBounds: The bounds the collection view is about to have.
  /// - Returns: Whether to invalidate with ``invalidationContext(forBoundsChange:)``.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context that invalidates the layout for a change of the collection view's bounds: a
  /// new context of ``invalidationContextClass`` that invalidates nothing in particular.
  ///
  /// - Parameter newBounds: The bounds the collection view is about to have.
  /// - Returns: The context.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// Whether a cell's preferred attributes, returned by its
  /// `preferredLayoutAttributesFitting(_:)`, change the layout; `false` in the base class
  /// (decision CL5).
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: Whether to invalidate the layout with
  ///   ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context that invalidates the layout for a cell's preferred attributes: it names the
  /// element and adjusts the content size by the change in its size.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: The context.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    switch originalAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: [originalAttributes.indexPath])
    case .supplementaryView, .decorationView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "",
        at: [originalAttributes.indexPath])
    }
    context.contentSizeAdjustment = CGSize(
      width: preferredAttributes.size.width - originalAttributes.size.width,
      height: preferredAttributes.size.height - originalAttributes.size.height)
    return context
  }

  /// Whether the collection view asks every item's cell for its preferred attributes before it
  /// lays the items out: a flow layout with an estimated item size does (decision CL5).
  var wantsSelfSizingItems: Bool {
    (self as? UICollectionViewFlowLayout).map { $0.estimatedItemSize != .zero } ?? false
  }

  /// A new context of ``invalidationContextClass``.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    ObjectiveCRuntime.makeInvalidationContext(type(of: self).invalidationContextClass)
  }

  /// Runs ``prepare()`` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
