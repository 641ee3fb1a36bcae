import Foundation
import HeadlessUIKit
import Testing

/// A table of one section of two built-in rows, in `style`, shown by a table controller on a
/// window of a generation on the iPhone 15 (393 × 852 at 3×, the canvas of gomap-poi,
/// lnpopup-mapscene and lnpopup-testingscene), laid out.
@MainActor
private func iPhone15Table(
  _ generation: SystemGeneration, style: UITableView.Style = .plain
) throws -> (UIWindow, UITableView) {
  let controller = UITableViewController(style: style)
  let window = try generationWindow(generation, device: "iPhone 15", root: controller)
  let table = try #require(controller.tableView)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  let source = RowsDataSource(rows: [2])
  retainedSources.append(source)
  table.dataSource = source
  table.reloadData()
  window.layoutIfNeeded()
  return (window, table)
}

/// The row metrics of iOS 26 tables on a 393-point iPhone (decisions GN6, GN7), each beside
/// the iOS 18 value.
@MainActor
@Suite struct IOS26RowMetricsTests {
  @Test(
    "GN6: iOS 26 cells of a plain table on a 393-point iPhone have 20-point side margins (gomap-poi, lnpopup-mapscene: labels at x 20), 16 under iOS 18"
  )
  func plainCellMargins() throws {
    // The windows are kept until the cells are laid out: a view's generation is its window's.
    let (window, table) = try iPhone15Table(.iOS26)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.layoutIfNeeded()
    #expect(cell.textLabel?.frame.minX == 20)
    #expect(cell.textLabel?.frame.maxX == 373)
    window.isHidden = true
    let (oldWindow, old) = try iPhone15Table(.iOS18)
    let oldCell = try #require(old.cellForRow(at: IndexPath(row: 0, section: 0)))
    oldCell.layoutIfNeeded()
    #expect(oldCell.textLabel?.frame.minX == 16)
    oldWindow.isHidden = true
  }

  @Test(
    "GN6: iOS 26 inset grouped rows on a 393-point iPhone are inset 20 points (lnpopup-testingscene zg7-YE-7cZ at x 20, 353 wide), 16 under iOS 18"
  )
  func insetGroupedRowInsets() throws {
    let (_, table) = try iPhone15Table(.iOS26, style: .insetGrouped)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame.minX == 20)
    #expect(cell.frame.width == 353)
    let (_, old) = try iPhone15Table(.iOS18, style: .insetGrouped)
    let oldCell = try #require(old.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(oldCell.frame.minX == 16)
    #expect(oldCell.frame.width == 361)
  }

  @Test(
    "GN7: an iOS 26 built-in row is 51 points at 3× (gomap-poi 4ty-ze-pJF, lnpopup-testingscene), 43⅔ under iOS 18"
  )
  func builtInRowAtThreeX() throws {
    let (_, table) = try iPhone15Table(.iOS26)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 51)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 51)
    let (_, old) = try iPhone15Table(.iOS18)
    let height = old.rectForRow(at: IndexPath(row: 0, section: 0)).height
    #expect(abs(height - (44 - 1.0 / 3)) < 0.001)
  }
}
