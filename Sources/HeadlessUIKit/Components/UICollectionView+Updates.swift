import Foundation

/// A collection view's item counts and the work under way on its items.
struct CollectionItemState {
  /// The number of items of each section as the collection view last loaded them: at a
  /// reload, then after each update; `nil` until loaded.
  var itemCounts: [Int]?
  /// The updates recorded since the outermost batch began.
  var batch: TableUpdateBatch?
  /// The item a touch is on, while the collection view tracks it.
  var trackedItem: CollectionTrackedItem?
  /// The items prefetched (decision LS3).
  var prefetch = PrefetchTracker()
  /// The visible cell a reconfigured item hands out again when its data source dequeues one.
  var reconfiguringCell: UICollectionViewCell?
}

/// Batch updates, headless (decision LS4): updates made inside
/// ``UICollectionView/performBatchUpdates(_:completion:)`` form one batch, an update made alone
/// is a batch of its own, and the index paths of a batch are read as UIKit reads them:
/// deletions, reloads and the sources of moves before the update, insertions and the
/// destinations of moves after it. When the batch ends, the collection view asks the data
/// source for its new counts, carries the selection and the cells on screen to the items'
/// new index paths, ends the display of the cells of deleted and reloaded items, and lays the
/// items out again at once: only items that come on screen get new cells. Nothing animates.
/// Unlike UIKit, the counts are not checked against the batch.
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
    beginBatch()
    updates?()
    endBatch()
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(true) }
  }

  /// Inserts sections; the selected items of later sections move down.
  ///
  /// - Parameter sections: The new sections' indexes, after the update.
  public func insertSections(_ sections: IndexSet) {
    recordUpdate { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections, deselecting their items; the selected items of later sections move up.
  ///
  /// - Parameter sections: The deleted sections' indexes, before the update.
  public func deleteSections(_ sections: IndexSet) {
    recordUpdate { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source for sections' items and supplementary views again; their items get
  /// new cells and keep their selection.
  ///
  /// - Parameter sections: The sections, before the update.
  public func reloadSections(_ sections: IndexSet) {
    recordUpdate { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section; its items, cells and selection move with it.
  ///
  /// - Parameters:
  ///   - section: The section's index before the move.
  ///   - newSection: Its index after.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    recordUpdate { $0.movedSections.append((section, newSection)) }
  }

  /// Inserts items; the selected items after them in their sections move down.
  ///
  /// - Parameter indexPaths: The new items, after the update.
  public func insertItems(at indexPaths: [IndexPath]) {
    recordUpdate { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes items, deselecting them; the selected items after them move up.
  ///
  /// - Parameter indexPaths: The deleted items, before the update.
  public func deleteItems(at indexPaths: [IndexPath]) {
    recordUpdate { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Asks the data source for items' cells again; the items keep their selection.
  ///
  /// - Parameter indexPaths: The items, before the update.
  public func reloadItems(at indexPaths: [IndexPath]) {
    recordUpdate { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Asks the data source to configure the visible cells of items again, without replacing
  /// them: dequeuing a cell of the same reuse identifier for such an item returns the item's
  /// current cell, so the delegate is told nothing.
  ///
  /// - Parameter indexPaths: The items, before the update.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    recordUpdate { $0.reconfiguredRows.formUnion(indexPaths) }
  }

  /// Moves an item; its cell and selection move with it.
  ///
  /// - Parameters:
  ///   - indexPath: The item before the move.
  ///   - newIndexPath: Its index path after.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// The number of items of each section as last loaded, loading them when unknown.
  func loadedItemCounts() -> [Int] {
    if let counts = itemState.itemCounts { return counts }
    let counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    itemState.itemCounts = counts
    return counts
  }

  /// Starts a batch; batches nest.
  private func beginBatch() {
    if batchUpdateDepth == 0 { itemState.batch = TableUpdateBatch(before: loadedItemCounts()) }
    batchUpdateDepth += 1
  }

  /// Ends a batch; the outermost end applies it.
  private func endBatch() {
    guard batchUpdateDepth > 0 else { return }
    batchUpdateDepth -= 1
    guard batchUpdateDepth == 0, let batch = itemState.batch else { return }
    itemState.batch = nil
    commit(batch)
  }

  /// Records an update in the batch under way, or applies it alone.
  private func recordUpdate(_ record: (inout TableUpdateBatch) -> Void) {
    beginBatch()
    if var batch = itemState.batch {
      record(&batch)
      itemState.batch = batch
    }
    endBatch()
  }

  /// Applies a finished batch: the counts, the selection, the cells and supplementary views
  /// on screen, and a layout pass now, so the content size and cells are current when the
  /// update returns, as in UIKit.
  private func commit(_ batch: TableUpdateBatch) {
    let after = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    let mapping = batch.mapping(after: after)
    itemState.itemCounts = after
    // The items of reloaded sections keep their places and their selection.
    var moved = mapping.rows
    for section in batch.reloadedSections where batch.before.indices.contains(section) {
      guard let new = mapping.sections[section] else { continue }
      for item in 0..<batch.before[section] {
        moved[IndexPath(item: item, section: section)] = IndexPath(item: item, section: new)
      }
    }
    selectedItems = Set(selectedItems.compactMap { moved[$0] })
    itemState.prefetch.remap { mapping.replaced.contains($0) ? nil : mapping.rows[$0] }
    var removed: [IndexPath: UICollectionViewCell] = [:]
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in visibleCellsByItem {
      if let new = mapping.rows[old], !mapping.replaced.contains(old) {
        cells[new] = cell
      } else {
        removed[old] = cell
      }
    }
    visibleCellsByItem = cells
    var removedViews: [SupplementaryElement: UICollectionReusableView] = [:]
    var views: [SupplementaryElement: UICollectionReusableView] = [:]
    for (element, view) in visibleSupplementaryViewsByElement {
      if let new = element.moved(by: mapping, reloaded: batch.reloadedSections) {
        views[new] = view
      } else {
        removedViews[element] = view
      }
    }
    visibleSupplementaryViewsByElement = views
    endDisplaying(cells: removed, views: removedViews)
    reconfigure(batch.reconfiguredRows.compactMap { mapping.rows[$0] })
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
    layoutItems()
  }

  /// Asks the data source again for the visible cells of items, handing each item's own cell
  /// out when the data source dequeues one with the cell's reuse identifier; a different cell
  /// replaces it, and the old one ends its display.
  private func reconfigure(_ items: [IndexPath]) {
    guard let dataSource else { return }
    for item in items.sorted() {
      guard let cell = visibleCellsByItem[item] else { continue }
      itemState.reconfiguringCell = cell
      let configured = dataSource.collectionView(self, cellForItemAt: item)
      itemState.reconfiguringCell = nil
      guard configured !== cell else { continue }
      visibleCellsByItem[item] = configured
      endDisplaying(cells: [item: cell])
    }
  }

  /// The cell being reconfigured, when it is dequeued again with its own reuse identifier.
  func takeReconfiguringCell(withIdentifier identifier: String) -> UICollectionViewCell? {
    guard let cell = itemState.reconfiguringCell, cell.reuseIdentifier == identifier else {
      return nil
    }
    itemState.reconfiguringCell = nil
    return cell
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
