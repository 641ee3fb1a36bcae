import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Inserting, deleting, reloading and moving rows and sections, and UIKit's consistency check
/// (decisions TB1, TB2).
@MainActor
@Suite struct UITableViewUpdatesTests {
  @Test("TB2: inserted rows push the later rows down and lengthen the content")
  func insertingRows() {
    let source = ListDataSource([["a", "b", "c"]])
    let table = makeListTable(source)
    let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
    source.sections[0].insert(contentsOf: ["x", "y"], at: 1)
    table.insertRows(
      at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.contentSize.height == 220)
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 132, width: 375, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellB)
    #expect((0..<5).map { shownTitle(table, $0) } == ["a", "x", "y", "b", "c"])
  }

  @Test("TB2: deleted rows pull the later rows up; their cells leave the table")
  func deletingRows() {
    let source = ListDataSource([["a", "b", "c", "d"]])
    let table = makeListTable(source)
    let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
    source.sections[0].remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(cellA?.superview == nil)
    #expect(table.contentSize.height == 132)
    #expect((0..<3).map { shownTitle(table, $0) } == ["b", "c", "d"])
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
  }

  @Test("TB2: a batch reads deletions in the old rows and insertions in the new ones")
  func batchUsesOldAndNewIndexPaths() {
    let source = ListDataSource([["a", "b", "c", "d"]])
    let table = makeListTable(source)
    source.sections[0] = ["d", "b", "new", "c"]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
    }
    #expect((0..<4).map { shownTitle(table, $0) } == ["d", "b", "new", "c"])
  }

  @Test("TB2: moving a row keeps its cell and its selection")
  func movingRowKeepsCellAndSelection() {
    let source = ListDataSource([["a", "b", "c"], ["d"]])
    let table = makeListTable(source)
    let first = IndexPath(row: 0, section: 0)
    let cell = table.cellForRow(at: first)
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    source.sections[1].append(source.sections[0].removeFirst())
    let destination = IndexPath(row: 1, section: 1)
    table.moveRow(at: first, to: destination)
    #expect(table.cellForRow(at: destination) === cell)
    #expect(table.indexPathForSelectedRow == destination)
    #expect(cell?.isSelected == true)
  }

  @Test("TB3: reloading a visible row dequeues a new cell and deselects the row")
  func reloadingRowReplacesCell() {
    let source = ListDataSource([["a", "b"]])
    let table = makeListTable(source)
    let row = IndexPath(row: 1, section: 0)
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    let old = table.cellForRow(at: row)
    let made = source.madeCells
    source.sections[0][1] = "B"
    table.reloadRows(at: [row], with: .automatic)
    #expect(source.madeCells == made + 1)
    #expect(shownTitle(table, 1) == "B")
    #expect(table.indexPathForSelectedRow == nil)
    // The old cell went back to the reuse queue: it is the one dequeued again.
    #expect(table.cellForRow(at: row) === old)
  }

  @Test("TB2: reconfiguring a row hands its own cell back to the data source")
  func reconfiguringKeepsCell() {
    let source = ListDataSource([["a", "b"]])
    let table = makeListTable(source)
    let row = IndexPath(row: 0, section: 0)
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    let cell = table.cellForRow(at: row)
    source.sections[0][0] = "A"
    table.reconfigureRows(at: [row])
    #expect(table.cellForRow(at: row) === cell)
    #expect(cell?.textLabel?.text == "A")
    #expect(table.indexPathForSelectedRow == row)
  }

  @Test("TB1: rows the table was not told about stay out until it is told or reloaded")
  func rowDataIsKeptUntilReload() {
    let source = ListDataSource([["a", "b"]])
    let table = makeListTable(source)
    source.sections[0].append("c")
    table.setNeedsLayout()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.contentSize.height == 88)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test("TB2: sections inserted, deleted and moved take their rows and headers with them")
  func sectionUpdates() {
    let source = ListDataSource([["a"], ["b", "c"], ["d"]])
    let table = makeListTable(source, height: 400)
    let cellD = table.cellForRow(at: IndexPath(row: 0, section: 2))
    source.sections = [["d"], ["new", "new2"], ["b", "c"]]
    table.performBatchUpdates({
      table.deleteSections([0], with: .automatic)
      table.insertSections([1], with: .automatic)
      table.moveSection(2, toSection: 0)
    })
    #expect(table.numberOfSections == 3)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD)
    #expect(shownTitle(table, 1, section: 2) == "c")
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 44, width: 375, height: 88))
  }

  @Test("TB2: nested begin and end updates apply once, at the outermost end")
  func nestedBatches() {
    let source = ListDataSource([["a"]])
    let table = makeListTable(source)
    table.beginUpdates()
    source.sections[0].append("b")
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    table.beginUpdates()
    source.sections[0].append("c")
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 1)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(shownTitle(table, 2) == "c")
  }

  @Test(
    "TB2: the selection follows inserted and deleted rows; a deleted selected row is deselected")
  func selectionFollowsUpdates() {
    let source = ListDataSource([["a", "b", "c", "d"]])
    let table = makeListTable(source)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    source.sections[0] = ["x", "a", "c", "d"]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test("TB2: performBatchUpdates completes with true on a later turn of the main queue")
  func batchCompletion() async {
    let source = ListDataSource([["a"]])
    let table = makeListTable(source)
    var finished: [Bool] = []
    source.sections[0].append("b")
    table.performBatchUpdates(
      { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) },
      completion: { finished.append($0) })
    #expect(finished.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == 2)
    await nextMainQueueTurn()
    #expect(finished == [true])
  }

  @Test("TB2: a row count that disagrees with the updates stops with UIKit's message")
  func inconsistentRowCountStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = ListDataSource([["a", "b"], ["c"]])
        let table = makeListTable(source)
        source.sections[1] += ["d", "e"]
        table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      }
    }
    let expected: String =
      "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 1. "
      + "The number of rows contained in an existing section after the update (3) must be "
      + "equal to the number of rows contained in that section before the update (1), plus "
      + "or minus the number of rows inserted or deleted from that section (1 inserted, 0 "
      + "deleted) and plus or minus the number of rows moved into or out of that section "
      + "(0 moved in, 0 moved out)."
    #expect(standardErrorText(result).contains(expected))
  }

  @Test("TB2: a section count that disagrees with the updates stops with UIKit's message")
  func inconsistentSectionCountStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = ListDataSource([["a"]])
        let table = makeListTable(source)
        source.sections.append(["b"])
        table.reloadSections([0], with: .automatic)
      }
    }
    let expected: String =
      "Invalid update: invalid number of sections. The number of sections contained in the "
      + "table view after the update (2) must be equal to the number of sections contained "
      + "in the table view before the update (1), plus or minus the number of sections "
      + "inserted or deleted (0 inserted, 0 deleted)."
    #expect(standardErrorText(result).contains(expected))
  }

  @Test("TB1: an update made before the table loaded reads its counts from the data source")
  func updateBeforeLoadReadsCurrentCounts() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = ListDataSource([["a"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        source.sections[0].append("b")
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        withExtendedLifetime(source) {}
      }
    }
    let expected: String =
      "after the update (2) must be equal to the number of rows contained in that section "
      + "before the update (2), plus or minus the number of rows inserted or deleted from "
      + "that section (1 inserted, 0 deleted)"
    #expect(standardErrorText(result).contains(expected))
  }
}
