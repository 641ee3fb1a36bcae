import Foundation

/// What part of a collection view layout to compute again, passed to
/// `UICollectionViewLayout.invalidateLayout(with:)`.
///
/// `invalidateLayout()` passes a context that invalidates everything; a cell's preferred size
/// passes one that names the item (decision CL5).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether the whole layout must be computed again (read only: set by the layout when it
  /// makes the context for `invalidateLayout()` or a reload).
  open internal(set) var invalidateEverything = false

  /// Whether the numbers of sections and items must be asked for again.
  open internal(set) var invalidateDataSourceCounts = false

  /// How much the content size changes.
  open var contentSizeAdjustment: CGSize = .zero

  /// How much the content offset changes.
  open var contentOffsetAdjustment: CGPoint = .zero

  /// The items to lay out again, or `nil`.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  /// The supplementary views to lay out again, by kind, or `nil`.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

  /// Creates an empty context (not `required`, as in UIKit: a layout makes its
  /// `invalidationContextClass` through the class's maker, decision MK1).
  public override init() {
    super.init()
  }

  /// Adds items to lay out again.
  ///
  /// - Parameter indexPaths: The items.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Adds supplementary views to lay out again.
  ///
  /// - Parameters:
  ///   - elementKind: Their kind.
  ///   - indexPaths: Their index paths.
  open func invalidateSupplementaryElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }
}

/// The invalidation context of a flow layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes and spacings must be asked for again; `true` by default.
  open var invalidateFlowLayoutDelegateMetrics = true

  /// Whether the layout's own properties changed; `true` by default.
  open var invalidateFlowLayoutAttributes = true

  /// The preferred sizes of self-sizing items the context carries to the layout.
  var preferredItemSizes: [IndexPath: CGSize] = [:]
}
