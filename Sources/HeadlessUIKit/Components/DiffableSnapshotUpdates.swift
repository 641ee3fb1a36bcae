import Foundation

/// The batch updates that turn the rows of one snapshot into those of another, in the index
/// paths a batch update takes (decision TB9): deletions, reloads and move sources before, and
/// insertions and move destinations after.
struct DiffableSnapshotUpdates {
  /// Deleted sections, before.
  var deletedSections = IndexSet()
  /// Inserted sections, after.
  var insertedSections = IndexSet()
  /// Moved sections, before to after.
  var movedSections: [(from: Int, to: Int)] = []
  /// Reloaded sections, before.
  var reloadedSections = IndexSet()
  /// Deleted items, before.
  var deletedItems: [IndexPath] = []
  /// Inserted items, after.
  var insertedItems: [IndexPath] = []
  /// Moved items, before to after.
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  /// Reloaded items, before.
  var reloadedItems: [IndexPath] = []
  /// Reconfigured items, before.
  var reconfiguredItems: [IndexPath] = []
}

extension NSDiffableDataSourceSnapshot {
  /// The updates that turn `old`'s sections and items into this snapshot's, with this
  /// snapshot's reload and reconfigure marks.
  ///
  /// Sections and items are matched by identifier. An identifier only in `old` is deleted and
  /// one only here is inserted (items of deleted or inserted sections go with their section);
  /// of the identifiers in both, the fewest are moved that leave the others in their order.
  /// An item that changes section, or leaves or joins a deleted or inserted section, is
  /// deleted and inserted instead when a move cannot express it.
  func updates(from old: Self) -> DiffableSnapshotUpdates {
    var updates = DiffableSnapshotUpdates()
    let oldSections = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
    let newSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    for (index, section) in old.sections.enumerated() where newSections[section] == nil {
      updates.deletedSections.insert(index)
    }
    for (index, section) in sections.enumerated() where oldSections[section] == nil {
      updates.insertedSections.insert(index)
    }
    let kept = old.sections.filter { newSections[$0] != nil }
    for section in Self.moved(from: kept, to: sections.filter { oldSections[$0] != nil }) {
      if let from = oldSections[section], let to = newSections[section] {
        updates.movedSections.append((from, to))
      }
    }
    for section in reloadedSections {
      if let index = oldSections[section] { updates.reloadedSections.insert(index) }
    }
    addItemUpdates(from: old, to: &updates, oldSections: oldSections, newSections: newSections)
    return updates
  }

  /// Adds the item updates, section by section.
  private func addItemUpdates(
    from old: Self, to updates: inout DiffableSnapshotUpdates,
    oldSections: [SectionIdentifierType: Int], newSections: [SectionIdentifierType: Int]
  ) {
    let reloaded = Set(reloadedItems)
    // Items whose section survives on both sides and stays the same may be kept or moved.
    var movedItems: Set<ItemIdentifierType> = []
    for (newIndex, section) in sections.enumerated() {
      guard let oldIndex = oldSections[section], !updates.reloadedSections.contains(oldIndex)
      else { continue }
      let before = old.itemsBySection[oldIndex].filter { sectionOfItem[$0] == section }
      let after = itemsBySection[newIndex].filter { old.sectionOfItem[$0] == section }
      movedItems.formUnion(Self.moved(from: before, to: after))
    }
    for (sectionIndex, items) in old.itemsBySection.enumerated() {
      let section = old.sections[sectionIndex]
      guard let newSectionIndex = newSections[section],
        !updates.reloadedSections.contains(sectionIndex)
      else { continue }
      for (itemIndex, item) in items.enumerated() {
        let from = IndexPath(item: itemIndex, section: sectionIndex)
        guard let to = indexPath(of: item), let target = sectionOfItem[item],
          let targetOldIndex = oldSections[target],
          !updates.reloadedSections.contains(targetOldIndex)
        else {
          updates.deletedItems.append(from)
          continue
        }
        let changedSection = to.section != newSectionIndex
        if reloaded.contains(item), changedSection || movedItems.contains(item) {
          updates.deletedItems.append(from)
          updates.insertedItems.append(to)
        } else if changedSection || movedItems.contains(item) {
          updates.movedItems.append((from, to))
        } else if reloaded.contains(item) {
          updates.reloadedItems.append(from)
        } else if reconfiguredItems.contains(item) {
          updates.reconfiguredItems.append(from)
        }
      }
    }
    for (sectionIndex, items) in itemsBySection.enumerated() {
      guard let oldSectionIndex = oldSections[sections[sectionIndex]],
        !updates.reloadedSections.contains(oldSectionIndex)
      else { continue }
      for (itemIndex, item) in items.enumerated() {
        // Items new to the snapshot, or coming from a deleted or reloaded section, are
        // inserted; the others were kept or moved above.
        let origin = old.sectionOfItem[item].flatMap { oldSections[$0] }
        let wasKept = origin.map {
          newSections[old.sections[$0]] != nil && !updates.reloadedSections.contains($0)
        }
        if wasKept != true {
          updates.insertedItems.append(IndexPath(item: itemIndex, section: sectionIndex))
        }
      }
    }
  }

  /// The identifiers of `before` that must move to give the order of `after` (the same
  /// identifiers, reordered): those outside a longest run kept in order.
  static func moved<Identifier: Hashable>(from before: [Identifier], to after: [Identifier])
    -> Set<Identifier>
  {
    let difference = after.difference(from: before).inferringMoves()
    var moved: Set<Identifier> = []
    for change in difference {
      if case .insert(_, let element, _) = change { moved.insert(element) }
    }
    return moved
  }
}
