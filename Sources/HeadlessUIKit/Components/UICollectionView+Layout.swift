import Foundation

/// A supplementary element of a collection view: its kind and index path.
struct SupplementaryElement: Hashable {
  /// The kind, such as `UICollectionView.elementKindSectionHeader`.
  var kind: String
  /// The index path.
  var indexPath: IndexPath
}

/// The layout pass: measuring self-sizing items, then showing the background view, the cells
/// and the supplementary views of the elements in the bounds, telling the delegate which come
/// and go (decisions W15, CL2, CL3, CL5, LS1, LS2).
extension UICollectionView {
  /// Prepares the layout, sets the content size and shows a cell or supplementary view for
  /// each element whose attributes intersect the bounds; self-sizing items are measured
  /// first.
  func layoutItems() {
    if needsReload {
      needsReload = false
      itemState.itemCounts = nil
      itemState.prefetch.reset()
      let cells = visibleCellsByItem
      let views = visibleSupplementaryViewsByElement
      visibleCellsByItem = [:]
      visibleSupplementaryViewsByElement = [:]
      endDisplaying(cells: cells, views: views)
      _ = loadedItemCounts()
    }
    placeBackgroundView()
    var measured: [IndexPath: UICollectionViewCell] = [:]
    let layout = collectionViewLayout
    if layout.wantsSelfSizingItems { measureSelfSizingItems(into: &measured) }
    if layout.wantsSelfSizingItems { measureSelfSizingSupplementaryViews() }
    layout.prepareIfNeeded()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let elements = layout.layoutAttributesForElements(in: bounds) ?? []
    var inserted = showCells(
      elements.filter { $0.representedElementCategory == .cell }, measured: &measured)
    if showSupplementaryViews(
      elements.filter { $0.representedElementCategory == .supplementaryView })
    {
      inserted = true
    }
    if showDecorationViews(elements.filter { $0.representedElementCategory == .decorationView }) {
      inserted = true
    }
    for cell in measured.values where cell.superview !== self { recycle(cell) }
    // Views added during the pass bring constraints: solve them before the views lay out.
    if inserted { prepareTreeForLayout() }
    updatePrefetching()
  }

  /// The index subviews the layout pass inserts at: above the background view.
  private var contentInsertionIndex: Int {
    if let backgroundView, backgroundView.superview === self { return 1 }
    return 0
  }

  /// Puts the background view behind every other subview, over the visible bounds, so it does
  /// not scroll with the content (decision CL3).
  private func placeBackgroundView() {
    guard let backgroundView else { return }
    if backgroundView.superview !== self || subviews.first !== backgroundView {
      insertSubview(backgroundView, at: 0)
    }
    if backgroundView.frame != bounds { backgroundView.frame = bounds }
  }

  /// Shows a cell for each item's attributes and recycles the cells that left the bounds.
  ///
  /// - Returns: Whether a cell was added to the collection view.
  private func showCells(
    _ attributes: [UICollectionViewLayoutAttributes],
    measured: inout [IndexPath: UICollectionViewCell]
  ) -> Bool {
    let visible = Set(attributes.map(\.indexPath))
    let leaving = visibleCellsByItem.filter { !visible.contains($0.key) }
    for indexPath in leaving.keys { visibleCellsByItem[indexPath] = nil }
    endDisplaying(cells: leaving)
    var inserted = false
    for item in attributes {
      let cell =
        visibleCellsByItem[item.indexPath] ?? measured.removeValue(forKey: item.indexPath)
        ?? makeCell(at: item.indexPath)
      cell.frame = item.frame
      cell.isHidden = item.isHidden
      cell.apply(item)
      let selected = selectedItems.contains(item.indexPath)
      if cell.isSelected != selected { cell.isSelected = selected }
      applyOutlineState(to: cell, at: item.indexPath)
      let isNew = cell.superview !== self
      if isNew {
        insertSubview(cell, at: contentInsertionIndex)
        inserted = true
      }
      visibleCellsByItem[item.indexPath] = cell
      if isNew { willDisplay(cell, at: item.indexPath) }
    }
    return inserted
  }

  /// Shows the data source's view for each supplementary element's attributes and recycles
  /// the views that left the bounds (decision CL2).
  ///
  /// - Returns: Whether a view was added to the collection view.
  private func showSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
    let elements = attributes.compactMap { item in
      item.representedElementKind.map { SupplementaryElement(kind: $0, indexPath: item.indexPath) }
    }
    let visible = Set(elements)
    let leaving = visibleSupplementaryViewsByElement.filter { !visible.contains($0.key) }
    for element in leaving.keys { visibleSupplementaryViewsByElement[element] = nil }
    endDisplaying(cells: [:], views: leaving)
    var inserted = false
    for (element, item) in zip(elements, attributes.filter { $0.representedElementKind != nil }) {
      guard
        let view = visibleSupplementaryViewsByElement[element]
          ?? makeSupplementaryView(element)
      else { continue }
      view.frame = item.frame
      view.isHidden = item.isHidden
      view.apply(item)
      let isNew = view.superview !== self
      if isNew {
        insertSubview(view, at: contentInsertionIndex + visibleCellsByItem.count)
        inserted = true
      }
      visibleSupplementaryViewsByElement[element] = view
      if isNew { willDisplay(view, for: element) }
    }
    return inserted
  }

  /// Asks every self-sizing item's cell, once per full invalidation, for the attributes it
  /// prefers, and invalidates the layout with each change the layout accepts (decision CL5).
  ///
  /// Every item is measured, not only those on screen, so the content size is exact at once.
  /// The cells made to measure are kept in `measured` for the items on screen.
  private func measureSelfSizingItems(into measured: inout [IndexPath: UICollectionViewCell]) {
    guard dataSource != nil || previewCells != nil else { return }
    let layout = collectionViewLayout
    layout.prepareIfNeeded()
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        guard !measuredItems.contains(indexPath),
          let original = layout.layoutAttributesForItem(at: indexPath)
        else { continue }
        measuredItems.insert(indexPath)
        let cell = visibleCellsByItem[indexPath] ?? measured[indexPath] ?? makeCell(at: indexPath)
        if visibleCellsByItem[indexPath] == nil { measured[indexPath] = cell }
        cell.frame = original.frame
        cell.apply(original)
        guard let fitting = original.copy() as? UICollectionViewLayoutAttributes else { continue }
        let preferred = cell.preferredLayoutAttributesFitting(fitting)
        guard
          layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { continue }
        layout.invalidateLayout(
          with: layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
      }
    }
  }

  /// The cell of an item, from the data source or the preview.
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    if let dataSource { return dataSource.collectionView(self, cellForItemAt: indexPath) }
    guard let previewCells, previewCells.indices.contains(indexPath.item) else {
      preconditionFailure("UICollectionView: no cell for item \(indexPath)")
    }
    return previewCells[indexPath.item]
  }

  /// Takes a cell off screen and queues it for reuse when it came from the data source.
  func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    guard dataSource != nil, let identifier = cell.reuseIdentifier else { return }
    cellRegistry.queues.enqueue(cell, for: identifier)
  }
}
