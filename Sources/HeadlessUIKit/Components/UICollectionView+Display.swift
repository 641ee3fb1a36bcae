import Foundation

/// Telling the delegate when cells and supplementary views come on and go off screen, and the
/// prefetch data source which items are ahead (decisions LS1–LS3).
///
/// A cell is displayed when a layout pass brings its item into the bounds (the first layout,
/// a scroll, a reload, an update): right after the data source makes it and the collection
/// view gives it its attributes, selection and editing state,
/// `collectionView(_:willDisplay:forItemAt:)` is called. A cell stops being displayed when its
/// item leaves the bounds, with the item's index path then; when its item or section is
/// deleted or reloaded, with the index path it had before the update; when the data is
/// reloaded, for every cell shown, with its index path before. The cell goes back to its reuse
/// queue first, then `collectionView(_:didEndDisplaying:forItemAt:)` is called, before the
/// cells coming on screen are made. Supplementary views work alike, by kind and index path.
/// Items that stay on screen through an update, even when they move, are told nothing.
extension UICollectionView {
  /// The delegate, when it is a collection view delegate.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// Puts cells and supplementary views that left the screen in their reuse queues and tells
  /// the delegate, cells first, each kind in index path order.
  ///
  /// - Parameters:
  ///   - cells: The cells, by the item each showed.
  ///   - views: The supplementary views, by the element each showed.
  func endDisplaying(
    cells: [IndexPath: UICollectionViewCell],
    views: [SupplementaryElement: UICollectionReusableView] = [:]
  ) {
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
      recycle(cell)
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
    let elements = views.sorted {
      ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind)
    }
    for (element, view) in elements {
      recycleSupplementaryView(view, kind: element.kind)
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind,
        at: element.indexPath)
    }
  }

  /// Gives a cell coming on screen the collection view's editing state and its item's outline
  /// state, then tells the delegate it is about to be shown.
  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    applyEditingState(to: cell)
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  /// Tells the delegate a supplementary view coming on screen is about to be shown.
  func willDisplay(_ view: UICollectionReusableView, for element: SupplementaryElement) {
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: element.kind,
      at: element.indexPath)
  }

  /// Gives a cell the collection view's editing state.
  func applyEditingState(to cell: UICollectionViewCell) {
    if cell.isEditingInCollection != isEditing { cell.isEditingInCollection = isEditing }
    if let listCell = cell as? UICollectionViewListCell, listCell.isEditing != isEditing {
      listCell.isEditing = isEditing
    }
  }

  /// Tells the prefetch data source which items lie ahead of a scroll, and which no longer do
  /// (decision LS3).
  func updatePrefetching() {
    let layout = collectionViewLayout
    let (prefetch, cancel) = itemState.prefetch.update(
      bounds: bounds, visible: Set(visibleCellsByItem.keys)
    ) { rect in
      (layout.layoutAttributesForElements(in: rect) ?? [])
        .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
        .map { ($0.indexPath, $0.frame) }
    }
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel)
    }
    if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
  }
}

extension SupplementaryElement {
  /// The element's place after an update, in its section's new index.
  ///
  /// Elements without a section keep their place.
  ///
  /// - Parameters:
  ///   - mapping: Where the sections before the update are after it.
  ///   - reloaded: The reloaded sections, before the update.
  /// - Returns: The element after the update, or `nil` when its section was deleted or
  ///   reloaded.
  func moved(by mapping: TableUpdateMapping, reloaded: IndexSet) -> SupplementaryElement? {
    guard indexPath.count == 2 else { return self }
    let section = indexPath.section
    guard mapping.sections.indices.contains(section), !reloaded.contains(section),
      let new = mapping.sections[section]
    else { return nil }
    return SupplementaryElement(
      kind: kind, indexPath: IndexPath(item: indexPath.item, section: new))
  }
}
