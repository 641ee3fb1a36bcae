import Foundation

extension UICollectionViewDiffableDataSource {
  /// What a diffable data source does when the user expands or collapses an item of a section
  /// snapshot, through an outline disclosure accessory (decision LS8).
  public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
    /// Whether an item may expand; `nil`, the default, lets every item expand.
    public var shouldExpandItem: ((Item) -> Bool)?

    /// Called before an item expands.
    public var willExpandItem: ((Item) -> Void)?

    /// Whether an item may collapse; `nil`, the default, lets every item collapse.
    public var shouldCollapseItem: ((Item) -> Bool)?

    /// Called before an item collapses.
    public var willCollapseItem: ((Item) -> Void)?

    /// The children an item shows once expanded, given the parent and a snapshot of its
    /// current children; `nil`, the default, keeps the children.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
          NSDiffableDataSourceSectionSnapshot<Item>
      )?

    /// Creates handlers that are all `nil`.
    public init() {}
  }
}

/// Applying and reading section snapshots (iOS 14, decisions LS6, LS7).
///
/// Applying a section snapshot to a section (appended at the end when the snapshot has no such
/// section) makes the section's items in the data source's ``snapshot()`` the section
/// snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems``, in order, and updates the
/// collection view with the difference, as applying a whole snapshot does. The data source
/// keeps the section snapshot, hierarchy and expansion included, and ``snapshot(for:)`` returns
/// it; applying a whole snapshot keeps it as long as that snapshot still shows the same items
/// in the section, and otherwise replaces it by a flat one of the section's items. The list
/// cells of a section applied this way take their item's level as their indentation level and
/// its expansion as their configuration state's `isExpanded`.
extension UICollectionViewDiffableDataSource {
  /// Shows a section snapshot in a section: the section's items become its visible items, and
  /// the collection view is updated with the difference in one batch update.
  ///
  /// - Parameters:
  ///   - snapshot: The section's items.
  ///   - section: The section; added at the end when the data source does not have it.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  ///   - completion: Called after the next layout pass, once the update has finished.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    keepSectionSnapshots(matching: whole)
    applyDifference(to: whole, completion: completion)
  }

  /// Shows a section snapshot in a section, suspending until the update has finished.
  ///
  /// - Parameters:
  ///   - snapshot: The section's items.
  ///   - section: The section.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, to: section, animatingDifferences: animatingDifferences) {
        continuation.resume()
      }
    }
  }

  /// The section snapshot of a section: the one last applied to it, or its items as root
  /// items when it was filled by a whole snapshot.
  ///
  /// - Parameter section: The section.
  /// - Returns: The section snapshot; empty for a section the data source does not have.
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let kept = sectionSnapshots[section] { return kept }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Forgets the section snapshots whose visible items a new whole snapshot no longer shows.
  func keepSectionSnapshots(matching snapshot: Snapshot) {
    sectionSnapshots = sectionSnapshots.filter { section, kept in
      snapshot.indexOfSection(section) != nil
        && snapshot.itemIdentifiers(inSection: section) == kept.visibleItems
    }
  }
}

/// The outline of the items of sections applied with section snapshots, for the collection
/// view (decision LS8).
@MainActor
protocol CollectionOutlineSource: AnyObject {
  /// The level and expansion of the item at an index path, when its section was applied with
  /// a section snapshot.
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?

  /// Expands or collapses the item at an index path as its outline disclosure does.
  func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: CollectionOutlineSource {
  /// The level and expansion of the item at an index path, when its section was applied with
  /// a section snapshot.
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
    guard let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section], let item = itemIdentifier(for: indexPath)
    else { return nil }
    return (outline.level(of: item), outline.isExpanded(item))
  }

  /// Expands a collapsed item or collapses an expanded one, asking and telling the section
  /// snapshot handlers, and applies the section's snapshot.
  func toggleExpansion(at indexPath: IndexPath) {
    guard let section = sectionIdentifier(for: indexPath.section),
      let item = itemIdentifier(for: indexPath)
    else { return }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let provide = handlers.snapshotForExpandingParent {
        outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
  }
}
