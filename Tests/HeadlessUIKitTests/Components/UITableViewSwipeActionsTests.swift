import Foundation
import HeadlessUIKit
import Testing

/// Contextual actions, swipe configurations and headless swipes (decision TB7).
@MainActor
@Suite struct UITableViewSwipeActionsTests {
  @Test("TB7: actions take their style's colour unless given one; full swipes are on")
  func actionDefaults() {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    #expect(delete.style == .destructive && delete.title == "Delete" && delete.image == nil)
    #expect(delete.backgroundColor == .systemRed)
    #expect(flag.backgroundColor == .systemGray)
    flag.backgroundColor = .systemOrange
    #expect(flag.backgroundColor == .systemOrange)
    let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
    #expect(configuration.actions.map(\.title) == ["Delete", "Flag"])
    #expect(configuration.performsFirstActionWithFullSwipe)
  }

  @Test("TB7: without a configuration the trailing swipe offers Delete, which commits")
  func defaultDeleteAction() {
    let source = ListDataSource([["a", "b", "c"]])
    let delegate = RecordingTableDelegate()
    let table = makeListTable(source, delegate: delegate)
    let row = IndexPath(row: 1, section: 0)
    let actions = table.headlessSwipeActionsConfiguration(at: row, edge: .trailing)?.actions
    #expect(actions?.map(\.title) == ["Delete"])
    #expect(actions?.first?.style == .destructive)
    #expect(table.headlessSwipeActionsConfiguration(at: row, edge: .leading) == nil)
    #expect(table.headlessPerformSwipeAction(at: row))
    #expect(source.log == ["commit 1 0-1"])
    #expect(source.sections[0] == ["a", "c"])
    #expect((0..<2).map { shownTitle(table, $0) } == ["a", "c"])
    #expect(delegate.log == ["willBeginEditing 0-1", "didEndEditing nil"])
    #expect(!table.isEditing)
  }

  @Test("TB7: a row that cannot be edited, or whose style is not delete, has no default action")
  func noDefaultAction() {
    let source = ListDataSource([["a", "b"]])
    source.editable = { $0.row == 0 }
    let delegate = RecordingTableDelegate()
    delegate.editingStyle = { _ in .insert }
    let table = makeListTable(source, delegate: delegate)
    #expect(
      table.headlessSwipeActionsConfiguration(at: IndexPath(row: 1, section: 0), edge: .trailing)
        == nil)
    #expect(
      table.headlessSwipeActionsConfiguration(at: IndexPath(row: 0, section: 0), edge: .trailing)
        == nil)
    #expect(!table.headlessPerformSwipeAction(at: IndexPath(row: 0, section: 0)))
  }

  @Test("TB7: a custom action's handler gets the cell; the row stays swiped until it completes")
  func customActionCompletesLater() {
    let source = ListDataSource([["a", "b"]])
    let delegate = RecordingTableDelegate()
    var pending: ((Bool) -> Void)?
    var shownIn: UIView?
    let archive = UIContextualAction(style: .normal, title: "Archive") { _, view, done in
      shownIn = view
      pending = done
    }
    let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    delegate.leading = { _ in UISwipeActionsConfiguration(actions: [pin, archive]) }
    let table = makeListTable(source, delegate: delegate)
    let row = IndexPath(row: 0, section: 0)
    let cell = table.cellForRow(at: row)
    #expect(table.headlessPerformSwipeAction(at: row, edge: .leading, index: 1))
    #expect(shownIn === cell)
    #expect(table.isEditing)
    #expect(cell?.showingDeleteConfirmation == true)
    #expect(delegate.log == ["willBeginEditing 0-0"])
    pending?(false)
    #expect(!table.isEditing)
    #expect(cell?.showingDeleteConfirmation == false)
    #expect(delegate.log == ["willBeginEditing 0-0", "didEndEditing 0-0"])
    #expect(!table.headlessPerformSwipeAction(at: row, edge: .leading, index: 2))
  }

  @Test("TB7: a full swipe performs the first action only when the configuration allows it")
  func fullSwipe() {
    let source = ListDataSource([["a"]])
    let delegate = RecordingTableDelegate()
    var performed: [String] = []
    let first = UIContextualAction(style: .destructive, title: "First") { _, _, done in
      performed.append("First")
      done(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [first])
    delegate.trailing = { _ in configuration }
    let table = makeListTable(source, delegate: delegate)
    let row = IndexPath(row: 0, section: 0)
    #expect(table.headlessFullSwipe(at: row))
    configuration.performsFirstActionWithFullSwipe = false
    #expect(!table.headlessFullSwipe(at: row))
    #expect(performed == ["First"])
  }

  @Test("TB7: an empty configuration and editing mode turn swiping off")
  func swipingOff() {
    let delegate = RecordingTableDelegate()
    delegate.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
    let table = makeListTable(ListDataSource([["a"]]), delegate: delegate)
    let row = IndexPath(row: 0, section: 0)
    #expect(table.headlessSwipeActionsConfiguration(at: row, edge: .trailing) == nil)
    delegate.trailing = { _ in nil }
    table.setEditing(true, animated: false)
    #expect(!table.headlessPerformSwipeAction(at: row))
  }
}
