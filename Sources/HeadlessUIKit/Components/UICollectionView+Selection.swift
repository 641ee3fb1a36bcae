import Foundation

extension UICollectionView {
  /// Where an item ends up in the bounds when the collection view scrolls to it; combine one
  /// vertical and one horizontal position, or pass `[]` to leave the offset alone.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The position's bits.
    public let rawValue: UInt

    /// Creates a position from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The item's top at the top of the bounds.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the bounds.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the bounds.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The selected items in index path order; empty when none is selected.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.sorted()
  }

  /// Selects an item and scrolls to it.
  ///
  /// The other items are deselected unless ``allowsMultipleSelection`` (in editing mode,
  /// ``allowsMultipleSelectionDuringEditing``); `nil` deselects every item. Does nothing while
  /// ``allowsSelection`` is `false` (in editing mode, while neither
  /// ``allowsSelectionDuringEditing`` nor ``allowsMultipleSelectionDuringEditing`` is `true`).
  /// As in UIKit, the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  ///   - scrollPosition: Where the item ends up; `[]` leaves the offset alone.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    guard selectionIsAllowed else { return }
    if !multipleSelectionIsAllowed {
      for item in selectedItems where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    selectedItems.insert(indexPath)
    visibleCellsByItem[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item; the delegate is not told, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.remove(indexPath)
    visibleCellsByItem[indexPath]?.isSelected = false
  }

  /// Scrolls so that an item sits at a position in the bounds, within the scrollable range.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where the item ends up.
  ///   - animated: Whether UIKit would animate (the offset changes at once headless).
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let range = scrollableOffsetRange
    let inset = adjustedContentInset
    var offset = contentOffset
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - bounds.height / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - bounds.height + inset.bottom
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - bounds.width / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - bounds.width + inset.right
    }
    offset.x = min(max(offset.x, range.min.x), max(range.min.x, range.max.x))
    offset.y = min(max(offset.y, range.min.y), max(range.min.y, range.max.y))
    setContentOffset(offset, animated: animated)
  }

  /// Whether items can be selected now: ``allowsSelection``, or in editing mode
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing``.
  var selectionIsAllowed: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// Whether several items can be selected now: ``allowsMultipleSelection``, or in editing
  /// mode ``allowsMultipleSelectionDuringEditing``.
  var multipleSelectionIsAllowed: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// The item a visible cell shows, or `nil` when the cell is not on screen.
  ///
  /// - Parameter cell: The cell.
  /// - Returns: The item.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    layoutItemsIfNeeded()
    return visibleCellsByItem.first { $0.value === cell }?.key
  }

  /// The item whose frame contains a point in the collection view's coordinates.
  ///
  /// - Parameter point: The point.
  /// - Returns: The item, or `nil` when no item is there.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.prepareIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
      .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
      .map(\.indexPath).min()
  }
}
