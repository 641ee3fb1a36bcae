import Foundation

/// How a reuse identifier's cells are made, and the cells waiting for reuse.
struct CollectionReuseRegistry {
  /// How new cells are made for an identifier.
  enum Registration {
    /// Instances of a registered cell class.
    case cellClass(AnyClass)
    /// A loader's function (storyboard prototypes).
    case factory(@MainActor () -> UICollectionViewCell)
  }

  /// The registrations, by reuse identifier.
  var registrations: [String: Registration] = [:]

  /// The cells waiting for reuse, by reuse identifier.
  var queues: [String: [UICollectionViewCell]] = [:]
}

/// Registering, dequeuing and showing cells (decisions W3, W15).
extension UICollectionView {
  /// Registers a class whose instances the collection view makes for a reuse identifier; `nil`
  /// removes the registration.
  ///
  /// `UICollectionViewCell` itself is made with `init(frame: .zero)`, a subclass with
  /// `init?(coder:)` (decision W3).
  ///
  /// - Parameters:
  ///   - cellClass: `UICollectionViewCell` or a subclass, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    if let cellClass {
      precondition(
        cellClass is UICollectionViewCell.Type,
        "NSInvalidArgumentException: must pass a class of kind UICollectionViewCell")
      cellRegistry.registrations[identifier] = .cellClass(cellClass)
    } else {
      cellRegistry.registrations[identifier] = nil
    }
  }

  /// A cell for an item: one waiting for reuse under the identifier, else a new one; the
  /// identifier must be registered (UIKit's exception otherwise).
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: The cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if var queue = cellRegistry.queues[identifier], let cell = queue.popLast() {
      cellRegistry.queues[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    let cell: UICollectionViewCell
    switch cellRegistry.registrations[identifier] {
    case .factory(let make):
      cell = make()
    case .cellClass(let cellClass):
      if cellClass == UICollectionViewCell.self {
        cell = UICollectionViewCell(frame: .zero)
      } else if let type = cellClass as? UICollectionViewCell.Type,
        let made = type.init(coder: NSCoder())
      {
        cell = made
      } else {
        preconditionFailure(
          "NSInternalInconsistencyException: could not make a cell of class \(cellClass)")
      }
    case nil:
      preconditionFailure(
        "NSInternalInconsistencyException: could not dequeue a view of kind: "
          + "UICollectionElementKindCell with identifier \(identifier) - must register a nib or "
          + "a class for the identifier or connect a prototype cell in a storyboard")
    }
    cell.storedReuseIdentifier = identifier
    return cell
  }

  /// The cell of an item, if the item is on screen.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The cell, or `nil`.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutItemsIfNeeded()
    return visibleCellsByItem[indexPath]
  }

  /// The cells on screen, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByItem[$0] }
  }

  /// The items on screen, in index path order.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutItemsIfNeeded()
    return visibleCellsByItem.keys.sorted()
  }

  /// The layout's attributes of an item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes, or `nil`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Shows the loader's prototype cells once each, in one section, when there is no data
  /// source (decision W16).
  ///
  /// - Parameter cells: One cell made from each prototype, in document order.
  package func showPrototypePreview(_ cells: [UICollectionViewCell]?) {
    previewCells = cells
    reloadData()
  }

  /// Registers a function that makes a cell for a reuse identifier: how the loader registers a
  /// storyboard's prototype cells (decision W3).
  ///
  /// - Parameters:
  ///   - factory: Makes a new cell from the prototype.
  ///   - identifier: The prototype's reuse identifier.
  package func registerCellFactory(
    _ factory: @escaping @MainActor () -> UICollectionViewCell,
    forCellWithReuseIdentifier identifier: String
  ) {
    cellRegistry.registrations[identifier] = .factory(factory)
  }

  /// Lays out now if a reload is pending, so queries see current items.
  func layoutItemsIfNeeded() {
    if needsReload { layoutItems() }
  }

  /// Prepares the layout, sets the content size and shows a cell for each item whose
  /// attributes intersect the bounds (decision W15).
  func layoutItems() {
    if needsReload {
      needsReload = false
      for cell in visibleCellsByItem.values { recycle(cell) }
      visibleCellsByItem = [:]
    }
    let layout = collectionViewLayout
    layout.prepareIfNeeded()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let attributes = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
      $0.representedElementCategory == .cell
    }
    let visible = Set(attributes.map(\.indexPath))
    for (indexPath, cell) in visibleCellsByItem where !visible.contains(indexPath) {
      visibleCellsByItem[indexPath] = nil
      recycle(cell)
    }
    var inserted = false
    for item in attributes {
      let cell = visibleCellsByItem[item.indexPath] ?? makeCell(at: item.indexPath)
      cell.frame = item.frame
      cell.isHidden = item.isHidden
      cell.apply(item)
      let selected = selectedItems.contains(item.indexPath)
      if cell.isSelected != selected { cell.isSelected = selected }
      if cell.superview !== self {
        insertSubview(cell, at: 0)
        inserted = true
      }
      visibleCellsByItem[item.indexPath] = cell
    }
    if inserted { prepareTreeForLayout() }
  }

  /// The cell of an item, from the data source or the preview.
  private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    if let dataSource { return dataSource.collectionView(self, cellForItemAt: indexPath) }
    guard let previewCells, previewCells.indices.contains(indexPath.item) else {
      preconditionFailure("UICollectionView: no cell for item \(indexPath)")
    }
    return previewCells[indexPath.item]
  }

  /// Takes a cell off screen and queues it for reuse when it came from the data source.
  private func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    guard dataSource != nil, let identifier = cell.reuseIdentifier else { return }
    cellRegistry.queues[identifier, default: []].append(cell)
  }
}
