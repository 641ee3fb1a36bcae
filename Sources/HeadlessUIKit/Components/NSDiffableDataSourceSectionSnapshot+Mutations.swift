import Foundation

/// Changing a section snapshot's tree (decision LS6).
///
/// As in UIKit, inserting before or after an item puts the new items at that item's level:
/// before it, or after it and its children. An item that is already in the snapshot moves to
/// its new place with its children, as ``NSDiffableDataSourceSnapshot`` moves items. Naming an
/// item the snapshot does not have as a parent or a reference, supplying the same identifier
/// twice, or moving an item below itself stops with an `NSInternalInconsistencyException`;
/// expanding, collapsing or deleting an item the snapshot does not have is ignored.
extension NSDiffableDataSourceSectionSnapshot {
  /// Adds items after the last root item, or after a parent's last child.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - parent: The parent, which must be in the snapshot; `nil` for the root.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent { requireItem(parent, role: "parent") }
    attach(items, parent: parent) { $0.count }
  }

  /// Inserts items before an item, at its level.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - item: The item they go before; it must be in the snapshot.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, at: item, offset: 0)
  }

  /// Inserts items after an item and its children, at its level.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - item: The item they go after; it must be in the snapshot.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, at: item, offset: 1)
  }

  /// Inserts a snapshot's trees before an item, its root items at the item's level.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot, with its expansion.
  ///   - item: The item it goes before; it must be in the snapshot.
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    insert(snapshot, at: item, offset: 0)
  }

  /// Inserts a snapshot's trees after an item and its children, its root items at the item's
  /// level.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot, with its expansion.
  ///   - item: The item it goes after; it must be in the snapshot.
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    insert(snapshot, at: item, offset: 1)
  }

  /// Removes items and all their children.
  ///
  /// - Parameter items: The items; those the snapshot does not have are ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil {
      detach(item)
      removeSubtree(of: item)
    }
  }

  /// Removes every item.
  public mutating func deleteAll() {
    self = Self()
  }

  /// Expands items, so their children show when they are visible.
  ///
  /// - Parameter items: The items; those the snapshot does not have are ignored.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil { expanded.insert(item) }
  }

  /// Collapses items, hiding everything below them.
  ///
  /// - Parameter items: The items; those the snapshot does not have are ignored.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expanded.remove(item) }
  }

  /// Replaces everything below a parent with a snapshot's trees, its root items becoming the
  /// parent's children.
  ///
  /// - Parameters:
  ///   - parent: The parent; it must be in the snapshot.
  ///   - snapshot: The new children, with their own children and expansion.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    requireItem(parent, role: "parent")
    precondition(
      !snapshot.contains(parent),
      "NSInternalInconsistencyException: Attempted to replace the children of an item with a "
        + "snapshot containing that item: \(String(reflecting: parent))")
    for child in nodes[parent]?.children ?? [] { removeSubtree(of: child) }
    nodes[parent]?.children = []
    graft(snapshot, parent: parent) { $0.count }
  }
}

/// The work the public changes share.
extension NSDiffableDataSourceSectionSnapshot {
  /// Inserts items before (`offset` 0) or after (`offset` 1) a reference item, among its
  /// siblings.
  private mutating func insert(
    _ items: [ItemIdentifierType], at reference: ItemIdentifierType, offset: Int
  ) {
    requireItem(reference, role: "reference")
    precondition(
      !items.contains(reference),
      "NSInternalInconsistencyException: Attempted to insert an item identifier relative to "
        + "itself: \(String(reflecting: reference))")
    attach(items, parent: nodes[reference]?.parent) { siblings in
      (siblings.firstIndex(of: reference) ?? siblings.count) + offset
    }
  }

  /// Inserts a snapshot's trees before or after a reference item, among its siblings.
  private mutating func insert(_ snapshot: Self, at reference: ItemIdentifierType, offset: Int) {
    requireItem(reference, role: "reference")
    precondition(
      !snapshot.contains(reference),
      "NSInternalInconsistencyException: Attempted to insert a snapshot containing the "
        + "reference item identifier: \(String(reflecting: reference))")
    graft(snapshot, parent: nodes[reference]?.parent) { siblings in
      (siblings.firstIndex(of: reference) ?? siblings.count) + offset
    }
  }

