import Foundation

/// A table view data source whose rows come from snapshots of identifiers: applying a
/// snapshot updates the table with the difference from the current one (decision TB9).
///
/// Creating it makes it the table's data source. Each row's cell comes from the cell provider,
/// given the row's item identifier. Subclasses override the data source methods for titles,
/// editing and moving rows, as in UIKit; by default rows can be neither edited nor moved.
///
///     let source = UITableViewDiffableDataSource<Int, String>(tableView: table) {
///       table, indexPath, item in
///       let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///       cell.textLabel?.text = item
///       return cell
///     }
///     var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
///     snapshot.appendSections([0])
///     snapshot.appendItems(["a", "b"])
///     source.apply(snapshot)  // inserts two rows
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// Makes the cell of a row from its item; `nil` stops with UIKit's message.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) ->
    UITableViewCell?

  /// The snapshot type the data source applies.
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The table.
  private weak var tableView: UITableView?

  /// The cell provider.
  private let cellProvider: CellProvider

  /// The snapshot the table shows.
  private var current = Snapshot()

  /// The animation UIKit would give the rows an applied snapshot inserts, deletes and reloads;
  /// `.automatic` by default.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source for a table and makes it the table's data source.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cellProvider: Makes each row's cell.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot: the table is updated with the difference from the current snapshot in
  /// one batch update (nothing animates headless), and `completion` runs after the next layout
  /// pass on a later turn of the main queue.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  ///   - completion: Called once the update has finished.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let tableView, tableView.dataSource === self else {
      current = snapshot.applied
      finish(completion)
      return
    }
    let updates = snapshot.updates(from: current)
    let animation = defaultRowAnimation
    tableView.performBatchUpdates(
      {
        self.current = snapshot.applied
        tableView.deleteSections(updates.deletedSections, with: animation)
        tableView.insertSections(updates.insertedSections, with: animation)
        tableView.reloadSections(updates.reloadedSections, with: animation)
        for move in updates.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        tableView.deleteRows(at: updates.deletedItems, with: animation)
        tableView.insertRows(at: updates.insertedItems, with: animation)
        tableView.reloadRows(at: updates.reloadedItems, with: animation)
        for move in updates.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        tableView.reconfigureRows(at: updates.reconfiguredItems)
      }, completion: nil)
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

  /// Shows a snapshot by reloading the table's data, without computing a difference;
  /// `completion` runs after the next layout pass on a later turn of the main queue.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Called once the table has reloaded.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    if let tableView, tableView.dataSource === self { tableView.reloadData() }
    finish(completion)
  }

  /// Shows a snapshot by reloading the table's data, suspending until it has.
  ///
  /// - Parameter snapshot: The new state.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { continuation in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// A copy of the snapshot the table shows.
  ///
  /// - Returns: The snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item of a row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The item, or `nil` when there is no such row.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The row of an item.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: The row, or `nil` when the snapshot does not have the item.
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
  private func finish(_ completion: (() -> Void)?) {
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion() }
  }

  // MARK: UITableViewDataSource

  /// The number of sections of the snapshot.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the snapshot.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The number of rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
  }

  /// The cell the cell provider makes for a row's item.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = current.item(at: indexPath) else {
      preconditionFailure(
        "NSInternalInconsistencyException: UITableViewDiffableDataSource has no item for the "
          + "row at index path: \(indexPath)")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      preconditionFailure(
        "NSInternalInconsistencyException: UITableView dataSource returned a nil cell for row "
          + "at index path: \(indexPath). Table view: \(ObjectAddress.short(tableView)), "
          + "dataSource: \(ObjectAddress.short(self))")
    }
    return cell
  }

  /// Returns `nil`: no header title.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Returns `nil`: no footer title.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Returns `false`: rows cannot be edited unless a subclass says so.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Returns `false`: rows cannot be moved unless a subclass says so.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Moves the item in the current snapshot, as the user moved its row.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// Returns `nil`: no section index.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }

  /// Returns `index`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The title.
  ///   - index: The title's position in the index.
  /// - Returns: `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
}
