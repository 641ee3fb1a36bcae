import Foundation

/// One leaf item a group placed: which layout item it is and its frame before the item's
/// content insets.
struct PlacedLeaf {
  var item: NSCollectionLayoutItem
  var frame: CGRect
  var zIndex = 0
}

/// The leaves of a solved group and the group's size.
struct SolvedGroup {
  var leaves: [PlacedLeaf] = []
  var size: CGSize = .zero
}

/// Solving groups: placing subitems inside a group's rectangle (decision CV3).
extension UICollectionViewCompositionalLayout {
  /// What the group solver needs besides the group.
  struct GroupContext {
    /// The environment given to custom groups.
    var environment: any NSCollectionLayoutEnvironment
    /// The size the leaf at each position (counted from the section's first item) prefers, if
    /// its cell sized itself.
    var preferredSize: (Int) -> CGSize?
  }

  /// The size of an item in a container, an estimated axis taking the size its cell preferred.
  static func size(
    of item: NSCollectionLayoutItem, in container: CGSize, preferred: CGSize?
  ) -> CGSize {
    var size = item.layoutSize.resolved(in: container)
    if let preferred {
      if item.layoutSize.widthDimension.isEstimated { size.width = preferred.width }
      if item.layoutSize.heightDimension.isEstimated { size.height = preferred.height }
    }
    return size
  }

  /// Lays out a group of a given size at the origin, placing at most `available` leaves,
  /// the first being the section's item `first`.
  ///
  /// A group along an axis places subitems one after another, repeating its subitems while the
  /// next one fits (at least one is always placed); a count places exactly that many, sharing
  /// the length. An estimated group length is the extent of what it placed.
  static func solve(
    _ group: NSCollectionLayoutGroup, size proposed: CGSize, first: Int, available: Int,
    context: GroupContext
  ) -> SolvedGroup {
    let insets = group.contentInsets
    let inner = CGSize(
      width: max(0, proposed.width - insets.leading - insets.trailing),
      height: max(0, proposed.height - insets.top - insets.bottom))
    var result: SolvedGroup
    switch group.arrangement {
    case .custom(let provider):
      result = SolvedGroup()
      let container = CompositionalLayoutContainer(contentSize: inner, contentInsets: .zero)
      let environment = CompositionalLayoutEnvironment(
        container: container, traitCollection: context.environment.traitCollection)
      for custom in provider(environment).prefix(available) {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(custom.frame.width),
            heightDimension: .absolute(custom.frame.height)))
        result.leaves.append(PlacedLeaf(item: item, frame: custom.frame, zIndex: custom.zIndex))
      }
      result.size = inner
    case .horizontal:
      result = solveLine(
        group, inner: inner, horizontal: true, first: first,
        available: available, context: context)
    case .vertical:
      result = solveLine(
        group, inner: inner, horizontal: false, first: first,
        available: available, context: context)
    }
    // An estimated group length follows its content; insets are added back around it.
    var size = proposed
    if group.layoutSize.widthDimension.isEstimated {
      size.width = result.size.width + insets.leading + insets.trailing
    }
    if group.layoutSize.heightDimension.isEstimated {
      size.height = result.size.height + insets.top + insets.bottom
    }
    let offset = CGPoint(x: insets.leading, y: insets.top)
    result.leaves = result.leaves.map {
      var leaf = $0
      leaf.frame = leaf.frame.offsetBy(dx: offset.x, dy: offset.y)
      return leaf
    }
    result.size = size
    return result
  }

  /// Places the subitems of a horizontal or vertical group along its axis.
  private static func solveLine(
    _ group: NSCollectionLayoutGroup, inner: CGSize, horizontal: Bool, first: Int,
    available: Int, context: GroupContext
  ) -> SolvedGroup {
    let length = horizontal ? inner.width : inner.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var placed: [(item: NSCollectionLayoutItem, rect: CGRect, leaves: [PlacedLeaf])] = []
    var cursor: CGFloat = 0
    var used = 0
    var index = 0
    let subitems = group.subitems
    guard !subitems.isEmpty else { return SolvedGroup() }
    let limit = group.repeatCount ?? Int.max
    while used < available && index < limit {
      let sub = subitems[index % subitems.count]
      var size: CGSize
      if let count = group.repeatCount, count > 0 {
        // A counted group shares its length among its copies (Apple's documentation).
        let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        size = Self.size(of: sub, in: inner, preferred: nil)
        if horizontal { size.width = share } else { size.height = share }
        if let preferred = sub is NSCollectionLayoutGroup
          ? nil
          : context.preferredSize(
            first + used)
        {
          if !horizontal && sub.layoutSize.widthDimension.isEstimated {
            size.width = preferred.width
          }
          if horizontal && sub.layoutSize.heightDimension.isEstimated {
            size.height = preferred.height
          }
        }
      } else {
        let preferred = sub is NSCollectionLayoutGroup ? nil : context.preferredSize(first + used)
        size = Self.size(of: sub, in: inner, preferred: preferred)
      }
      let edge = sub.edgeSpacing
      let before = (horizontal ? edge?.leading : edge?.top)?.spacing ?? 0
      let after = (horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0
      let crossBefore = (horizontal ? edge?.top : edge?.leading)?.spacing ?? 0
      let start = cursor + (placed.isEmpty ? 0 : spacing) + before
      let extent = horizontal ? size.width : size.height
      // Stop when the next item would overflow the group (a counted group always places all).
      if group.repeatCount == nil && !placed.isEmpty && start + extent > length + 0.001 { break }
      var leaves: [PlacedLeaf] = []
      if let nested = sub as? NSCollectionLayoutGroup {
        let solved = solve(
          nested, size: size, first: first + used, available: available - used,
          context: context)
        size = solved.size
        leaves = solved.leaves
        used += max(solved.leaves.count, 1)
      } else {
        used += 1
      }
      let rect =
        horizontal
        ? CGRect(x: start, y: crossBefore, width: size.width, height: size.height)
        : CGRect(x: crossBefore, y: start, width: size.width, height: size.height)
      placed.append((sub, rect, leaves))
      cursor = (horizontal ? rect.maxX : rect.maxY) + after
      index += 1
    }
    // Flexible spacing shares the room left over between the items.
    if let interItem = group.interItemSpacing, interItem.isFlexibleSpacing, placed.count > 1,
      group.repeatCount == nil
    {
      let extra = max(0, length - cursor) / CGFloat(placed.count - 1)
      for position in placed.indices {
        let shift = extra * CGFloat(position)
        placed[position].rect = placed[position].rect.offsetBy(
          dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
      }
      cursor += extra * CGFloat(placed.count - 1)
    }
    var result = SolvedGroup()
    var crossExtent: CGFloat = 0
    for entry in placed {
      crossExtent = max(crossExtent, horizontal ? entry.rect.maxY : entry.rect.maxX)
      if entry.item is NSCollectionLayoutGroup {
        for leaf in entry.leaves {
          var moved = leaf
          moved.frame = leaf.frame.offsetBy(dx: entry.rect.minX, dy: entry.rect.minY)
          result.leaves.append(moved)
        }
      } else {
        result.leaves.append(PlacedLeaf(item: entry.item, frame: entry.rect))
      }
    }
    result.size =
      horizontal
      ? CGSize(width: cursor, height: crossExtent) : CGSize(width: crossExtent, height: cursor)
    return result
  }
}
