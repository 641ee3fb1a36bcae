import HeadlessUIKit
import Testing

/// A plain list in a window, filled by a diffable data source whose parent items show an
/// outline disclosure, with a recording delegate.
@MainActor
private final class OutlineList {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
  let collection: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let delegate = RecordingCollectionDelegate()

  init(
    parents: Set<String> = ["Food", "Bread", "Drinks"],
    style: UICellAccessory.OutlineDisclosureOptions.Style = .cell, headers: Bool = false,
    action: (@MainActor () -> Void)? = nil
  ) {
    collection = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = headers ? UIListContentConfiguration.header() : .cell()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories =
        parents.contains(item)
        ? [.outlineDisclosure(options: .init(style: style), actionHandler: action)] : []
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collection) {
      collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    collection.delegate = delegate
    window.addSubview(collection)
    window.makeKeyAndVisible()
  }

  /// The texts of the cells on screen, top to bottom.
  var shownItems: [String] {
    collection.layoutIfNeeded()
    return collection.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
  }

  /// The cell of an item on screen.
  func cell(_ item: String) -> UICollectionViewListCell? {
    dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) }
      as? UICollectionViewListCell
  }

  /// Taps an item's outline disclosure chevron.
  func tapChevron(of item: String) throws {
    let listCell = try #require(cell(item))
    listCell.layoutIfNeeded()
    let chevron = try #require(
      listCell.subviews.first { $0.frame.size == CGSize(width: 14, height: 17) })
    window.headlessTap(
      at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: window))
    collection.layoutIfNeeded()
  }

  /// Taps the middle of an item's cell.
  func tapCell(of item: String) throws {
    let listCell = try #require(cell(item))
    window.headlessTap(
      at: listCell.convert(CGPoint(x: 100, y: listCell.bounds.midY), to: window))
    collection.layoutIfNeeded()
  }
}

/// Food (Apple, Bread (Rye)), Drinks (Tea): Food expanded.
private func pantry() -> NSDiffableDataSourceSectionSnapshot<String> {
  var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
  snapshot.append(["Food", "Drinks"])
  snapshot.append(["Apple", "Bread"], to: "Food")
  snapshot.append(["Rye"], to: "Bread")
  snapshot.append(["Tea"], to: "Drinks")
  snapshot.expand(["Food"])
  return snapshot
}

/// Section snapshots applied to a collection view's diffable data source, and outline
/// disclosures expanding and collapsing their items (decisions LS7, LS8).
@MainActor
@Suite struct SectionSnapshotDataSourceTests {
  @Test("LS7: a section shows its snapshot's visible items; the whole snapshot holds just those")
  func applyShowsVisibleItems() {
    let list = OutlineList()
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Drinks"])
    let whole = list.dataSource.snapshot()
    #expect(whole.sectionIdentifiers == [0])
    #expect(whole.itemIdentifiers(inSection: 0) == ["Food", "Apple", "Bread", "Drinks"])
    let kept = list.dataSource.snapshot(for: 0)
    #expect(kept.items == pantry().items)
    #expect(kept.isExpanded("Food") && !kept.isExpanded("Bread"))
  }

  @Test("LS7: list cells take their item's level as indentation and its expansion as state")
  func cellsFollowTheOutline() throws {
    let list = OutlineList()
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    list.collection.layoutIfNeeded()
    #expect(list.cell("Food")?.indentationLevel == 0)
    #expect(list.cell("Bread")?.indentationLevel == 1)
    #expect(list.cell("Food")?.configurationState.isExpanded == true)
    #expect(list.cell("Drinks")?.configurationState.isExpanded == false)
  }

  @Test("LS7: a section snapshot applied to a new section appends it; whole snapshots keep it")
  func sectionsAndWholeSnapshots() {
    let list = OutlineList()
    var flat = NSDiffableDataSourceSnapshot<Int, String>()
    flat.appendSections([0])
    flat.appendItems(["Salt"])
    list.dataSource.apply(flat, animatingDifferences: false)
    list.dataSource.apply(pantry(), to: 1, animatingDifferences: false)
    #expect(list.dataSource.snapshot().sectionIdentifiers == [0, 1])
    #expect(list.dataSource.snapshot(for: 0).rootItems == ["Salt"])
    // The same items keep the hierarchy; other items make the section flat.
    var whole = list.dataSource.snapshot()
    whole.reconfigureItems(["Apple"])
    list.dataSource.apply(whole)
    #expect(list.dataSource.snapshot(for: 1).level(of: "Apple") == 1)
    whole.deleteItems(["Apple"])
    list.dataSource.apply(whole)
    #expect(list.dataSource.snapshot(for: 1).rootItems == ["Food", "Bread", "Drinks"])
    #expect(list.dataSource.snapshot(for: 2).items.isEmpty)
  }

  @Test("LS8: tapping an outline disclosure expands and collapses its item, asking the handlers")
  func disclosureToggles() throws {
    let list = OutlineList()
    var log: [String] = []
    list.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      log.append("shouldExpand \($0)")
      return true
    }
    list.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
    list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      log.append("shouldCollapse \($0)")
      return true
    }
    list.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    try list.tapChevron(of: "Bread")
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Rye", "Drinks"])
    #expect(list.dataSource.snapshot(for: 0).isExpanded("Bread"))
    #expect(list.cell("Bread")?.configurationState.isExpanded == true)
    try list.tapChevron(of: "Food")
    #expect(list.shownItems == ["Food", "Drinks"])
    #expect(
      log == ["shouldExpand Bread", "willExpand Bread", "shouldCollapse Food", "willCollapse Food"])
    #expect(list.delegate.log.filter { $0.hasPrefix("didSelect") }.isEmpty)
  }

  @Test("LS8: a refused expansion changes nothing; a provided snapshot becomes the children")
  func handlersSteerExpansion() throws {
    let list = OutlineList()
    list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Drinks" }
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    try list.tapChevron(of: "Drinks")
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Drinks"])
    var received: [String] = []
    list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      received = children.items
      var fresh = NSDiffableDataSourceSectionSnapshot<String>()
      fresh.append(["Rye", "Spelt"])
      return fresh
    }
    try list.tapChevron(of: "Bread")
    #expect(received == ["Rye"])
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Rye", "Spelt", "Drinks"])
    #expect(list.cell("Spelt")?.indentationLevel == 2)
  }

  @Test("LS8: with the cell style, a tap beside the chevron selects the item")
  func cellStyleSelects() throws {
    let list = OutlineList()
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    try list.tapCell(of: "Drinks")
    #expect(list.delegate.log.last == "didSelect 0-3")
    #expect(list.shownItems.count == 4)
  }

  @Test("LS8: with the header style, a tap anywhere toggles and the cell is not selected")
  func headerStyleToggles() throws {
    let list = OutlineList(style: .automatic, headers: true)
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    try list.tapCell(of: "Drinks")
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Drinks", "Tea"])
    #expect(list.delegate.log.filter { $0.hasPrefix("didSelect") }.isEmpty)
    #expect(list.collection.indexPathsForSelectedItems == [])
  }

  @Test("LS8: an action handler replaces the expansion")
  func actionHandler() throws {
    var taps = 0
    let list = OutlineList(action: { taps += 1 })
    list.dataSource.apply(pantry(), to: 0, animatingDifferences: false)
    try list.tapChevron(of: "Drinks")
    #expect(taps == 1)
    #expect(list.shownItems == ["Food", "Apple", "Bread", "Drinks"])
  }
}
