import Foundation

/// The methods a collection view's delegate implements to follow and steer the selection and
/// highlighting of items and to know which cells and supplementary views are on screen.
///
/// Every method is optional, as in UIKit: the protocol extensions answer `true` to the
/// questions and do nothing for the notifications.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether an item the user touches is highlighted; `true` by default. An item that is not
  /// highlighted is not selected either (decision LS5).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether to highlight the item.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool

  /// Tells the delegate an item the user touches was highlighted.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Tells the delegate an item lost the highlight of the user's touch.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Whether the item the user tapped is selected; `true` by default. Not asked when items are
  /// selected in code.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether to select it.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// Whether a selected item the user tapped, with multiple selection, is deselected; `true` by
  /// default.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether to deselect it.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool

  /// Tells the delegate the user selected an item; not called when items are selected in code.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Tells the delegate the user's selection deselected an item; not called when items are
  /// deselected in code.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Tells the delegate an item's cell is about to be shown: the collection view calls it in
  /// the layout pass that brings the item into the bounds (decision LS1).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate an item's cell was removed from the collection view: its item left the
  /// bounds, was deleted or reloaded, or the data was reloaded (decision LS1).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item the cell showed: before the update for a deleted or reloaded item.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate a supplementary view is about to be shown (decision LS2).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view.
  ///   - elementKind: The element's kind.
  ///   - indexPath: The element's index path.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// Tells the delegate a supplementary view was removed from the collection view (decision
  /// LS2).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view.
  ///   - elementKind: The element's kind.
  ///   - indexPath: The element's index path.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}
