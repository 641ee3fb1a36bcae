import Foundation

/// Batch updates, headless: the data source already holds the new items when an update is
/// made, so each update asks it again and invalidates the layout; nothing animates. The
/// selection follows the items moved by inserts, deletes and moves, as in UIKit.
extension UICollectionView {
  /// Runs `updates` (inserts, deletes, reloads and moves) as one update, lays the items out
  /// again, and calls `completion(true)` after the next layout pass on a later turn of the main
  /// queue, as headless animations complete.
  ///
  /// - Parameters:
  ///   - updates: The updates; may be `nil`.
  ///   - completion: Called with `true` once the update has finished.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batchUpdateDepth += 1
    updates?()
    batchUpdateDepth -= 1
    itemsDidChange()
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(true) }
  }

  /// Inserts sections; the selected items of later sections move down.
  ///
  /// - Parameter sections: The new sections' indexes.
  public func insertSections(_ sections: IndexSet) {
    for section in sections.sorted() {
      remapSelection {
        $0.section >= section ? IndexPath(item: $0.item, section: $0.section + 1) : $0
      }
    }
    itemsDidChange()
  }

  /// Deletes sections, deselecting their items; the selected items of later sections move up.
  ///
  /// - Parameter sections: The deleted sections' indexes.
  public func deleteSections(_ sections: IndexSet) {
    for section in sections.sorted(by: >) {
      remapSelection {
        if $0.section == section { return nil }
        return $0.section > section ? IndexPath(item: $0.item, section: $0.section - 1) : $0
      }
    }
    itemsDidChange()
  }

  /// Asks the data source for sections' items again.
  ///
  /// - Parameter sections: The sections.
  public func reloadSections(_ sections: IndexSet) {
    itemsDidChange()
  }

  /// Moves a section; its selected items move with it.
  ///
  /// - Parameters:
  ///   - section: The section's index before the move.
  ///   - newSection: Its index after.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    remapSelection { path in
      var index = path.section
      if index == section { return IndexPath(item: path.item, section: newSection) }
      if index > section { index -= 1 }
      if index >= newSection { index += 1 }
      return IndexPath(item: path.item, section: index)
    }
    itemsDidChange()
  }

  /// Inserts items; the selected items after them in their sections move down.
  ///
  /// - Parameter indexPaths: The new items.
  public func insertItems(at indexPaths: [IndexPath]) {
    for inserted in indexPaths.sorted() {
      remapSelection {
        $0.section == inserted.section && $0.item >= inserted.item
          ? IndexPath(item: $0.item + 1, section: $0.section) : $0
      }
    }
    itemsDidChange()
  }

  /// Deletes items, deselecting them; the selected items after them move up.
  ///
  /// - Parameter indexPaths: The deleted items.
  public func deleteItems(at indexPaths: [IndexPath]) {
    for deleted in indexPaths.sorted(by: >) {
      remapSelection {
        if $0 == deleted { return nil }
        return $0.section == deleted.section && $0.item > deleted.item
          ? IndexPath(item: $0.item - 1, section: $0.section) : $0
      }
    }
    itemsDidChange()
  }

  /// Asks the data source for items' cells again.
  ///
  /// - Parameter indexPaths: The items.
  public func reloadItems(at indexPaths: [IndexPath]) {
    itemsDidChange()
  }

  /// Moves an item; its selection moves with it.
  ///
  /// - Parameters:
  ///   - indexPath: The item before the move.
  ///   - newIndexPath: Its index path after.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    let wasSelected = selectedItems.contains(indexPath)
    deleteSelection(at: indexPath)
    remapSelection {
      $0.section == newIndexPath.section && $0.item >= newIndexPath.item
        ? IndexPath(item: $0.item + 1, section: $0.section) : $0
    }
    if wasSelected { selectedItems.insert(newIndexPath) }
    itemsDidChange()
  }

  /// Removes an item from the selection, moving later selected items of its section up.
  private func deleteSelection(at deleted: IndexPath) {
    remapSelection {
      if $0 == deleted { return nil }
      return $0.section == deleted.section && $0.item > deleted.item
        ? IndexPath(item: $0.item - 1, section: $0.section) : $0
    }
  }

  /// Replaces each selected item by `transform`'s result, dropping those it maps to `nil`.
  private func remapSelection(_ transform: (IndexPath) -> IndexPath?) {
    selectedItems = Set(selectedItems.compactMap(transform))
  }

  /// Asks the data source again, invalidates the layout and lays the items out now, keeping
  /// the selection, so the content size and cells are current when the update returns, as in
  /// UIKit; inside a batch update the work waits for the batch's end.
  private func itemsDidChange() {
    guard batchUpdateDepth == 0 else { return }
    needsReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
    layoutItems()
  }

  /// Replaces the layout and lays the items out with it now.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Replaces the layout, lays the items out with it now, and calls `completion(true)` after
  /// the next layout pass on a later turn of the main queue.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  ///   - completion: Called with `true` once the change has finished.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    setNeedsLayout()
    layoutItems()
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(true) }
  }
}
