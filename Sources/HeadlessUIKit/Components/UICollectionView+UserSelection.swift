import Foundation

/// The item a touch went down on, while the collection view tracks it.
struct CollectionTrackedItem {
  /// The touch.
  let touch: UITouch
  /// The item.
  let indexPath: IndexPath
  /// Whether the delegate let the item be highlighted (an item that is not is not selected).
  var mayHighlight: Bool
  /// Whether the item is highlighted now.
  var isHighlighted = false
  /// Whether the touch left the item.
  var left = false
}

/// Selecting items as a user's touch does, through the window's touches (decision LS5).
///
/// A touch that goes down on an item of a collection view that allows selection is tracked:
/// the delegate is asked whether to highlight the item
/// (`collectionView(_:shouldHighlightItemAt:)`); if so the cell is highlighted and the delegate
/// told (`collectionView(_:didHighlightItemAt:)`). When the touch lifts on the item, the
/// highlight is removed (`collectionView(_:didUnhighlightItemAt:)`), then the delegate is
/// asked whether to select it (`collectionView(_:shouldSelectItemAt:)`); in single selection
/// the other selected items are deselected, each followed by
/// `collectionView(_:didDeselectItemAt:)`; the item's cell is selected and
/// `collectionView(_:didSelectItemAt:)` is called. With multiple selection, touching a
/// selected item asks `collectionView(_:shouldDeselectItemAt:)` and deselects it instead. A
/// touch that leaves the item, or is cancelled, only removes the highlight. A list cell whose
/// outline disclosure has the header style expands or collapses its item instead of being
/// selected (decision LS8). As the scroll view delays content touches, a quick tap highlights
/// and selects when the finger lifts.
extension UICollectionView {
  /// Starts tracking a touch that goes down on an item; returns `false` for other touches.
  func trackItemTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    guard itemState.trackedItem == nil, selectionIsAllowed, let touch = touches.first,
      let item = indexPathForItem(at: touch.location(in: self))
    else { return false }
    let mayHighlight = collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    var tracked = CollectionTrackedItem(touch: touch, indexPath: item, mayHighlight: mayHighlight)
    guard mayHighlight else {
      itemState.trackedItem = tracked
      return true
    }
    visibleCellsByItem[item]?.isHighlighted = true
    tracked.isHighlighted = true
    itemState.trackedItem = tracked
    collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    return true
  }

  /// Follows the tracked touch: leaving the item removes its highlight.
  func trackItemTouchesMoved(_ touches: Set<UITouch>) -> Bool {
    guard var tracked = itemState.trackedItem, touches.contains(tracked.touch) else {
      return false
    }
    guard !tracked.left, !isOnTrackedItem(tracked) else { return true }
    tracked.left = true
    itemState.trackedItem = tracked
    unhighlight(tracked)
    return true
  }

  /// Ends tracking: a touch that lifts on its item selects it.
  func trackItemTouchesEnded(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = itemState.trackedItem, touches.contains(tracked.touch) else {
      return false
    }
    itemState.trackedItem = nil
    let onItem = !tracked.left && isOnTrackedItem(tracked)
    unhighlight(tracked)
    guard onItem, tracked.mayHighlight else { return true }
    if !toggleHeaderOutline(at: tracked.indexPath) { userSelectItem(at: tracked.indexPath) }
    return true
  }

  /// Cancels tracking, removing the highlight.
  func trackItemTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
    guard let tracked = itemState.trackedItem, touches.contains(tracked.touch) else {
      return false
    }
    itemState.trackedItem = nil
    unhighlight(tracked)
    return true
  }

  /// Selects an item, or with multiple selection toggles it, as a user's tap does.
  func userSelectItem(at item: IndexPath) {
    if multipleSelectionIsAllowed, selectedItems.contains(item) {
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else {
        return
      }
      deselectItem(at: item, animated: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: item)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: item) ?? true else {
      return
    }
    if !multipleSelectionIsAllowed {
      for other in selectedItems.sorted() where other != item {
        deselectItem(at: other, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    selectedItems.insert(item)
    if let cell = visibleCellsByItem[item], !cell.isSelected { cell.isSelected = true }
    collectionDelegate?.collectionView(self, didSelectItemAt: item)
  }

  /// Whether the tracked touch is over its item's frame.
  private func isOnTrackedItem(_ tracked: CollectionTrackedItem) -> Bool {
    let frame = layoutAttributesForItem(at: tracked.indexPath)?.frame ?? .zero
    return frame.contains(tracked.touch.location(in: self))
  }

  /// Removes a tracked item's highlight, telling the delegate, if it is highlighted.
  private func unhighlight(_ tracked: CollectionTrackedItem) {
    guard tracked.isHighlighted else { return }
    if var current = itemState.trackedItem, current.touch === tracked.touch {
      current.isHighlighted = false
      itemState.trackedItem = current
    }
    visibleCellsByItem[tracked.indexPath]?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracked.indexPath)
  }
}
