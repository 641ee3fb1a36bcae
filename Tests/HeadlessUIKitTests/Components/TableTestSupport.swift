import HeadlessUIKit
import Testing

/// A data source holding sections of titled rows, each cell showing its row's title.
///
/// It can let rows be edited and moved, and records what it is asked to commit and move.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var editable: (IndexPath) -> Bool = { _ in true }
  var movable: (IndexPath) -> Bool = { _ in true }
  var log: [String] = []
  var madeCells = 0

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    madeCells += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editable(indexPath)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    movable(indexPath)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle.rawValue) \(indexPath.section)-\(indexPath.row)")
    guard editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append(
      "move \(sourceIndexPath.section)-\(sourceIndexPath.row) "
        + "to \(destinationIndexPath.section)-\(destinationIndexPath.row)")
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
  }
}

/// A delegate that records the selection, highlight and editing calls it gets, as
/// "call section-row", and answers as configured.
@MainActor
final class RecordingTableDelegate: NSObject, UITableViewDelegate {
  var log: [String] = []
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  var willDeselect: (IndexPath) -> IndexPath? = { $0 }
  var editingStyle: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
  var leading: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
  var trailing: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
  var moveTarget: (IndexPath, IndexPath) -> IndexPath = { $1 }

  private func record(_ call: String, _ indexPath: IndexPath?) {
    log.append(call + " " + (indexPath.map { "\($0.section)-\($0.row)" } ?? "nil"))
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    record("shouldHighlight", indexPath)
    return shouldHighlight(indexPath)
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    record("didHighlight", indexPath)
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    record("didUnhighlight", indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    record("willSelect", indexPath)
    return willSelect(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    record("didSelect", indexPath)
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    record("willDeselect", indexPath)
    return willDeselect(indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    record("didDeselect", indexPath)
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    editingStyle(indexPath)
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    record("willBeginEditing", indexPath)
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    record("didEndEditing", indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    leading(indexPath)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailing(indexPath)
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    moveTarget(sourceIndexPath, proposedDestinationIndexPath)
  }
}

/// Makes a plain 375 × `height` table of 44-point rows over a list data source, laid out.
@MainActor
func makeListTable(
  _ source: ListDataSource, delegate: RecordingTableDelegate? = nil, height: CGFloat = 220
) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
  retainedSources.append(source)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  table.rowHeight = 44
  table.dataSource = source
  if let delegate {
    retainedSources.append(delegate)
    table.delegate = delegate
  }
  table.layoutIfNeeded()
  return table
}

/// The title shown by a row's visible cell.
@MainActor
func shownTitle(_ table: UITableView, _ row: Int, section: Int = 0) -> String? {
  table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
}

/// Decodes a child process's standard error.
func standardErrorText(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
