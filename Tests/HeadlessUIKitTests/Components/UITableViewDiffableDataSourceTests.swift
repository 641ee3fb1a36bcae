import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A diffable data source with section titles and editable rows, as apps subclass it.
final class TitledDiffableDataSource: UITableViewDiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot, animatingDifferences: true)
  }
}

/// Diffable data sources for tables and collection views (decision TB9).
@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

  private func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    return table
  }

  private static func cell(_ table: UITableView, _ indexPath: IndexPath, _ item: String)
    -> UITableViewCell?
  {
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = item
    return cell
  }

  private func makeSource(for table: UITableView) -> UITableViewDiffableDataSource<String, String> {
    let source = UITableViewDiffableDataSource<String, String>(
      tableView: table, cellProvider: Self.cell)
    retainedSources.append(source)
    return source
  }

  private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  private func titles(_ table: UITableView) -> [[String?]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map { shownTitle(table, $0, section: section) }
    }
  }

  @Test("TB9: the data source becomes the table's and applying a snapshot shows its rows")
  func applyShowsRows() {
    let table = makeTable()
    let source = makeSource(for: table)
    #expect(table.dataSource === source)
    #expect(source.defaultRowAnimation == .automatic)
    table.layoutIfNeeded()
    source.apply(snapshot([("s", ["a", "b"]), ("t", ["c"])]), animatingDifferences: false)
    #expect(titles(table) == [["a", "b"], ["c"]])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
    #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    #expect(source.indexPath(for: "c") == IndexPath(row: 0, section: 1))
    #expect(source.sectionIdentifier(for: 1) == "t")
    #expect(source.index(for: "s") == 0)
    #expect(source.snapshot().itemIdentifiers == ["a", "b", "c"])
  }

  @Test("TB9: applying a changed snapshot keeps the cells of kept items, in their new places")
  func applyDiffsRows() {
    let table = makeTable()
    let source = makeSource(for: table)
    source.apply(snapshot([("s", ["a", "b", "c", "d"]), ("t", ["e"])]))
    table.layoutIfNeeded()
    let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let cellE = table.cellForRow(at: IndexPath(row: 0, section: 1))
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    source.apply(snapshot([("new", ["x"]), ("t", ["e", "a"]), ("s", ["d", "b", "y"])]))
    #expect(titles(table) == [["x"], ["e", "a"], ["d", "b", "y"]])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === cellB)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellE)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
  }

  @Test("TB9: reloaded items get new cells; reconfigured items keep theirs")
  func reloadAndReconfigure() {
    let table = makeTable()
    let source = makeSource(for: table)
    source.apply(snapshot([("s", ["a", "b"])]))
    table.layoutIfNeeded()
    let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
    var next = source.snapshot()
    next.reconfigureItems(["a"])
    source.apply(next)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
    #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    next = source.snapshot()
    next.reloadItems(["a"])
    source.apply(next)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("TB9: a subclass gives section titles and edits rows through its snapshot")
  func subclassTitlesAndEditing() {
    let table = makeTable()
    let source = TitledDiffableDataSource(tableView: table, cellProvider: Self.cell)
    retainedSources.append(source)
    source.apply(snapshot([("Fruit", ["apple", "pear"])]))
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
    #expect(table.headlessPerformSwipeAction(at: IndexPath(row: 0, section: 0)))
    #expect(source.snapshot().itemIdentifiers == ["pear"])
    #expect(titles(table) == [["pear"]])
  }

  @Test("TB9: rows of a plain diffable data source can be neither edited nor moved")
  func plainSourceDoesNotEdit() {
    let table = makeTable()
    let source = makeSource(for: table)
    source.apply(snapshot([("s", ["a"])]))
    let row = IndexPath(row: 0, section: 0)
    #expect(!source.tableView(table, canEditRowAt: row))
    #expect(!source.tableView(table, canMoveRowAt: row))
    #expect(table.headlessSwipeActionsConfiguration(at: row, edge: .trailing) == nil)
  }

  @Test("TB9: the async apply returns once the update has finished; reload data replaces all")
  func asyncApplyAndReloadData() async {
    let table = makeTable()
    let source = makeSource(for: table)
    await source.apply(snapshot([("s", ["a"])]))
    #expect(table.numberOfRows(inSection: 0) == 1)
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    await source.applySnapshotUsingReloadData(snapshot([("s", ["a", "b"])]))
    #expect(titles(table) == [["a", "b"]])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    var completed = false
    source.apply(snapshot([("s", ["b"])]), animatingDifferences: false) { completed = true }
    #expect(!completed)
    await nextMainQueueTurn()
    #expect(completed)
  }

  @Test("TB9: any change of sections and items applies as one consistent batch update")
  func randomChangesApply() {
    var generator = SeededGenerator(seed: 7)
    let table = makeTable()
    table.frame.size.height = 5000
    let source = makeSource(for: table)
    var next = 0
    func newItem() -> String {
      next += 1
      return "i\(next)"
    }
    var snapshot = self.snapshot([("A", [newItem(), newItem()]), ("B", [newItem()])])
    source.apply(snapshot)
    table.layoutIfNeeded()
    for round in 0..<60 {
      let before = snapshot
      var cells: [String: UITableViewCell] = [:]
      for item in snapshot.itemIdentifiers {
        if let path = source.indexPath(for: item), let cell = table.cellForRow(at: path) {
          cells[item] = cell
        }
      }
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        let item = items.randomElement(using: &generator)
        let other = items.filter { $0 != item }.randomElement(using: &generator)
        let section = sections.randomElement(using: &generator)
        let otherSection = sections.filter { $0 != section }.randomElement(using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
          if let section { snapshot.appendItems([newItem()], toSection: section) }
        case 1:
          if let item { snapshot.deleteItems([item]) }
        case 2:
          if let item, let other { snapshot.moveItem(item, beforeItem: other) }
        case 3:
          snapshot.appendSections(["S\(round)-\(next)"])
          next += 1
        case 4:
          if let section, otherSection != nil { snapshot.deleteSections([section]) }
        case 5:
          if let section, let otherSection {
            snapshot.moveSection(section, afterSection: otherSection)
          }
        default:
          if let item { snapshot.reloadItems([item]) }
        }
      }
      let reloaded = Set(snapshot.reloadedItemIdentifiers)
      source.apply(snapshot)
      let expected = snapshot.sectionIdentifiers.map { section in
        snapshot.itemIdentifiers(inSection: section).map { Optional($0) }
      }
      #expect(titles(table) == expected, "round \(round)")
      // Items that stay in sections kept by both snapshots keep their cells; the others
      // are deleted and inserted, as a batch update cannot move them.
      for (item, cell) in cells where !reloaded.contains(item) {
        guard let path = source.indexPath(for: item),
          let from = before.sectionIdentifier(containingItem: item),
          let to = snapshot.sectionIdentifier(containingItem: item),
          snapshot.indexOfSection(from) != nil, before.indexOfSection(to) != nil
        else { continue }
        #expect(table.cellForRow(at: path) === cell, "round \(round): \(item) kept its cell")
      }
      snapshot = source.snapshot()
    }
  }

  @Test("TB9: a collection view's diffable data source applies snapshots to its items")
  func collectionViewSource() {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 110, height: 300), collectionViewLayout: layout)
    var configured: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, indexPath, item in
      configured.append("\(item)@\(indexPath.item)")
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    #expect(collection.dataSource === source)
    var first = NSDiffableDataSourceSnapshot<Int, String>()
    first.appendSections([0])
    first.appendItems(["a", "b", "c"])
    source.apply(first)
    collection.layoutIfNeeded()
    #expect(collection.numberOfItems(inSection: 0) == 3)
    #expect(configured == ["a@0", "b@1", "c@2"])
    let cellC = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    var second = source.snapshot()
    second.deleteItems(["a"])
    second.insertItems(["z"], afterItem: "c")
    source.apply(second)
    #expect(source.snapshot().itemIdentifiers == ["b", "c", "z"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "z")
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
    _ = cellC
  }
  @Test("TB9: headers come from the supplementary view provider through a registration")
  func supplementaryRegistration() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 110, height: 30)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 110, height: 300), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      view.accessibilityLabel = "\(kind) \(indexPath.section)"
    }
    #expect(headers.elementKind == UICollectionView.elementKindSectionHeader)
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { collection, _, indexPath in
      collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a"], toSection: 0)
    snapshot.appendItems(["b"], toSection: 1)
    source.apply(snapshot)
    collection.layoutIfNeeded()
    let header = collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.accessibilityLabel == "\(UICollectionView.elementKindSectionHeader) 1")
    #expect(header?.frame == CGRect(x: 0, y: 80, width: 110, height: 30))
  }
}

/// A small deterministic random number generator (SplitMix64), for repeatable random tests.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