  /// Puts items among a parent's children (or the roots) at the position `position` gives for
  /// the siblings once the items have left their old places; items already in the snapshot
  /// move with their children.
  private mutating func attach(
    _ items: [ItemIdentifierType], parent: ItemIdentifierType?,
    at position: ([ItemIdentifierType]) -> Int
  ) {
    requireUnique(items)
    if let parent {
      precondition(
        !items.contains(where: { isAncestor($0, of: parent) || $0 == parent }),
        "NSInternalInconsistencyException: Attempted to move an item identifier below itself: "
          + "\(String(reflecting: parent))")
    }
    for item in items where nodes[item] != nil { detach(item) }
    for item in items {
      var node = nodes[item] ?? Node()
      node.parent = parent
      nodes[item] = node
    }
    var siblings = parent.map { nodes[$0]?.children ?? [] } ?? roots
    siblings.insert(contentsOf: items, at: min(max(0, position(siblings)), siblings.count))
    setChildren(siblings, of: parent)
  }

  /// Puts a snapshot's trees among a parent's children (or the roots); items of the snapshot
  /// that are already here are replaced by the snapshot's.
  private mutating func graft(
    _ snapshot: Self, parent: ItemIdentifierType?, at position: ([ItemIdentifierType]) -> Int
  ) {
    for item in snapshot.nodes.keys where nodes[item] != nil {
      precondition(
        !(parent.map { isAncestor(item, of: $0) || item == $0 } ?? false),
        "NSInternalInconsistencyException: Attempted to move an item identifier below itself: "
          + "\(String(reflecting: item))")
      detach(item)
      removeSubtree(of: item)
    }
    for (item, var node) in snapshot.nodes {
      if node.parent == nil { node.parent = parent }
      nodes[item] = node
    }
    expanded.formUnion(snapshot.expanded)
    var siblings = parent.map { nodes[$0]?.children ?? [] } ?? roots
    siblings.insert(contentsOf: snapshot.roots, at: min(max(0, position(siblings)), siblings.count))
    setChildren(siblings, of: parent)
  }

  /// Takes an item out of its parent's children (or the roots), keeping its subtree.
  private mutating func detach(_ item: ItemIdentifierType) {
    guard let node = nodes[item] else { return }
    if let parent = node.parent {
      nodes[parent]?.children.removeAll { $0 == item }
    } else {
      roots.removeAll { $0 == item }
    }
  }

  /// Forgets an item and everything below it.
  private mutating func removeSubtree(of item: ItemIdentifierType) {
    var pending = [item]
    while let next = pending.popLast() {
      guard let node = nodes.removeValue(forKey: next) else { continue }
      expanded.remove(next)
      pending.append(contentsOf: node.children)
    }
  }

  /// Sets a parent's children, or the roots.
  private mutating func setChildren(
    _ children: [ItemIdentifierType], of parent: ItemIdentifierType?
  ) {
    if let parent {
      nodes[parent]?.children = children
    } else {
      roots = children
    }
  }

  /// Whether `ancestor` is above `item` in the tree.
  private func isAncestor(_ ancestor: ItemIdentifierType, of item: ItemIdentifierType) -> Bool {
    var current = nodes[item]?.parent
    while let parent = current {
      if parent == ancestor { return true }
      current = nodes[parent]?.parent
    }
    return false
  }

  /// Stops when the snapshot does not have an item it needs.
  private func requireItem(_ item: ItemIdentifierType, role: String) {
    precondition(
      nodes[item] != nil,
      "NSInternalInconsistencyException: Invalid \(role) item identifier specified; it does "
        + "not exist in the section snapshot: \(String(reflecting: item))")
  }

  /// Stops with UIKit's message when identifiers repeat.
  private func requireUnique(_ items: [ItemIdentifierType]) {
    var seen: Set<ItemIdentifierType> = []
    let duplicates = items.filter { !seen.insert($0).inserted }
    precondition(
      duplicates.isEmpty,
      "NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. "
        + "Duplicate identifiers: \(duplicates.map { String(reflecting: $0) })")
  }
}
