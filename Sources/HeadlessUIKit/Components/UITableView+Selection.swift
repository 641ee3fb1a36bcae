import Foundation

extension UITableView {
  /// Where a row ends up in the bounds when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the row.
    case none = 0
    /// The row's top at the top of the bounds.
    case top = 1
    /// The row centred in the bounds.
    case middle = 2
    /// The row's bottom at the bottom of the bounds.
    case bottom = 3
  }

  /// The selected row, the first in index path order; `nil` when none is selected.
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows in index path order; `nil` when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row and scrolls to it; its cell, if on screen, is selected and shows its
  /// selected background view (decision CL3).
  ///
  /// The other rows are deselected unless ``allowsMultipleSelection``; `nil` deselects every
  /// row. Does nothing while ``allowsSelection`` is `false`. As in UIKit, the delegate is not
  /// told.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  ///   - scrollPosition: Where the row ends up; `.none` does not scroll.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard allowsSelection else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
    // Selecting with `.none` does not scroll, unlike scrolling with it.
    guard scrollPosition != .none else { return }
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects a row; the delegate is not told, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether UIKit would animate (nothing moves headless).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
  }

  /// Scrolls so that a row sits at a position in the bounds, within the scrollable range.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up; `.none` scrolls as little as needed.
  ///   - animated: Whether UIKit would animate (the offset changes at once headless).
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let frame = rectForRow(at: indexPath)
    guard frame != .zero else { return }
    let inset = adjustedContentInset
    let visibleTop = contentOffset.y + inset.top
    let visibleBottom = contentOffset.y + bounds.height - inset.bottom
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = frame.minY - inset.top
    case .middle: y = frame.midY - bounds.height / 2
    case .bottom: y = frame.maxY - bounds.height + inset.bottom
    case .none:
      if frame.minY < visibleTop {
        y = frame.minY - inset.top
      } else if frame.maxY > visibleBottom {
        y = frame.maxY - bounds.height + inset.bottom
      }
    }
    let range = scrollableOffsetRange
    y = min(max(y, range.min.y), max(range.min.y, range.max.y))
    guard y != contentOffset.y else { return }
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
