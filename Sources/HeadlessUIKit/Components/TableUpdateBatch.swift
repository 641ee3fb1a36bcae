import Foundation

/// A table's row data and the work under way on it.
struct TableUpdateState {
  /// The number of rows of each section as the table knows them: loaded from the data source
  /// at a reload, then changed only by updates; `nil` until loaded (decision TB1).
  var rowCounts: [Int]?
  /// How many `beginUpdates()` calls are waiting for their `endUpdates()`.
  var batchDepth = 0
  /// The updates recorded since the outermost `beginUpdates()`.
  var batch: TableUpdateBatch?
  /// The visible cell a reconfigured row hands out again when its data source dequeues one.
  var reconfiguringCell: UITableViewCell?
  /// The row a touch is on, while the table tracks it (UITableView+UserSelection.swift).
  var trackedRow: TableTrackedRow?
  /// The row whose swipe actions are shown, while a headless swipe runs.
  var swipedRow: IndexPath?
  /// The section index titles the data source gave at the last reload of the index.
  var sectionIndexTitles: [String]?
}

/// The updates of one batch, in the index paths UIKit reads them in: deletions, reloads,
/// reconfigurations and the sources of moves refer to the rows before the update; insertions
/// and the destinations of moves to the rows after it (decision TB2).
///
/// Collection views use it too, their items as rows (decision LS4).
struct TableUpdateBatch {
  /// The number of rows of each section before the update.
  var before: [Int]
  /// Inserted sections, after the update.
  var insertedSections = IndexSet()
  /// Deleted sections, before the update.
  var deletedSections = IndexSet()
  /// Reloaded sections, before the update.
  var reloadedSections = IndexSet()
  /// Moved sections: where from (before) and where to (after).
  var movedSections: [(from: Int, to: Int)] = []
  /// Inserted rows, after the update.
  var insertedRows: Set<IndexPath> = []
  /// Deleted rows, before the update.
  var deletedRows: Set<IndexPath> = []
  /// Reloaded rows, before the update.
  var reloadedRows: Set<IndexPath> = []
  /// Reconfigured rows, before the update.
  var reconfiguredRows: Set<IndexPath> = []
  /// Moved rows: where from (before) and where to (after).
  var movedRows: [(from: IndexPath, to: IndexPath)] = []

  /// Whether the batch changes sections, so that headers and footers are asked for again.
  var changesSections: Bool {
    !insertedSections.isEmpty || !deletedSections.isEmpty || !reloadedSections.isEmpty
      || !movedSections.isEmpty
  }
}

/// Where the rows before an update are after it.
struct TableUpdateMapping {
  /// Each section's index after the update, by its index before; `nil` once deleted.
  var sections: [Int?]
  /// Each surviving row's index path after the update, by its index path before; rows of
  /// deleted and reloaded sections, and deleted rows, have none.
  var rows: [IndexPath: IndexPath]
  /// The rows before the update whose cells are replaced: reloaded rows and the rows of
  /// reloaded sections.
  var replaced: Set<IndexPath>
}

extension TableUpdateBatch {
  /// Checks the batch against the row counts after the update, stopping with UIKit's
  /// `NSInternalInconsistencyException` messages when they disagree (decision TB2).
  ///
  /// - Parameter after: The number of rows of each section, from the data source, after the
  ///   update.
  func validate(after: [Int]) {
    validateSections(after: after)
    let mapping = sectionMapping(sectionCount: after.count)
    validateRowBounds(after: after)
    for (old, new) in mapping.enumerated() {
      guard let new, !reloadedSections.contains(old), !insertedSections.contains(new) else {
        continue
      }
      let inserted = insertedRows.count(where: { $0.section == new })
      let deleted = deletedRows.count(where: { $0.section == old })
      let movedIn = movedRows.count(where: { $0.to.section == new && $0.from.section != old })
      let movedOut = movedRows.count(where: { $0.from.section == old && $0.to.section != new })
      let expected = before[old] + inserted - deleted + movedIn - movedOut
      guard after[new] != expected else { continue }
      preconditionFailure(
        "NSInternalInconsistencyException: Invalid update: invalid number of rows in section "
          + "\(new). The number of rows contained in an existing section after the update "
          + "(\(after[new])) must be equal to the number of rows contained in that section "
          + "before the update (\(before[old])), plus or minus the number of rows inserted or "
          + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
          + "minus the number of rows moved into or out of that section (\(movedIn) moved in, "
          + "\(movedOut) moved out).")
    }
  }

