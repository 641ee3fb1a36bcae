import Foundation

/// The rectangles of one section of a table, in the table's content coordinates.
struct TableSectionGeometry: Equatable {
  /// The whole section: top padding, header, rows and footer.
  var frame: CGRect = .zero
  /// The header; zero height when the section has none.
  var header: CGRect = .zero
  /// The rows, in order.
  var rows: [CGRect] = []
  /// The footer; zero height when the section has none.
  var footer: CGRect = .zero
}

/// The geometry of a whole table: its header view, sections, footer view and content height.
struct TableGeometry: Equatable {
  /// The table width the geometry was computed for (-1 before the first pass).
  var width: CGFloat = -1
  /// The table header view's frame.
  var tableHeader: CGRect = .zero
  /// The sections, in order.
  var sections: [TableSectionGeometry] = []
  /// The table footer view's frame.
  var tableFooter: CGRect = .zero
  /// The height of the content: everything above stacked.
  var contentHeight: CGFloat = 0

  /// The frame of a row, or `nil` when there is no such row.
  func rowFrame(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let rows = sections[indexPath.section].rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
  }

  /// The rows whose frames intersect `rect`, top to bottom (empty rows count when their top
  /// lies inside it).
  func rows(intersecting rect: CGRect) -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, geometry) in sections.enumerated()
    where geometry.frame.minY <= rect.maxY && geometry.frame.maxY >= rect.minY {
      for (row, frame) in geometry.rows.enumerated()
      where frame.minY < rect.maxY && frame.maxY > rect.minY {
        result.append(IndexPath(row: row, section: section))
      }
    }
    return result
  }
}

/// The heights the table resolved for one section, before stacking.
struct TableSectionHeights {
  /// Space above the header (plain style's top padding).
  var topPadding: CGFloat
  /// The header's height.
  var header: CGFloat
  /// Each row's height.
  var rows: [CGFloat]
  /// The footer's height.
  var footer: CGFloat
}

extension TableGeometry {
  /// Stacks a table top to bottom: the header view, then each section's padding, header, rows
  /// and footer, then the footer view (decisions W6–W8).
  ///
  /// - Parameters:
  ///   - width: The table's width.
  ///   - rowInsets: The horizontal insets of rows, headers and footers (inset grouped style).
  ///   - tableHeaderHeight: The header view's height, or 0 without one.
  ///   - sections: The resolved heights of each section.
  ///   - tableFooterHeight: The footer view's height, or 0 without one.
  /// - Returns: The geometry.
  static func stacked(
    width: CGFloat, rowInsets: (left: CGFloat, right: CGFloat), tableHeaderHeight: CGFloat,
    sections: [TableSectionHeights], tableFooterHeight: CGFloat
  ) -> TableGeometry {
    var geometry = TableGeometry(width: width)
    geometry.tableHeader = CGRect(x: 0, y: 0, width: width, height: tableHeaderHeight)
    var y = tableHeaderHeight
    let x = rowInsets.left
    let rowWidth = max(0, width - rowInsets.left - rowInsets.right)
    for heights in sections {
      var section = TableSectionGeometry()
      let top = y
      y += heights.topPadding
      section.header = CGRect(x: x, y: y, width: rowWidth, height: heights.header)
      y += heights.header
      for height in heights.rows {
        section.rows.append(CGRect(x: x, y: y, width: rowWidth, height: height))
        y += height
      }
      section.footer = CGRect(x: x, y: y, width: rowWidth, height: heights.footer)
      y += heights.footer
      section.frame = CGRect(x: 0, y: top, width: width, height: y - top)
      geometry.sections.append(section)
    }
    geometry.tableFooter = CGRect(x: 0, y: y, width: width, height: tableFooterHeight)
    geometry.contentHeight = y + tableFooterHeight
    return geometry
  }
}
