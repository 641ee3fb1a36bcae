import Foundation
import HeadlessUIKit
import Testing

/// Snapshots of section and item identifiers (decision TB9).
@Suite struct NSDiffableDataSourceSnapshotTests {
  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func makeSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["first", "second"])
    snapshot.appendItems([1, 2, 3], toSection: "first")
    snapshot.appendItems([4, 5])
    return snapshot
  }

  @Test("TB9: appended sections and items are counted, found and listed in order")
  func appendingAndQuerying() {
    let snapshot = makeSnapshot()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == ["first", "second"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "second") == [4, 5])
    #expect(snapshot.numberOfItems(inSection: "first") == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "second")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("second") == 1)
    #expect(Snapshot().numberOfSections == 0 && Snapshot().itemIdentifiers.isEmpty)
  }

  @Test("TB9: items are inserted and moved around other items, and deleted")
  func insertingMovingDeleting() {
    var snapshot = makeSnapshot()
    snapshot.insertItems([10], beforeItem: 1)
    snapshot.insertItems([11, 12], afterItem: 4)
    #expect(snapshot.itemIdentifiers == [10, 1, 2, 3, 4, 11, 12, 5])
    snapshot.moveItem(10, afterItem: 5)
    snapshot.moveItem(3, beforeItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "first") == [3, 1, 2])
    #expect(snapshot.itemIdentifiers(inSection: "second") == [4, 11, 12, 5, 10])
    snapshot.deleteItems([11, 99, 3])
    #expect(snapshot.itemIdentifiers == [1, 2, 4, 12, 5, 10])
    #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
  }

  @Test("TB9: an item appended again moves to its new place, as in UIKit")
  func appendingExistingItemMovesIt() {
    var snapshot = makeSnapshot()
    snapshot.appendItems([1], toSection: "second")
    #expect(snapshot.itemIdentifiers(inSection: "first") == [2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "second") == [4, 5, 1])
    #expect(snapshot.numberOfItems == 5)
  }

  @Test("TB9: sections are inserted, moved and deleted with their items")
  func sections() {
    var snapshot = makeSnapshot()
    snapshot.insertSections(["zero"], beforeSection: "first")
    snapshot.insertSections(["last"], afterSection: "second")
    #expect(snapshot.sectionIdentifiers == ["zero", "first", "second", "last"])
    snapshot.moveSection("second", beforeSection: "first")
    snapshot.moveSection("zero", afterSection: "last")
    #expect(snapshot.sectionIdentifiers == ["second", "first", "last", "zero"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    snapshot.deleteSections(["first"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("TB9: reloads and reconfigurations are marked in order, once each")
  func reloadMarks() {
    var snapshot = makeSnapshot()
    snapshot.reloadItems([3, 1, 3])
    snapshot.reconfigureItems([5])
    snapshot.reloadSections(["second"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [5])
    #expect(snapshot.reloadedSectionIdentifiers == ["second"])
  }

  @Test("TB9: repeated item identifiers stop with UIKit's message")
  func duplicateItemsStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "b", "a"])
    }
    let expected: String =
      "NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. "
      + "Duplicate identifiers: {(\n    \"a\"\n)}"
    #expect(standardErrorText(result).contains(expected))
  }

  @Test("TB9: a section added twice stops with UIKit's message")
  func duplicateSectionsStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      snapshot.appendSections([1])
    }
    let expected: String =
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    1\n)}"
    #expect(standardErrorText(result).contains(expected))
  }

  @Test("TB9: items appended before any section stop with UIKit's message")
  func itemsWithoutSectionStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendItems(["a"])
    }
    let expected: String =
      "NSInternalInconsistencyException: There are currently no sections in the data source. "
      + "Please add a section first."
    #expect(standardErrorText(result).contains(expected))
  }

  @Test("TB9: reloading an item the snapshot does not have stops with UIKit's message")
  func reloadingMissingItemStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.reloadItems(["missing"])
    }
    let expected: String =
      "Attempted to reload item identifier that does not exist in the snapshot: \"missing\""
    #expect(standardErrorText(result).contains(expected))
  }
}
