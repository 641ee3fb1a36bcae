import Foundation

/// The data of one section of a collection view as a tree of items, each of which may be
/// expanded or collapsed (iOS 14, decision LS6).
///
/// Root items sit at level 0; items appended to a parent sit one level below it. An item is
/// visible when every item above it is expanded; a collection view shows a section's
/// ``visibleItems``, in order. Expansion is kept per item, whether or not it has children, so
/// it survives replacing the children.
///
///     var section = NSDiffableDataSourceSectionSnapshot<String>()
///     section.append(["Food", "Drinks"])
///     section.append(["Apple", "Bread"], to: "Food")
///     section.visibleItems  // ["Food", "Drinks"]
///     section.expand(["Food"])
///     section.visibleItems  // ["Food", "Apple", "Bread", "Drinks"]
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
  /// An item's place in the tree.
  struct Node: Sendable {
    /// The item's parent; `nil` for a root item.
    var parent: ItemIdentifierType?
    /// The item's children, in order.
    var children: [ItemIdentifierType] = []
  }

  /// The root items, in order.
  var roots: [ItemIdentifierType] = []
  /// Every item's place in the tree.
  var nodes: [ItemIdentifierType: Node] = [:]
  /// The expanded items.
  var expanded: Set<ItemIdentifierType> = []

  /// Creates an empty section snapshot.
  public init() {}

  /// Every item, each followed by its children, depth first.
  public var items: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(nodes.count)
    for root in roots { appendSubtree(of: root, to: &result, onlyExpanded: false) }
    return result
  }

  /// The items at level 0, in order.
  public var rootItems: [ItemIdentifierType] {
    roots
  }

  /// The items whose ancestors are all expanded, in the order of ``items``: what a collection
  /// view shows of the section.
  public var visibleItems: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    for root in roots { appendSubtree(of: root, to: &result, onlyExpanded: true) }
    return result
  }

  /// Whether the snapshot has an item.
  ///
  /// - Parameter item: The item.
  /// - Returns: Whether it is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    nodes[item] != nil
  }

  /// Whether an item is expanded; `false` for an item the snapshot does not have.
  ///
  /// - Parameter item: The item.
  /// - Returns: Whether it is expanded.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    expanded.contains(item)
  }

  /// Whether an item is visible: a root item, or one whose ancestors are all expanded; `false`
  /// for an item the snapshot does not have.
  ///
  /// - Parameter item: The item.
  /// - Returns: Whether it is visible.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard var node = nodes[item] else { return false }
    while let parent = node.parent {
      guard expanded.contains(parent), let next = nodes[parent] else { return false }
      node = next
    }
    return true
  }

  /// The level of an item: 0 for a root item, one more than its parent's otherwise.
  ///
  /// - Parameter item: The item.
  /// - Returns: The level, or `NSNotFound` for an item the snapshot does not have.
  public func level(of item: ItemIdentifierType) -> Int {
    guard var node = nodes[item] else { return NSNotFound }
    var level = 0
    while let parent = node.parent, let next = nodes[parent] {
      level += 1
      node = next
    }
    return level
  }

  /// The position of an item in ``items``.
  ///
  /// - Parameter item: The item.
  /// - Returns: The position, or `nil` for an item the snapshot does not have.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// The parent of an item.
  ///
  /// - Parameter child: The item.
  /// - Returns: The parent, or `nil` for a root item or an item the snapshot does not have.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    nodes[child]?.parent
  }

  /// A snapshot of the items below a parent, at levels counted from 0, with their expansion.
  ///
  /// - Parameters:
  ///   - parent: The parent; it must be in the snapshot.
  ///   - includingParent: Whether the parent is the new snapshot's root item; `false` makes its
  ///     children the roots.
  /// - Returns: The snapshot; empty when the parent has no children and is not included.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    guard let node = nodes[parent] else {
      preconditionFailure(
        "NSInternalInconsistencyException: Invalid parent item identifier specified; it does "
          + "not exist in the section snapshot: \(String(reflecting: parent))")
    }
    var result = Self()
    result.roots = includingParent ? [parent] : node.children
    var pending = result.roots
    while let item = pending.popLast() {
      guard var copy = nodes[item] else { continue }
      if result.roots.contains(item) { copy.parent = nil }
      result.nodes[item] = copy
      if expanded.contains(item) { result.expanded.insert(item) }
      pending.append(contentsOf: copy.children)
    }
    return result
  }

  /// A text picture of the tree for debugging: a line per item, in the order of ``items``,
  /// indented two spaces per level, with `*` for a visible item, `+` for an expanded one and
  /// `-` for a collapsed one.
  ///
  /// - Returns: The text.
  public func visualDescription() -> String {
    items.map { item in
      let indent = String(repeating: "  ", count: level(of: item))
      let visible = isVisible(item) ? "*" : " "
      let expansion = isExpanded(item) ? "+" : "-"
      return indent + visible + expansion + " " + String(describing: item)
    }.joined(separator: "\n")
  }

  /// Appends an item and, unless `onlyExpanded` and the item is collapsed, its children's
  /// subtrees.
  private func appendSubtree(
    of item: ItemIdentifierType, to result: inout [ItemIdentifierType], onlyExpanded: Bool
  ) {
    result.append(item)
    guard let node = nodes[item], !onlyExpanded || expanded.contains(item) else { return }
    for child in node.children {
      appendSubtree(of: child, to: &result, onlyExpanded: onlyExpanded)
    }
  }
}
