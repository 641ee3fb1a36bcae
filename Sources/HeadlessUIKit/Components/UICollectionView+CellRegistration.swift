import Foundation

extension UICollectionView {
  /// How to make and configure the cells of one kind for items of one type: a cell class and
  /// a handler that configures a cell for an item.
  ///
  /// A registration registers its cell class with a collection view the first time it
  /// dequeues a cell from it, under a reuse identifier of its own.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// The handler.
    public let handler: Handler

    /// The reuse identifier the registration registers its cell class under.
    let reuseIdentifier: String

    /// Creates a registration of the cell class `Cell`.
    ///
    /// - Parameter handler: Configures each dequeued cell.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
    }
  }

  /// Dequeues a cell of a registration's class (registering the class first if needed) and
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
      register(Cell.self, forCellWithReuseIdentifier: identifier)
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
}
