import Foundation

/// The object a collection view tells which items it is likely to show soon, so their data can
/// be loaded before `collectionView(_:cellForItemAt:)` asks for them (decision LS3).
///
/// Assign it to the collection view's ``UICollectionView/prefetchDataSource``. Headless, the
/// collection view prefetches the items within one bounds length ahead of the visible ones
/// after a scroll, nearest first, and cancels those the scroll turns away from before they
/// are shown.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts preparing the data of items the collection view is likely to show soon.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items, nearest to the visible area first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Stops preparing the data of items the collection view no longer expects to show soon;
  /// does nothing by default.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
