import Foundation

/// Rectangles of sections and rows, and the cells on screen.
extension UITableView {
  /// The rectangle of a section, header and footer included, in the table's content
  /// coordinates.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` for a section that does not exist.
  public func rect(forSection section: Int) -> CGRect {
    layoutTableIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    return geometry.sections[section].frame
  }

  /// The rectangle of a section's header, in the table's content coordinates.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` for a section that does not exist.
  public func rectForHeader(inSection section: Int) -> CGRect {
    layoutTableIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    return geometry.sections[section].header
  }

  /// The rectangle of a section's footer, in the table's content coordinates.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` for a section that does not exist.
  public func rectForFooter(inSection section: Int) -> CGRect {
    layoutTableIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    return geometry.sections[section].footer
  }

  /// The rectangle of a row, in the table's content coordinates.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The rectangle, or `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutTableIfNeeded()
    return geometry.rowFrame(at: indexPath) ?? .zero
  }

  /// The cell of a row, if the row is on screen.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The cell, or `nil` for a row outside the bounds.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutTableIfNeeded()
    return visibleCellsByRow[indexPath]
  }

  /// The index path of a cell on screen.
  ///
  /// - Parameter cell: A cell of the table.
  /// - Returns: The row, or `nil` when the cell is not on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByRow.first { $0.value === cell }?.key
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByRow[$0] }
  }

  /// The rows on screen, top to bottom; `nil` when there are none, as in UIKit.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutTableIfNeeded()
    let rows = visibleCellsByRow.keys.sorted()
    return rows.isEmpty ? nil : rows
  }

  /// The rows whose rectangles intersect a rectangle of the content.
  ///
  /// - Parameter rect: A rectangle in the table's content coordinates.
  /// - Returns: The rows, top to bottom, or `nil` when there are none.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    layoutTableIfNeeded()
    let rows = geometry.rows(intersecting: rect)
    return rows.isEmpty ? nil : rows
  }

  /// Lays out the table now if a reload or a layout is pending, so queries see current rows.
  func layoutTableIfNeeded() {
    if needsReload || geometry.width != bounds.width { layoutIfNeeded() }
    if needsReload || geometry.width != bounds.width { layoutTable() }
  }
}
