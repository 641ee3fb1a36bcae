import Foundation

extension UICollectionView {
  /// How to make and configure the cells of one kind for items of one type: a cell class (or
  /// nib) and a handler that configures a cell for an item.
  ///
  /// A registration registers its cell class or nib with a collection view the first time it
  /// dequeues a cell from it, under a reuse identifier of its own.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// The handler.
    public let handler: Handler

    /// The nib the cells come from, or `nil` for instances of `Cell`.
    let nib: UINib?

    /// The reuse identifier the registration registers its cells under.
    let reuseIdentifier: String

    /// Creates a registration of the cell class `Cell`.
    ///
    /// - Parameter handler: Configures each dequeued cell.
    public init(handler: @escaping Handler) {
      self.handler = handler
      nib = nil
      reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
    }

    /// Creates a registration of cells made from a nib whose one top-level object is a `Cell`.
    ///
    /// - Parameters:
    ///   - cellNib: The nib.
    ///   - handler: Configures each dequeued cell.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      nib = cellNib
      reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
    }
  }

  /// How to make and configure the supplementary views of one kind: a view class (or nib) and
  /// a handler that configures a view for an element.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// Configures a view for the element of a kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    /// The kind of the views, such as ``UICollectionView/elementKindSectionHeader``.
    public let elementKind: String

    /// The handler.
    public let handler: Handler

    /// The nib the views come from, or `nil` for instances of `Supplementary`.
    let nib: UINib?

    /// The reuse identifier the registration registers its views under.
    let reuseIdentifier: String

    /// Creates a registration of the view class `Supplementary` for a kind.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - handler: Configures each dequeued view.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = nil
      reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
    }

    /// Creates a registration of views made from a nib whose one top-level object is a
    /// `Supplementary`.
    ///
    /// - Parameters:
    ///   - supplementaryNib: The nib.
    ///   - elementKind: The kind.
    ///   - handler: Configures each dequeued view.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = supplementaryNib
      reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
    }
  }

  /// Dequeues a cell of a registration (registering its class or nib first if needed) and
  /// configures it for an item with the registration's handler.
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The item's index path.
  ///   - item: The item; it must not be `nil`.
  /// - Returns: The configured cell.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if cellRegistry.registrations[identifier] == nil {
      if let nib = registration.nib {
        register(nib, forCellWithReuseIdentifier: identifier)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: identifier)
      }
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    guard let cell = dequeued as? Cell, let item else {
      preconditionFailure(
        "NSInternalInconsistencyException: a cell registration needs an item to configure a cell "
          + "of class \(Cell.self) for index path \(indexPath)")
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// Dequeues a supplementary view of a registration (registering its class or nib first if
  /// needed) and configures it with the registration's handler.
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The element's index path.
  /// - Returns: The configured view.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    let key = CollectionReuseRegistry.SupplementaryKey(kind: kind, identifier: identifier)
    if cellRegistry.supplementaryRegistrations[key] == nil {
      if let nib = registration.nib {
        register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      } else {
        register(
          Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      preconditionFailure(
        "NSInternalInconsistencyException: the view dequeued for a supplementary registration "
          + "is not a \(Supplementary.self)")
    }
    registration.handler(view, kind, indexPath)
    return view
  }
}
