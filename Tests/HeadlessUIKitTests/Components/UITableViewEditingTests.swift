import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A cell that records its editing transitions.
final class TransitionLoggingCell: UITableViewCell {
  var log: [String] = []

  override func setEditing(_ editing: Bool, animated: Bool) {
    log.append("setEditing \(editing)")
    super.setEditing(editing, animated: animated)
  }

  override func willTransition(to state: UITableViewCell.StateMask) {
    log.append("will \(state.rawValue)")
  }

  override func didTransition(to state: UITableViewCell.StateMask) {
    log.append("did \(state.rawValue)")
  }
}

/// The first button in a view tree showing a title.
@MainActor
private func button(titled title: String, in view: UIView) -> UIButton? {
  if let button = view as? UIButton, button.title(for: .normal) == title { return button }
  for subview in view.subviews {
    if let found = button(titled: title, in: subview) { return found }
  }
  return nil
}

/// Editing mode on tables, cells and controllers, and moving rows (decisions TB5, TB6, TB8).
@MainActor
@Suite struct UITableViewEditingTests {
  @Test("TB5: editing puts the visible cells in editing mode with the delegate's styles")
  func tableEditing() {
    let source = ListDataSource([["a", "b", "c"]])
    source.editable = { $0.row != 2 }
    let delegate = RecordingTableDelegate()
    delegate.editingStyle = { $0.row == 1 ? .insert : .delete }
    let table = makeListTable(source, delegate: delegate)
    #expect(!table.isEditing)
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(cells.map(\.isEditing) == [true, true, true])
    #expect(cells.map(\.editingStyle) == [.delete, .insert, .none])
    table.isEditing = false
    #expect(cells.map(\.isEditing) == [false, false, false])
  }

  @Test("TB5: cells that come on screen while editing are in editing mode")
  func newCellsEdit() {
    let table = makeListTable(ListDataSource([(0..<20).map { "\($0)" }]))
    table.setEditing(true, animated: false)
    table.contentOffset.y = 600
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 15, section: 0))
    #expect(cell?.isEditing == true)
    #expect(cell?.editingStyle == .delete)
    table.setEditing(false, animated: false)
    #expect(cell?.isEditing == false)
  }

  @Test("TB5: a cell tells its subclass it shows and hides its editing control")
  func cellTransitions() {
    let cell = TransitionLoggingCell(style: .default, reuseIdentifier: nil)
    #expect(!cell.isEditing && cell.shouldIndentWhileEditing && !cell.showsReorderControl)
    #expect(cell.editingAccessoryType == .none && cell.editingAccessoryView == nil)
    cell.setEditing(true, animated: true)
    cell.isEditing = false
    #expect(
      cell.log == ["setEditing true", "will 1", "did 1", "setEditing false", "will 0", "did 0"])
  }

  @Test("TB5: while editing the editing accessory takes the accessory's place")
  func editingAccessory() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.accessoryType = .disclosureIndicator
    let switchView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    cell.accessoryView = switchView
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == CGFloat(308))
    cell.setEditing(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == 375)
    #expect(switchView.superview == nil)
    cell.editingAccessoryType = .checkmark
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == CGFloat(335))
    cell.setEditing(false, animated: false)
    cell.layoutIfNeeded()
    #expect(switchView.superview === cell)
    #expect(cell.contentView.frame.width == CGFloat(308))
  }

  @Test("TB8: the edit button item reads Edit, and Done in the done style while editing")
  func editButtonItem() {
    let controller = UIViewController()
    let item = controller.editButtonItem
    #expect(controller.editButtonItem === item)
    #expect(item.title == "Edit" && item.style == .plain)
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    controller.isEditing = false
    #expect(item.title == "Edit" && item.style == .plain)
  }

  @Test("TB8: a table view controller puts its table in its editing mode")
  func controllerForwardsEditing() {
    let controller = ListTableController(rows: ["a", "b"])
    controller.loadViewIfNeeded()
    controller.setEditing(true, animated: false)
    #expect(controller.tableView.isEditing)
    controller.isEditing = false
    #expect(!controller.tableView.isEditing)
  }

  @Test("TB8: tapping the Edit button in a navigation bar toggles editing")
  func tappingEditButton() async throws {
    let controller = ListTableController(rows: ["a", "b"])
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    let window = try await presentationTestWindow(
      root: UINavigationController(rootViewController: controller))
    let edit = try #require(button(titled: "Edit", in: window))
    let point = edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil)
    window.headlessTap(at: point)
    #expect(controller.isEditing && controller.tableView.isEditing)
    #expect(controller.editButtonItem.title == "Done")
  }

  @Test("TB6: a headless move asks the data source and the delegate, and moves the cell")
  func movingRows() {
    let source = ListDataSource([["a", "b", "c", "d"]])
    let delegate = RecordingTableDelegate()
    let table = makeListTable(source, delegate: delegate)
    let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(
      table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        == nil)
    table.setEditing(true, animated: false)
    let moved = table.headlessMoveRow(
      at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(moved == IndexPath(row: 2, section: 0))
    #expect(source.log == ["move 0-0 to 0-2"])
    #expect(source.sections[0] == ["b", "c", "a", "d"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    #expect((0..<4).map { shownTitle(table, $0) } == ["b", "c", "a", "d"])

    delegate.moveTarget = { _, _ in IndexPath(row: 3, section: 0) }
    table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(source.sections[0] == ["c", "a", "d", "b"])
    source.movable = { _ in false }
    #expect(
      table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        == nil)
  }
}
