import HeadlessUIKit
import Testing

/// The content view's trailing layout margin of a cell that shows an accessory (decision IC40).
@MainActor
@Suite struct CellAccessoryMarginTests {
  /// A one-row table of `PinnedContentCell`s, configured by `configure`, and its cell.
  private func pinnedCell(
    width: CGFloat, margin: CGFloat, rowHeight: CGFloat = 44,
    _ configure: @escaping (UITableViewCell) -> Void
  ) throws -> (UITableView, PinnedContentCell) {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 1) { cell, _ in configure(cell) },
      cellClass: PinnedContentCell.self, rowHeight: rowHeight, width: width, margin: margin)
    let cell = try #require(table.visibleCells.first as? PinnedContentCell)
    cell.layoutIfNeeded()
    return (table, cell)
  }

  @Test(
    "IC40: beside a disclosure indicator the content view's trailing margin is 8 (nnw-settings DUf-DZ-3Nm: content 343.5, label ends at 335.5)"
  )
  func disclosureIndicatorTrailingMargin() throws {
    let (_, cell) = try pinnedCell(width: 374, margin: 20, rowHeight: 51) {
      $0.accessoryType = .disclosureIndicator
    }
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 343.5, height: 51))
    #expect(
      cell.contentView.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8))
    #expect(
      cell.contentView.layoutMarginsGuide.layoutFrame
        == CGRect(x: 20, y: 11, width: 315.5, height: 29))
  }

  @Test(
    "IC40: with 16-point table margins the trailing margin beside the accessory is still 8 (ddg-bookmarks 9wR-fm-8Rn: content 316.5, stack ends at 308.5)"
  )
  func compactMargins() throws {
    let (_, cell) = try pinnedCell(width: 343, margin: 16) {
      $0.accessoryType = .disclosureIndicator
    }
    #expect(cell.contentView.frame.width == 316.5)
    #expect(cell.contentView.layoutMarginsGuide.layoutFrame.minX == 16)
    #expect(cell.contentView.layoutMarginsGuide.layoutFrame.maxX == 308.5)
  }

  @Test("IC40: a custom accessory view gives the same 8-point trailing margin")
  func customAccessoryView() throws {
    let (_, cell) = try pinnedCell(width: 374, margin: 20) {
      $0.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    }
    // 374 less the 30-point view and the cell's 20-point trailing margin.
    #expect(cell.contentView.frame.width == 324)
    #expect(cell.contentView.directionalLayoutMargins.trailing == 8)
    #expect(cell.content.frame.maxX == 316)
  }

  @Test("IC40: removing the accessory gives the content view the table's trailing margin back")
  func removingTheAccessory() throws {
    let (table, cell) = try pinnedCell(width: 374, margin: 20) { $0.accessoryType = .checkmark }
    #expect(cell.contentView.directionalLayoutMargins.trailing == 8)
    cell.accessoryType = .none
    table.layoutIfNeeded()
    #expect(cell.contentView.frame.width == 374)
    #expect(cell.contentView.directionalLayoutMargins.trailing == 20)
    #expect(cell.content.frame == CGRect(x: 20, y: 11, width: 334, height: 22))
  }
}
