import Foundation

/// A collection view data source whose items come from snapshots of identifiers: applying a
/// snapshot updates the collection view with the difference from the current one, in one
/// batch update (decision TB9).
///
/// Creating it makes it the collection view's data source. Each item's cell comes from the cell
/// provider, given the item's identifier; supplementary views come from
/// ``supplementaryViewProvider``.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
  NSObject, UICollectionViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// Makes the cell of an item; `nil` stops with UIKit's message.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?

  /// Makes the supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  /// The snapshot type the data source applies.
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The collection view.
  weak var collectionView: UICollectionView?

  /// The cell provider.
  private let cellProvider: CellProvider

  /// The snapshot the collection view shows.
  var current = Snapshot()

  /// The sections applied with section snapshots, kept while the snapshot shows each
  /// section's visible items (UICollectionViewDiffableDataSource+SectionSnapshots.swift).
  var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Makes the supplementary views (headers, footers); `nil` by default.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// What happens when the user expands or collapses an item of a section snapshot; every
  /// handler is `nil` by default, which lets every item expand and collapse (decision LS8).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Creates a data source for a collection view and makes it the collection view's data
  /// source.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cellProvider: Makes each item's cell.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot: the collection view is updated with the difference from the current
  /// snapshot in one batch update (nothing animates headless), and `completion` runs after the
  /// next layout pass on a later turn of the main queue.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  ///   - completion: Called once the update has finished.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    keepSectionSnapshots(matching: snapshot)
    applyDifference(to: snapshot, completion: completion)
  }

  /// Updates the collection view with the difference from the current snapshot to `snapshot`
  /// in one batch update, and calls `completion` after the next layout pass.
  func applyDifference(to snapshot: Snapshot, completion: (() -> Void)?) {
    let updates = snapshot.updates(from: current)
    guard let collectionView, collectionView.dataSource === self else {
      current = snapshot.applied
      finish(completion)
      return
    }
    collectionView.performBatchUpdates({
      self.current = snapshot.applied
      collectionView.deleteSections(updates.deletedSections)
      collectionView.insertSections(updates.insertedSections)
      collectionView.reloadSections(updates.reloadedSections)
      for move in updates.movedSections {
        collectionView.moveSection(move.from, toSection: move.to)
      }
      collectionView.deleteItems(at: updates.deletedItems)
      collectionView.insertItems(at: updates.insertedItems)
      collectionView.reloadItems(at: updates.reloadedItems)
      for move in updates.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
      collectionView.reconfigureItems(at: updates.reconfiguredItems)
    })
    finish(completion)
  }

  /// Shows a snapshot, suspending until the update has finished.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows a snapshot by reloading the collection view's data, without computing a
  /// difference; `completion` runs after the next layout pass on a later turn of the main
  /// queue.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Called once the collection view has reloaded.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    keepSectionSnapshots(matching: snapshot)
    current = snapshot.applied
    if let collectionView, collectionView.dataSource === self { collectionView.reloadData() }
    finish(completion)
  }

  /// Shows a snapshot by reloading the collection view's data, suspending until it has.
  ///
  /// - Parameter snapshot: The new state.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { continuation in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// A copy of the snapshot the collection view shows.
  ///
  /// - Returns: The snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at an index path.
  ///
  /// - Parameter indexPath: The index path.
  /// - Returns: The item, or `nil` when there is no such item.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The index path of an item.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: The index path, or `nil` when the snapshot does not have the item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section at an index.
  ///
  /// - Parameter index: The section's index.
  /// - Returns: The section, or `nil` when there is no such section.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index] : nil
  }

  /// The index of a section.
  ///
  /// - Parameter sectionIdentifier: The section.
  /// - Returns: The index, or `nil` when the snapshot does not have the section.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// Calls a completion after the next layout pass.
  func finish(_ completion: (() -> Void)?) {
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion() }
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections of the snapshot.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the snapshot.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The number of items.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
  }

  /// The cell the cell provider makes for an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item's index path.
  /// - Returns: The cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = current.item(at: indexPath) else {
      preconditionFailure(
        "NSInternalInconsistencyException: UICollectionViewDiffableDataSource has no item for "
          + "the index path: \(indexPath)")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure(
        "NSInternalInconsistencyException: the cell returned from the cell provider for the "
          + "item at index path \(indexPath) is nil. Collection view: "
          + "\(ObjectAddress.short(collectionView))")
    }
    return cell
  }

  /// The view the supplementary view provider makes; without a provider, or when it returns
  /// `nil`, this stops as UIKit does.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      preconditionFailure(
        "NSInternalInconsistencyException: the supplementary view provider of "
          + "\(ObjectAddress.short(self)) returned nil (or is not set) for the element of kind "
          + "\(kind) at index path \(indexPath)")
    }
    return view
  }
}
