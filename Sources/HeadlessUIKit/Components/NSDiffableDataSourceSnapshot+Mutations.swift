import Foundation

/// Changing a snapshot's sections and items (decision TB9).
///
/// Like UIKit, a change that names an identifier the snapshot does not have where one is
/// needed (a reference item or section, an item or section to reload) stops with an
/// `NSInternalInconsistencyException`, as does supplying the same identifier twice or
/// appending items to a snapshot without sections.
extension NSDiffableDataSourceSnapshot {
  /// Adds items at the end of a section; items already in the snapshot move there.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - sectionIdentifier: The section; `nil` for the last one.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    precondition(
      !sections.isEmpty,
      "NSInternalInconsistencyException: There are currently no sections in the data source. "
        + "Please add a section first.")
    let section = sectionIdentifier ?? sections[sections.count - 1]
    requireSection(section, for: "append items to")
    insert(identifiers, in: section) { $0.count }
  }

  /// Inserts items before an item; items already in the snapshot move there.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - beforeIdentifier: The item they go before.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: beforeIdentifier, offset: 0)
  }

  /// Inserts items after an item; items already in the snapshot move there.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - afterIdentifier: The item they go after.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: afterIdentifier, offset: 1)
  }

  /// Removes items; identifiers the snapshot does not have are ignored.
  ///
  /// - Parameter identifiers: The items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers { remove(item) }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves an item before another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, offset: 0)
  }

  /// Moves an item after another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, offset: 1)
  }

  /// Marks items for reloading: applying the snapshot gives them new cells.
  ///
  /// - Parameter identifiers: The items; each must be in the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers {
      requireItem(item, message: "Attempted to reload item identifier that does not exist")
      if !reloadedItems.contains(item) { reloadedItems.append(item) }
    }
  }

  /// Marks items for reconfiguring: applying the snapshot configures their cells again
  /// without replacing them.
  ///
  /// - Parameter identifiers: The items; each must be in the snapshot.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers {
      requireItem(item, message: "Attempted to reconfigure item identifier that does not exist")
      if !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }
  }

  /// Adds sections at the end.
  ///
  /// - Parameter identifiers: The sections; none may be in the snapshot already.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections before a section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections; none may be in the snapshot already.
  ///   - toIdentifier: The section they go before.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: requireSection(toIdentifier, for: "insert sections before"))
  }

  /// Inserts sections after a section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections; none may be in the snapshot already.
  ///   - toIdentifier: The section they go after.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(
      identifiers, at: requireSection(toIdentifier, for: "insert sections after") + 1)
  }

  /// Removes sections and their items; identifiers the snapshot does not have are ignored.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard let index = sections.firstIndex(of: section) else { continue }
      for item in itemsBySection[index] { sectionOfItem[item] = nil }
      sections.remove(at: index)
      itemsBySection.remove(at: index)
    }
  }

  /// Moves a section, with its items, before another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 0)
  }

  /// Moves a section, with its items, after another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 1)
  }

  /// Marks sections for reloading: applying the snapshot asks for their rows, headers and
  /// footers again.
  ///
  /// - Parameter identifiers: The sections; each must be in the snapshot.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard sections.contains(section) else {
        preconditionFailure(
          "NSInternalInconsistencyException: Attempted to reload section identifier that does "
            + "not exist in the snapshot: \(String(reflecting: section))")
      }
      if !reloadedSections.contains(section) { reloadedSections.append(section) }
    }
  }
}

/// The work the public changes share.
extension NSDiffableDataSourceSnapshot {
  /// Inserts items in a section at the position `position` gives for the section's items once
  /// the new items have left their old places.
  private mutating func insert(
    _ identifiers: [ItemIdentifierType], in section: SectionIdentifierType,
    at position: ([ItemIdentifierType]) -> Int
  ) {
    Self.requireUnique(identifiers, kind: "item")
    for item in identifiers { remove(item) }
    guard let index = sections.firstIndex(of: section) else { return }
    itemsBySection[index].insert(contentsOf: identifiers, at: position(itemsBySection[index]))
    for item in identifiers { sectionOfItem[item] = section }
  }

