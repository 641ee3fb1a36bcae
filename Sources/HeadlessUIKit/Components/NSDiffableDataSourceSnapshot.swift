import Foundation

/// The state of a diffable data source's data: sections of items, each section and item named
/// by a unique identifier.
///
/// A snapshot is a value: make one, or take the data source's with `snapshot()`, change it, and
/// apply it to the data source, which updates its table or collection view with the difference
/// (decision TB9). Identifiers must be unique in a snapshot: appending or inserting the same
/// identifier twice in one call stops with UIKit's message; an item that is already in the
/// snapshot is moved to its new place, as UIKit does.
///
///     var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
///     snapshot.appendSections([0])
///     snapshot.appendItems(["a", "b"])
///     snapshot.numberOfItems  // 2
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// The sections, in order.
  var sections: [SectionIdentifierType] = []
  /// Each section's items, in order, parallel to ``sections``.
  var itemsBySection: [[ItemIdentifierType]] = []
  /// The section of each item.
  var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The sections marked for reloading, in the order they were marked.
  var reloadedSections: [SectionIdentifierType] = []
  /// The items marked for reloading, in the order they were marked.
  var reloadedItems: [ItemIdentifierType] = []
  /// The items marked for reconfiguring, in the order they were marked.
  var reconfiguredItems: [ItemIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// The number of items in all sections.
  public var numberOfItems: Int {
    sectionOfItem.count
  }

  /// The number of sections.
  public var numberOfSections: Int {
    sections.count
  }

  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] {
    sections
  }

  /// The items' identifiers, section after section.
  public var itemIdentifiers: [ItemIdentifierType] {
    itemsBySection.flatMap { $0 }
  }

  /// The sections marked for reloading since the snapshot was made or taken.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    reloadedSections
  }

  /// The items marked for reloading since the snapshot was made or taken.
  public var reloadedItemIdentifiers: [ItemIdentifierType] {
    reloadedItems
  }

  /// The items marked for reconfiguring since the snapshot was made or taken.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    reconfiguredItems
  }

  /// The number of items in a section.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: The number of items; 0 for a section the snapshot does not have.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section, in order.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: The items; empty for a section the snapshot does not have.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let index = sections.firstIndex(of: identifier) else { return [] }
    return itemsBySection[index]
  }

  /// The section that holds an item.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: The section, or `nil` when the snapshot does not have the item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The position of an item among all items, section after section.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: The position, or `nil` when the snapshot does not have the item.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let path = indexPath(of: identifier) else { return nil }
    return itemsBySection[..<path.section].reduce(0) { $0 + $1.count } + path.item
  }

  /// The position of a section.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: The position, or `nil` when the snapshot does not have the section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// The index path (section, item) of an item.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[item], let sectionIndex = sections.firstIndex(of: section),
      let itemIndex = itemsBySection[sectionIndex].firstIndex(of: item)
    else { return nil }
    return IndexPath(item: itemIndex, section: sectionIndex)
  }

  /// The item at an index path, if there is one.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
      itemsBySection[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemsBySection[indexPath.section][indexPath.item]
  }

  /// Moves the item at an index path to another, as a user's move of its row does: `to` is
  /// where it ends up, counted once it has left its place.
  mutating func moveItem(from: IndexPath, to: IndexPath) {
    guard let item = item(at: from), sections.indices.contains(to.section) else { return }
    itemsBySection[from.section].remove(at: from.item)
    let row = min(max(0, to.item), itemsBySection[to.section].count)
    itemsBySection[to.section].insert(item, at: row)
    sectionOfItem[item] = sections[to.section]
  }

  /// The snapshot without its reload and reconfigure marks: what a data source keeps after
  /// applying it.
  var applied: Self {
    var copy = self
    copy.reloadedSections = []
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    return copy
  }
}
