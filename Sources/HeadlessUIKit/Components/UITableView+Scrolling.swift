import Foundation

extension UITableView {
  /// Where a row ends up in the visible area when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the whole row; none when it is already visible.
    case none = 0
    /// The row's top at the top of the visible area.
    case top = 1
    /// The row centred in the visible area.
    case middle = 2
    /// The row's bottom at the bottom of the visible area.
    case bottom = 3
  }
}

/// Scrolling to rows: the content offset that puts a row at a position of the visible area
/// (the bounds less the adjusted content insets), kept within the scrollable range (decision
/// TB4).
extension UITableView {
  /// Scrolls so that a row sits at a position of the visible area, within the scrollable
  /// range; a row of `NSNotFound` scrolls to the section.
  ///
  /// A row or section the table does not have stops with UIKit's `NSRangeException`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up; `.none` scrolls as little as needed.
  ///   - animated: Whether UIKit would animate (the offset changes at once headless).
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let rect = scrollTarget(for: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y = contentOffset.y
    switch scrollPosition {
    case .top:
      y = rect.minY - inset.top
    case .middle:
      y = rect.midY - inset.top - visibleHeight / 2
    case .bottom:
      y = rect.maxY - bounds.height + inset.bottom
    case .none:
      let visibleTop = contentOffset.y + inset.top
      if rect.minY < visibleTop || rect.height > visibleHeight {
        y = rect.minY - inset.top
      } else if rect.maxY > visibleTop + visibleHeight {
        y = rect.maxY - bounds.height + inset.bottom
      }
    }
    let range = scrollableOffsetRange
    y = min(max(y, range.min.y), max(range.min.y, range.max.y))
    guard y != contentOffset.y else { return }
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Scrolls so that the selected row nearest a position of the visible area sits at that
  /// position; does nothing when no row is selected.
  ///
  /// - Parameters:
  ///   - scrollPosition: The position; `.none` counts as `.top` for finding the row.
  ///   - animated: Whether UIKit would animate (the offset changes at once headless).
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    layoutTableIfNeeded()
    let inset = adjustedContentInset
    let top = contentOffset.y + inset.top
    let bottom = contentOffset.y + bounds.height - inset.bottom
    func distance(_ row: IndexPath) -> CGFloat {
      let rect = geometry.rowFrame(at: row) ?? .zero
      switch scrollPosition {
      case .top, .none: return abs(rect.minY - top)
      case .middle: return abs(rect.midY - (top + bottom) / 2)
      case .bottom: return abs(rect.maxY - bottom)
      }
    }
    let rows = selectedRows.filter { geometry.rowFrame(at: $0) != nil }.sorted()
    guard let nearest = rows.min(by: { distance($0) < distance($1) }) else { return }
    scrollToRow(at: nearest, at: scrollPosition, animated: animated)
  }

  /// The rectangle to scroll to for a row, or for a section when the row is `NSNotFound`.
  private func scrollTarget(for indexPath: IndexPath) -> CGRect {
    layoutTableIfNeeded()
    let method =
      "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
      + "usingPresentationValues:]"
    let sections = geometry.sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else {
      preconditionFailure(
        "NSRangeException: \(method): section (\(indexPath.count == 2 ? indexPath.section : 0)) "
          + "beyond bounds (\(sections.count)).")
    }
    if indexPath.row == NSNotFound { return sections[indexPath.section].frame }
    let rows = sections[indexPath.section].rows
    guard rows.indices.contains(indexPath.row) else {
      preconditionFailure(
        "NSRangeException: \(method): row (\(indexPath.row)) beyond bounds (\(rows.count)) "
          + "for section (\(indexPath.section)).")
    }
    return rows[indexPath.row]
  }
}
