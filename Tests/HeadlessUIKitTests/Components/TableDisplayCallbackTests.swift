import HeadlessUIKit
import Testing

/// A data source of titled sections of titled rows, with header and footer titles.
@MainActor
private final class TitledSectionsSource: NSObject, UITableViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Header \(section)"
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    "Footer \(section)"
  }
}

/// A table controller that records the rows its table is about to show.
private final class DisplayingTableController: UITableViewController {
  var displayed: [IndexPath] = []
  var rows = ["a", "b", "c"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A plain 375 × `height` table of 44-point rows with a display-recording delegate, laid out.
@MainActor
private func displayTable(
  _ source: NSObject & UITableViewDataSource, height: CGFloat = 220
) -> (UITableView, DisplayRecordingTableDelegate) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  table.rowHeight = 44
  let delegate = DisplayRecordingTableDelegate()
  retainedSources.append(source)
  retainedSources.append(delegate)
  table.dataSource = source
  table.delegate = delegate
  table.layoutIfNeeded()
  return (table, delegate)
}

/// The header and footer calls of a delegate's log.
@MainActor
private func sectionEvents(_ delegate: DisplayRecordingTableDelegate) -> [String] {
  delegate.log.filter { $0.contains("Header") || $0.contains("Footer") }
}

/// Twenty rows titled "0" to "19".
@MainActor
private func twentyRows() -> ListDataSource {
  ListDataSource([(0..<20).map { "\($0)" }])
}

/// The table's display callbacks: cells, headers and footers (decisions LS1, LS2).
@MainActor
@Suite struct TableDisplayCallbackTests {
  @Test("LS1: the first layout displays the rows in the bounds, in order, with their cells")
  func firstLayout() {
    let (table, delegate) = displayTable(twentyRows())
    #expect(
      delegate.log == [
        "willDisplay 0-0", "willDisplay 0-1", "willDisplay 0-2", "willDisplay 0-3",
        "willDisplay 0-4",
      ])
    #expect(delegate.displayedCells.map { $0.textLabel?.text } == ["0", "1", "2", "3", "4"])
    #expect(
      table.visibleCells.map(ObjectIdentifier.init)
        == delegate.displayedCells.map(ObjectIdentifier.init))
  }

  @Test("LS1: scrolling ends the rows that leave before displaying those that come, reusing cells")
  func scrolling() {
    let (table, delegate) = displayTable(twentyRows())
    delegate.log = []
    delegate.displayedCells = []
    table.contentOffset.y = 100
    table.layoutIfNeeded()
    #expect(
      delegate.log == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-5", "willDisplay 0-6",
        "willDisplay 0-7",
      ])
    let ended = Set(delegate.endedCells.map(ObjectIdentifier.init))
    let reused = Set(delegate.displayedCells.prefix(2).map(ObjectIdentifier.init))
    #expect(ended == reused)
  }

  @Test("LS1: a layout pass that shows the same rows calls nothing")
  func noChange() {
    let (table, delegate) = displayTable(twentyRows())
    delegate.log = []
    table.setNeedsLayout()
    table.layoutIfNeeded()
    _ = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(delegate.log.isEmpty)
  }

  @Test("LS1: reloadData ends every shown row with its old index path, then displays the rows")
  func reload() {
    let source = twentyRows()
    let (table, delegate) = displayTable(source)
    delegate.log = []
    source.sections[0].removeFirst(2)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(
      delegate.log == (0..<5).map { "didEndDisplaying 0-\($0)" }
        + (0..<5).map { "willDisplay 0-\($0)" })
    #expect(
      delegate.displayedCells.suffix(5).map { $0.textLabel?.text } == ["2", "3", "4", "5", "6"])
  }

  @Test("LS1: inserting a row displays it; the row pushed out ends with its new index path")
  func insertion() {
    let source = twentyRows()
    let (table, delegate) = displayTable(source)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    delegate.log = []
    source.sections[0].insert("new", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(delegate.log == ["didEndDisplaying 0-5", "willDisplay 0-0"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
    #expect(shownTitle(table, 0) == "new")
  }

  @Test("LS1: deleting a row ends it with its old index path, then displays the row that comes in")
  func deletion() {
    let source = twentyRows()
    let (table, delegate) = displayTable(source)
    let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))
    delegate.log = []
    source.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(delegate.log == ["didEndDisplaying 0-1", "willDisplay 0-4"])
    #expect(delegate.endedCells.first === deleted)
    #expect(shownTitle(table, 4) == "5")
  }

  @Test("LS1: reloading a row ends its cell and displays the new one at the same row")
  func reloadingRow() {
    let source = twentyRows()
    let (table, delegate) = displayTable(source)
    delegate.log = []
    source.sections[0][2] = "two"
    table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    #expect(delegate.log == ["didEndDisplaying 0-2", "willDisplay 0-2"])
    #expect(shownTitle(table, 2) == "two")
  }

  @Test("LS1: rows moved within the bounds keep their cells and call nothing")
  func moving() {
    let source = twentyRows()
    let (table, delegate) = displayTable(source)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    delegate.log = []
    source.sections[0].insert(source.sections[0].removeFirst(), at: 3)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(delegate.log.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
  }

  @Test("LS2: headers and footers are displayed as they come into the bounds and end as they go")
  func headersAndFooters() throws {
    let source = TitledSectionsSource([(0..<6).map { "a\($0)" }, (0..<6).map { "b\($0)" }])
    let (table, delegate) = displayTable(source)
    #expect(sectionEvents(delegate) == ["willDisplayHeader 0"])
    let header = try #require(delegate.headerViews.first as? UITableViewHeaderFooterView)
    #expect(header.textLabel?.text == "Header 0")
    #expect(table.headerView(forSection: 0) === header)
    delegate.log = []
    // Section 0's footer lies below the bounds before the scroll and above them after it.
    #expect(table.rectForFooter(inSection: 0).minY > 220)
    table.contentOffset.y = table.rectForHeader(inSection: 1).minY
    table.layoutIfNeeded()
    #expect(sectionEvents(delegate) == ["didEndDisplayingHeader 0", "willDisplayHeader 1"])
  }

  @Test("LS2: reloading the data ends the shown headers and displays the new ones")
  func headersOnReload() {
    let source = TitledSectionsSource([["a"], ["b"]])
    let (table, delegate) = displayTable(source)
    let before = sectionEvents(delegate)
    #expect(
      before == [
        "willDisplayHeader 0", "willDisplayFooter 0", "willDisplayHeader 1",
        "willDisplayFooter 1",
      ])
    delegate.log = []
    table.reloadData()
    table.layoutIfNeeded()
    #expect(
      sectionEvents(delegate)
        == [
          "didEndDisplayingHeader 0", "didEndDisplayingFooter 0", "didEndDisplayingHeader 1",
          "didEndDisplayingFooter 1",
        ] + before)
  }

  @Test("LS1: a table view controller subclass's override hears the rows displayed")
  func controllerOverride() {
    let controller = DisplayingTableController(style: .plain)
    controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    controller.tableView.layoutIfNeeded()
    #expect(controller.displayed == (0..<3).map { IndexPath(row: $0, section: 0) })
  }
}
