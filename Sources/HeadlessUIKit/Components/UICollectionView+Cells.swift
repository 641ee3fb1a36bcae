import Foundation

/// How a reuse identifier's cells are made, and the cells waiting for reuse.
struct CollectionReuseRegistry {
  /// How new cells are made for an identifier.
  enum Registration {
    /// Instances of a registered cell class.
    case cellClass(AnyClass)
    /// A loader's function (storyboard prototypes).
    case factory(@MainActor () -> UICollectionViewCell)
    /// A nib whose one top-level object is the cell.
    case nib(UINib)
  }

  /// How new supplementary views are made for a kind and an identifier.
  enum SupplementaryRegistration {
    /// Instances of a registered view class.
    case viewClass(AnyClass)
    /// A nib whose one top-level object is the view.
    case nib(UINib)
  }

  /// A supplementary view's kind and reuse identifier.
  struct SupplementaryKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// The registrations, by reuse identifier.
  var registrations: [String: Registration] = [:]

  /// The cells waiting for reuse, by reuse identifier.
  var queues = ReuseQueue<String, UICollectionViewCell>()

  /// The supplementary view registrations, by kind and reuse identifier.
  var supplementaryRegistrations: [SupplementaryKey: SupplementaryRegistration] = [:]

  /// The supplementary views waiting for reuse, by kind and reuse identifier.
  var supplementaryQueues = ReuseQueue<SupplementaryKey, UICollectionReusableView>()
}

/// Registering, dequeuing and showing cells (decisions W3, W15).
extension UICollectionView {
  /// Registers a class whose instances the collection view makes for a reuse identifier; `nil`
  /// removes the registration.
  ///
  /// Cells are made with `init(frame: .zero)`, an app's subclass through the maker
  /// `ObjectiveCRuntime.registerClass` gave it; one without a maker stops when first dequeued,
  /// naming the registration (decisions W3, RT5).
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

  /// Registers a nib whose one top-level object is the cell the collection view makes for a
  /// reuse identifier; `nil` removes the registration (decision CL1).
  ///
  /// Dequeuing the identifier instantiates the nib (with no owner) and uses its top-level
  /// `UICollectionViewCell`; any other content stops with UIKit's "invalid nib registered for
  /// identifier" exception.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellRegistry.registrations[identifier] = nib.map { .nib($0) }
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
    // A reconfigured item gets its own cell back (UICollectionView+Updates.swift).
    if let cell = takeReconfiguringCell(withIdentifier: identifier) { return cell }
    if let cell = cellRegistry.queues.dequeue(for: identifier) {
      cell.prepareForReuse()
      return cell
    }
    let cell: UICollectionViewCell
    switch cellRegistry.registrations[identifier] {
    case .factory(let make):
      cell = make()
    case .nib(let nib):
      cell = nib.instantiateReusableView(
        UICollectionViewCell.self, identifier: identifier,
        requiredClassName: "UICollectionReusableView", kindName: "view")
    case .cellClass(let cellClass):
      // (UIKit's init(frame:), through the class's registered maker: decision RT5)
      if cellClass == UICollectionViewCell.self {
        cell = UICollectionViewCell(frame: .zero)
      } else if let type = cellClass as? UICollectionViewCell.Type {
        cell = ObjectiveCRuntime.makeView(type)
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
}