  /// Inserts items before (`offset` 0) or after (`offset` 1) a reference item.
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], at reference: ItemIdentifierType, offset: Int
  ) {
    requireItem(
      reference, message: "Invalid item identifier specified for insert; it does not exist")
    precondition(
      !identifiers.contains(reference),
      "NSInternalInconsistencyException: Attempted to insert an item identifier relative to "
        + "itself: \(String(reflecting: reference))")
    let section = sectionOfItem[reference] ?? sections[0]
    insert(identifiers, in: section) { items in
      (items.firstIndex(of: reference) ?? items.count) + offset
    }
  }

  /// Moves an item before (`offset` 0) or after (`offset` 1) another.
  private mutating func moveItem(
    _ identifier: ItemIdentifierType, to reference: ItemIdentifierType, offset: Int
  ) {
    requireItem(
      identifier, message: "Invalid item identifier specified for move; it does not exist")
    requireItem(reference, message: "Invalid item identifier specified for move; it does not exist")
    precondition(
      identifier != reference,
      "NSInternalInconsistencyException: Attempted to move an item identifier relative to "
        + "itself: \(String(reflecting: identifier))")
    remove(identifier)
    insertItems([identifier], at: reference, offset: offset)
  }

  /// Inserts sections at a position.
  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    Self.requireUnique(identifiers, kind: "section")
    let existing = identifiers.filter { sections.contains($0) }
    precondition(
      existing.isEmpty,
      "NSInternalInconsistencyException: Fatal: supplied section identifiers are not unique. "
        + "Duplicate identifiers: \(Self.setDescription(existing))")
    sections.insert(contentsOf: identifiers, at: index)
    itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
  }

  /// Moves a section before (`offset` 0) or after (`offset` 1) another.
  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to reference: SectionIdentifierType, offset: Int
  ) {
    let from = requireSection(identifier, for: "move")
    requireSection(reference, for: "move a section relative to")
    precondition(
      identifier != reference,
      "NSInternalInconsistencyException: Attempted to move a section identifier relative to "
        + "itself: \(String(reflecting: identifier))")
    let items = itemsBySection.remove(at: from)
    sections.remove(at: from)
    let to = (sections.firstIndex(of: reference) ?? sections.count) + offset
    sections.insert(identifier, at: to)
    itemsBySection.insert(items, at: to)
  }

  /// Removes an item from its section, if the snapshot has it.
  private mutating func remove(_ item: ItemIdentifierType) {
    guard let section = sectionOfItem.removeValue(forKey: item),
      let index = sections.firstIndex(of: section)
    else { return }
    itemsBySection[index].removeAll { $0 == item }
  }

  /// The position of a section, stopping when the snapshot does not have it.
  @discardableResult
  private func requireSection(_ section: SectionIdentifierType, for action: String) -> Int {
    guard let index = sections.firstIndex(of: section) else {
      preconditionFailure(
        "NSInternalInconsistencyException: Invalid section identifier specified: attempted to "
          + "\(action) a section identifier that does not exist in the snapshot: "
          + "\(String(reflecting: section))")
    }
    return index
  }

  /// Stops when the snapshot does not have an item.
  private func requireItem(_ item: ItemIdentifierType, message: String) {
    precondition(
      sectionOfItem[item] != nil,
      "NSInternalInconsistencyException: \(message) in the snapshot: "
        + "\(String(reflecting: item))")
  }

  /// Stops with UIKit's message when identifiers repeat.
  private static func requireUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String)
  {
    var seen: Set<Identifier> = []
    var duplicates: [Identifier] = []
    for identifier in identifiers where !seen.insert(identifier).inserted {
      if !duplicates.contains(identifier) { duplicates.append(identifier) }
    }
    precondition(
      duplicates.isEmpty,
      "NSInternalInconsistencyException: Fatal: supplied \(kind) identifiers are not unique. "
        + "Duplicate identifiers: \(setDescription(duplicates))")
  }

  /// Identifiers described as Foundation describes a set of them.
  private static func setDescription<Identifier>(_ identifiers: [Identifier]) -> String {
    let lines = identifiers.map { "    " + String(reflecting: $0) }
    return "{(\n" + lines.joined(separator: ",\n") + "\n)}"
  }
}