  /// Checks the number of sections and the section indexes of the batch.
  private func validateSections(after: [Int]) {
    for section in insertedSections where section >= after.count {
      preconditionFailure(
        "NSInternalInconsistencyException: attempt to insert section \(section) but there are "
          + "only \(after.count) sections after the update")
    }
    for section in deletedSections.union(reloadedSections) where section >= before.count {
      let verb = deletedSections.contains(section) ? "delete" : "reload"
      preconditionFailure(
        "NSInternalInconsistencyException: attempt to \(verb) section \(section), but there "
          + "are only \(before.count) sections before the update")
    }
    for move in movedSections where move.from >= before.count || move.to >= after.count {
      preconditionFailure(
        "NSInternalInconsistencyException: attempt to move section \(move.from) to section "
          + "\(move.to), but there are only \(before.count) sections before the update and "
          + "\(after.count) after it")
    }
    let expected = before.count + insertedSections.count - deletedSections.count
    guard after.count != expected else { return }
    preconditionFailure(
      "NSInternalInconsistencyException: Invalid update: invalid number of sections. The "
        + "number of sections contained in the table view after the update (\(after.count)) "
        + "must be equal to the number of sections contained in the table view before the "
        + "update (\(before.count)), plus or minus the number of sections inserted or deleted "
        + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
  }

  /// Checks that each row of the batch exists in the rows it refers to.
  private func validateRowBounds(after: [Int]) {
    for row in insertedRows
    where !after.indices.contains(row.section) || row.row >= after[row.section] {
      let count = after.indices.contains(row.section) ? after[row.section] : 0
      preconditionFailure(
        "NSInternalInconsistencyException: attempt to insert row \(row.row) into section "
          + "\(row.section), but there are only \(count) rows in section \(row.section) after "
          + "the update")
    }
    let earlier: [(String, IndexPath)] =
      deletedRows.map { ("delete", $0) } + reloadedRows.map { ("reload", $0) }
      + movedRows.map { ("move", $0.from) }
    for (verb, row) in earlier
    where !before.indices.contains(row.section) || row.row >= before[row.section] {
      let count = before.indices.contains(row.section) ? before[row.section] : 0
      preconditionFailure(
        "NSInternalInconsistencyException: attempt to \(verb) row \(row.row) from section "
          + "\(row.section) which only contains \(count) rows before the update")
    }
  }

  /// Each section's index after the update, by its index before: deleted sections have none,
  /// moved sections go where they were moved, and the others fill the places left by the
  /// inserted and moved sections, in order.
  func sectionMapping(sectionCount: Int) -> [Int?] {
    let movedFrom = Set(movedSections.map(\.from))
    let taken = insertedSections.union(IndexSet(movedSections.map(\.to)))
    var mapping = [Int?](repeating: nil, count: before.count)
    var next = 0
    for section in before.indices
    where !deletedSections.contains(section) && !movedFrom.contains(section) {
      while taken.contains(next) { next += 1 }
      mapping[section] = next
      next += 1
    }
    for move in movedSections where mapping.indices.contains(move.from) {
      mapping[move.from] = move.to
    }
    return mapping
  }

  /// Where every row before the update is after it (decision TB2).
  ///
  /// - Parameter after: The number of rows of each section after the update.
  /// - Returns: The mapping.
  func mapping(after: [Int]) -> TableUpdateMapping {
    let sections = sectionMapping(sectionCount: after.count)
    var rows: [IndexPath: IndexPath] = [:]
    var replaced = reloadedRows
    let movedFrom = Set(movedRows.map(\.from))
    for (old, new) in sections.enumerated() {
      guard let new else { continue }
      if reloadedSections.contains(old) {
        for row in 0..<before[old] { replaced.insert(IndexPath(row: row, section: old)) }
        continue
      }
      let taken = Set(
        insertedRows.filter { $0.section == new }.map(\.row)
          + movedRows.filter { $0.to.section == new }.map(\.to.row))
      var next = 0
      for row in 0..<before[old] {
        let path = IndexPath(row: row, section: old)
        guard !deletedRows.contains(path), !movedFrom.contains(path) else { continue }
        while taken.contains(next) { next += 1 }
        rows[path] = IndexPath(row: next, section: new)
        next += 1
      }
    }
    for move in movedRows where sections.indices.contains(move.from.section) {
      guard sections[move.from.section] != nil else { continue }
      rows[move.from] = move.to
    }
    return TableUpdateMapping(sections: sections, rows: rows, replaced: replaced)
  }
}
