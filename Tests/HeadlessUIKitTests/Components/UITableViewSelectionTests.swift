import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A table in a window, with a recording delegate, for taps through the headless touch driver.
@MainActor
private func tappableTable(
  rows: [String] = ["a", "b", "c", "d"]
) -> (UIWindow, UITableView, RecordingTableDelegate) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
  let delegate = RecordingTableDelegate()
  let table = makeListTable(ListDataSource([rows]), delegate: delegate)
  window.addSubview(table)
  window.makeKeyAndVisible()
  table.layoutIfNeeded()
  return (window, table, delegate)
}

/// The centre of a row in window coordinates (the table sits at the window's origin).
@MainActor
private func center(_ table: UITableView, row: Int) -> CGPoint {
  let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
  return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
}

/// Selecting rows in code and by tapping (decisions TB3, TB5).
@MainActor
@Suite struct UITableViewSelectionTests {
  @Test("TB3: selecting in code selects the cell and tells the delegate nothing")
  func selectingInCode() {
    let delegate = RecordingTableDelegate()
    let table = makeListTable(ListDataSource([["a", "b", "c"]]), delegate: delegate)
    let first = IndexPath(row: 0, section: 0)
    let second = IndexPath(row: 1, section: 0)
    #expect(table.allowsSelection && !table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.selectRow(at: second, animated: true, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == second)
    #expect(table.cellForRow(at: first)?.isSelected == false)
    #expect(table.cellForRow(at: second)?.isSelected == true)
    table.allowsMultipleSelection = true
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [first, second])
    table.deselectRow(at: second, animated: false)
    #expect(table.indexPathsForSelectedRows == [first])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(delegate.log.isEmpty)
  }

  @Test("TB3: reloadData clears the selection, as in UIKit")
  func reloadClearsSelection() {
    let table = makeListTable(ListDataSource([["a", "b"]]))
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test("TB3: nothing is selected while the table does not allow selection")
  func selectionNotAllowed() {
    let table = makeListTable(ListDataSource([["a"]]))
    table.allowsSelection = false
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("TB3: a cell coming on screen shows its row's selection")
  func selectionShownOnScroll() {
    let table = makeListTable(ListDataSource([(0..<20).map { "\($0)" }]))
    let row = IndexPath(row: 15, section: 0)
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: row) == nil)
    table.contentOffset.y = 500
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: row)?.isSelected == true)
  }

  @Test("TB3: a tap highlights, unhighlights, then selects, telling the delegate in UIKit's order")
  func tapSelects() {
    let (window, table, delegate) = tappableTable()
    window.headlessTap(at: center(table, row: 1))
    #expect(
      delegate.log == [
        "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "willSelect 0-1",
        "didSelect 0-1",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.isSelected == true && cell?.isHighlighted == false)
    delegate.log = []
    window.headlessTap(at: center(table, row: 2))
    #expect(
      delegate.log == [
        "shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "willSelect 0-2",
        "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-2",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }

  @Test("TB3: a finger down on a row highlights it until it lifts")
  func highlightWhileDown() {
    let (window, table, delegate) = tappableTable()
    table.delaysContentTouches = false
    let touches = window.headlessTouchDown(at: [center(table, row: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == true)
    #expect(delegate.log == ["shouldHighlight 0-0", "didHighlight 0-0"])
    window.headlessLiftTouches(touches)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test("TB3: willSelect can redirect or refuse; a row that may not highlight is not selected")
  func delegateSteersSelection() {
    let (window, table, delegate) = tappableTable()
    delegate.willSelect = { $0.row == 0 ? IndexPath(row: 3, section: 0) : nil }
    window.headlessTap(at: center(table, row: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(delegate.log.last == "didSelect 0-3")
    window.headlessTap(at: center(table, row: 1))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    delegate.log = []
    delegate.shouldHighlight = { _ in false }
    window.headlessTap(at: center(table, row: 2))
    #expect(delegate.log == ["shouldHighlight 0-2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
  }

  @Test("TB3: with multiple selection a tap on a selected row deselects it")
  func multipleSelectionToggles() {
    let (window, table, delegate) = tappableTable()
    table.allowsMultipleSelection = true
    window.headlessTap(at: center(table, row: 0))
    window.headlessTap(at: center(table, row: 2))
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [0, 2])
    delegate.log = []
    window.headlessTap(at: center(table, row: 0))
    #expect(
      delegate.log == [
        "shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "willDeselect 0-0",
        "didDeselect 0-0",
      ])
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [2])
  }

  @Test("TB3: a tap posts selectionDidChangeNotification; selecting in code does not")
  func selectionNotification() {
    let (window, table, _) = tappableTable()
    let posted = PostCounter()
    let observer = NotificationCenter.default.addObserver(
      forName: UITableView.selectionDidChangeNotification, object: table, queue: nil
    ) { _ in posted.increment() }
    defer { NotificationCenter.default.removeObserver(observer) }
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(posted.count == 0)
    window.headlessTap(at: center(table, row: 1))
    #expect(posted.count == 1)
  }

  @Test("TB3: a tap does nothing while selection is not allowed; editing has its own flags")
  func tapsFollowSelectionFlags() {
    let (window, table, delegate) = tappableTable()
    table.allowsSelection = false
    window.headlessTap(at: center(table, row: 0))
    #expect(delegate.log.isEmpty && table.indexPathForSelectedRow == nil)
    table.allowsSelection = true
    table.setEditing(true, animated: false)
    window.headlessTap(at: center(table, row: 0))
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsMultipleSelectionDuringEditing = true
    window.headlessTap(at: center(table, row: 0))
    window.headlessTap(at: center(table, row: 1))
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [0, 1])
  }

  @Test("TB5: entering and leaving editing mode clears the selection")
  func editingClearsSelection() {
    let table = makeListTable(ListDataSource([["a", "b"]]))
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
  }

  @Test("TB3: a table view controller deselects its rows when its view will appear")
  func controllerClearsSelectionOnAppear() async throws {
    let controller = ListTableController(rows: ["a", "b", "c"])
    let navigation = UINavigationController(rootViewController: controller)
    let window = try await presentationTestWindow(root: navigation)
    let row = IndexPath(row: 1, section: 0)
    controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    await nextMainQueueTurn()
    #expect(controller.tableView.indexPathForSelectedRow == row)
    navigation.popViewController(animated: false)
    await nextMainQueueTurn()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    #expect(controller.deselected.isEmpty)

    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    await nextMainQueueTurn()
    navigation.popViewController(animated: false)
    await nextMainQueueTurn()
    #expect(controller.tableView.indexPathForSelectedRow == row)
    withExtendedLifetime(window) {}
  }
}

/// A table view controller with one section of titled rows that records deselections.
final class ListTableController: UITableViewController {
  var rows: [String]
  var deselected: [IndexPath] = []
  var selected: [IndexPath] = []

  init(rows: [String]) {
    self.rows = rows
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    rows = []
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.rowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }
}
