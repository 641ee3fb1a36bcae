import Foundation
import HeadlessUIKit
import Testing

/// A grouped table controller showing untitled sections of 44-point rows on a window of a
/// generation, with Interface Builder's 18-point `sectionHeaderHeight`, laid out.
@MainActor
private func untitledGroupedTable(
  _ generation: SystemGeneration, rows: [Int] = [1, 2],
  controller: UITableViewController = UITableViewController(style: .grouped),
  tableHeaderHeight: CGFloat? = nil
) throws -> (UIWindow, UITableView) {
  let window = try generationWindow(generation, device: "iPhone 8", root: controller)
  let table = try #require(controller.tableView)
  table.rowHeight = 44
  table.sectionHeaderHeight = 18
  table.sectionFooterHeight = 18
  if let tableHeaderHeight {
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: tableHeaderHeight))
  }
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  let source = RowsDataSource(rows: rows)
  retainedSources.append(source)
  table.dataSource = source
  table.reloadData()
  window.layoutIfNeeded()
  return (window, table)
}

/// A grouped table controller whose delegate asks for a header height of its own.
private final class ShortHeaderTableController: UITableViewController {
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    section == 0 ? 1 : super.tableView(tableView, heightForHeaderInSection: section)
  }
}

/// Decision GN10: the header that opens a grouped table before iOS 13.
@MainActor
@Suite struct OlderGroupedTableTests {
  @Test(
    "GN10: under iOS 12 a grouped table's first untitled section starts at 35 and the second at 115 (xlpager-storyboard, the RW Checklists copies of Insteration, 7stud, La1c, Hogotron); from iOS 13 at 18 and 98"
  )
  func firstUntitledHeader() throws {
    for (generation, first) in [
      (SystemGeneration.iOS12, CGFloat(35)), (.iOS14, 18), (.iOS15, 18), (.iOS18, 18),
    ] {
      let (window, table) = try untitledGroupedTable(generation)
      #expect(table.rectForHeader(inSection: 0).height == first, "\(generation)")
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == first, "\(generation)")
      // One row, the first section's 18-point footer and the second's 18-point header.
      #expect(
        table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == first + 44 + 36,
        "\(generation)")
      #expect(table.rectForHeader(inSection: 1).height == 18, "\(generation)")
      withExtendedLifetime(window) {}
    }
  }

  @Test("GN10: a table header view, or a height the delegate asks for, keeps the first header")
  func exceptions() throws {
    let (headed, withHeader) = try untitledGroupedTable(.iOS12, tableHeaderHeight: 100)
    #expect(withHeader.rectForHeader(inSection: 0).height == 18)
    #expect(withHeader.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 118)
    let (asked, short) = try untitledGroupedTable(
      .iOS12, controller: ShortHeaderTableController(style: .grouped))
    #expect(short.rectForHeader(inSection: 0).height == 1)
    #expect(short.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 1)
    withExtendedLifetime((headed, asked)) {}
  }

  @Test("GN10: a titled first header keeps W6's height under iOS 12, and plain tables none")
  func titledAndPlainTables() throws {
    let controller = UITableViewController(style: .grouped)
    let window = try generationWindow(.iOS12, device: "iPhone 8", root: controller)
    let table = try #require(controller.tableView)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = RowsDataSource(rows: [1])
    source.headerTitles = ["Theme"]
    retainedSources.append(source)
    table.dataSource = source
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 55.5)
    let plainController = UITableViewController(style: .plain)
    let plainWindow = try generationWindow(.iOS12, device: "iPhone 8", root: plainController)
    let plain = try #require(plainController.tableView)
    let plainSource = RowsDataSource(rows: [1])
    retainedSources.append(plainSource)
    plain.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    plain.dataSource = plainSource
    plain.reloadData()
    plainWindow.layoutIfNeeded()
    #expect(plain.rectForHeader(inSection: 0).height == 0)
    withExtendedLifetime((window, plainWindow)) {}
  }
}
