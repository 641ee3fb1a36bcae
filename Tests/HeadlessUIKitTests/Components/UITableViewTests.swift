import HeadlessUIKit
import Testing

/// A data source with a fixed number of rows per section and optional titles; it counts the
/// cells it is asked for.
@MainActor
final class RowsDataSource: NSObject, UITableViewDataSource {
  var rows: [Int]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var identifier = "cell"
  var requestedCells = 0

  init(rows: [Int]) {
    self.rows = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    requestedCells += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
}

/// A delegate that gives each row `20 + 10 × row` points and each header 40.
@MainActor
final class HeightsDelegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    20 + 10 * CGFloat(indexPath.row)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    40
  }
}

/// Data sources kept alive for the tables that hold them weakly.
@MainActor var retainedSources: [NSObject] = []

/// Makes a table with registered plain cells and the given data source.
@MainActor
func makeTable(
  _ source: RowsDataSource, style: UITableView.Style = .plain,
  size: CGSize = CGSize(width: 375, height: 667), rowHeight: CGFloat = 44
) -> UITableView {
  let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
  retainedSources.append(source)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  table.rowHeight = rowHeight
  table.dataSource = source
  table.layoutIfNeeded()
  return table
}

/// Rows, sections, headers, content size and visible cells of a table view (decisions W4–W8).
@MainActor
@Suite struct UITableViewTests {
  @Test("W4: fixed-height rows stack from the top; the content is as tall as the rows")
  func rowsStack() {
    let table = makeTable(RowsDataSource(rows: [3]), rowHeight: 50)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 100, width: 375, height: 50))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 150))
    #expect(table.contentSize == CGSize(width: 375, height: 150))
    #expect(
      table.visibleCells.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 375, height: 50), CGRect(x: 0, y: 50, width: 375, height: 50),
        CGRect(x: 0, y: 100, width: 375, height: 50),
      ])
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
  }

  @Test(
    "W6: plain titled headers are 28 points under 22 points of top padding (fp-samples-main ySY-oA-g81 at y=50)"
  )
  func plainHeaders() {
    let source = RowsDataSource(rows: [2, 2])
    source.headerTitles = ["A", "B"]
    let table = makeTable(source)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 138, width: 375, height: 0))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 375, height: 28))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1))
        == CGRect(x: 0, y: 232, width: 375, height: 44))
    #expect(table.contentSize.height == 276)
  }

  @Test(
    "W6: the top padding follows sectionHeaderTopPadding; untitled plain sections have no header")
  func plainPadding() {
    let source = RowsDataSource(rows: [1, 1])
    source.headerTitles = ["A", nil]
    let table = makeTable(source)
    table.sectionHeaderTopPadding = 0
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 28))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 72, width: 375, height: 44))
  }

  @Test(
    "W6: grouped sections have 18-point untitled headers and footers (ddg-settings Pmc-Ob-6Cz at y=18), 38 with a title"
  )
  func groupedHeaders() {
    let source = RowsDataSource(rows: [2, 1])
    source.headerTitles = [nil, "Title"]
    let table = makeTable(source, style: .grouped)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 18))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 18, width: 375, height: 44))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 106, width: 375, height: 18))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 124, width: 375, height: 38))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 162)
    #expect(table.contentSize.height == 224)
  }

  @Test(
    "W6: inset grouped rows are inset by the table's layout margins (nnw-settings zvg-7C-BlH: x 20, width 374), under a 55⅓-point first titled header"
  )
  func insetGrouped() {
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .insetGrouped)
    table.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 51
    let source = RowsDataSource(rows: [1])
    source.headerTitles = ["Notifications"]
    table.dataSource = source
    table.layoutIfNeeded()
    // The default screen is 3x: 55⅓ is on its pixel grid (nnw-settings stores 55.5 at 2x).
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 20, y: 166.0 / 3, width: 374, height: 51))
    #expect(
      table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 414, height: 166.0 / 3 + 51 + 18))
  }

  @Test(
    "W6, W9: titled grouped headers ignore the 18 points Interface Builder sets; inset rows keep the system minimum (ddg-settings, ddg-bookmarks)"
  )
  func titledHeadersOverrideSetHeights() {
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
    table.sectionHeaderHeight = 18
    table.sectionFooterHeight = 18
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    let source = RowsDataSource(rows: [1, 1, 1])
    source.headerTitles = ["Prototype Cells", "Second", nil]
    table.dataSource = source
    table.layoutIfNeeded()
    // Not a controller's root view: its own margins are 8, the rows still inset by 16.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 16, y: 166.0 / 3, width: 343, height: 44))
    #expect(table.rectForHeader(inSection: 1).height == 38)
    #expect(table.rectForHeader(inSection: 2).height == 18)
    let secondRowTop: CGFloat = 166.0 / 3 + 44 + 18 + 38
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == secondRowTop)
  }

  @Test("W5: cells are made only for rows that intersect the bounds, and reused after scrolling")
  func visibleRowsAndReuse() {
    let source = RowsDataSource(rows: [100])
    let table = makeTable(source, size: CGSize(width: 320, height: 440))
    #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
    #expect(source.requestedCells == 10)
    table.contentOffset = CGPoint(x: 0, y: 22)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.count == 11)
    table.contentOffset = CGPoint(x: 0, y: 2200)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
    #expect(
      table.cellForRow(at: IndexPath(row: 50, section: 0))?.frame
        == CGRect(x: 0, y: 2200, width: 320, height: 44))
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 10)
    #expect(table.contentSize == CGSize(width: 320, height: 4400))
  }

  @Test("W8: the table header and footer views keep their heights and take the table's width")
  func tableHeaderAndFooter() {
    let table = makeTable(RowsDataSource(rows: [2]))
    table.tableHeaderView = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 100))
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.layoutIfNeeded()
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 188, width: 375, height: 30))
    #expect(table.contentSize.height == 218)
  }

  @Test("W4: the delegate's heights win over the table's")
  func delegateHeights() {
    let source = RowsDataSource(rows: [3])
    let delegate = HeightsDelegate()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = delegate
    retainedSources.append(contentsOf: [source, delegate])
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 300, height: 40))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 112, width: 300, height: 40))
    #expect(table.contentSize.height == 152)
  }

  @Test(
    "W4: a built-in cell of automatic height is 44 points less the separator (fp-samples-main ySY-oA-g81: 43.5 at 2x)"
  )
  func automaticBuiltInHeight() {
    let table = makeTable(RowsDataSource(rows: [2]), rowHeight: UITableView.automaticDimension)
    let scale = table.traitCollection.displayScale
    #expect(scale == 2 || scale == 3)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44 - 1 / scale)
    table.separatorStyle = .none
    table.reloadData()
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test("W4: reloadData asks the data source again")
  func reload() {
    let source = RowsDataSource(rows: [2])
    let table = makeTable(source)
    source.rows = [5]
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 5)
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 220)
    #expect(table.visibleCells.count == 5)
  }

  @Test("W3: dequeuing an unregistered identifier stops with UIKit's message")
  func unregisteredIdentifier() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: .zero, style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
      }
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        message.contains(
          "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ))
    }
  }

  @Test(
    "W3: dequeuing returns a queued cell after prepareForReuse, or nil when nothing is registered")
  func dequeue() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let cell = table.dequeueReusableCell(withIdentifier: "cell")
    #expect(cell?.reuseIdentifier == "cell")
    #expect(cell?.textLabel != nil)
    #expect(cell?.detailTextLabel == nil)
  }
}

/// Changing the delegate after a layout (decision W4).
@MainActor
@Suite struct UITableViewDelegateChangeTests {
  @Test("W4: a delegate set after the first layout gives its heights at the next layout")
  func delegateSetLater() {
    let table = makeTable(RowsDataSource(rows: [3]))
    #expect(table.contentSize.height == 132)
    let delegate = HeightsDelegate()
    retainedSources.append(delegate)
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 82, width: 375, height: 30))
    #expect(table.contentSize.height == 152)
  }
}
