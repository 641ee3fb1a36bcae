import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Selecting items, finding items, and batch updates (a 110 × 100 flow layout: two 50-point
/// items a line, lines 60 points apart).
@MainActor
@Suite struct UICollectionViewSelectionTests {
  private func makeGrid(items: Int = 10) -> (UICollectionView, ItemsDataSource) {
    let source = ItemsDataSource(items: [items])
    return (makeCollection(source, size: CGSize(width: 110, height: 100)), source)
  }

  @Test func selectingAnItemDeselectsTheOthersUnlessMultipleSelectionIsAllowed() {
    let (collection, _) = makeGrid()
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 1, section: 0)
    collection.selectItem(at: first, animated: false, scrollPosition: [])
    collection.selectItem(at: second, animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [second])
    #expect(collection.cellForItem(at: first)?.isSelected == false)
    #expect(collection.cellForItem(at: second)?.isSelected == true)

    collection.allowsMultipleSelection = true
    collection.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [first, second])
    collection.deselectItem(at: second, animated: false)
    #expect(collection.indexPathsForSelectedItems == [first])
    collection.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test func nothingIsSelectedWhileSelectionIsNotAllowed() {
    let (collection, _) = makeGrid()
    #expect(collection.allowsSelection)
    #expect(!collection.allowsMultipleSelection)
    collection.allowsSelection = false
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test func selectingScrollsTheItemToThePositionAsked() {
    let (collection, _) = makeGrid()
    collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .top)
    #expect(collection.contentOffset.y == 120)
    collection.selectItem(
      at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .centeredVertically)
    #expect(collection.contentOffset.y == 95)
    collection.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: .top)
    #expect(collection.contentOffset.y == 190)
  }

  @Test func cellsComingOnScreenShowTheirSelection() {
    let (collection, _) = makeGrid()
    let last = IndexPath(item: 9, section: 0)
    collection.selectItem(at: last, animated: false, scrollPosition: [])
    #expect(collection.cellForItem(at: last) == nil)
    collection.contentOffset.y = 190
    collection.layoutIfNeeded()
    #expect(collection.cellForItem(at: last)?.isSelected == true)
  }

  @Test func itemsAreFoundByCellAndByPoint() {
    let (collection, _) = makeGrid()
    let item = IndexPath(item: 3, section: 0)
    let cell = collection.cellForItem(at: item)
    #expect(cell != nil)
    #expect(cell.flatMap { collection.indexPath(for: $0) } == item)
    #expect(collection.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
    #expect(collection.indexPathForItem(at: CGPoint(x: 70, y: 70)) == item)
    #expect(collection.indexPathForItem(at: CGPoint(x: 55, y: 5)) == nil)
  }

  @Test func batchUpdatesReReadTheDataSourceAndCompleteOnALaterTurn() async {
    let (collection, source) = makeGrid(items: 4)
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    var finished: [Bool] = []
    source.items = [6]
    collection.performBatchUpdates(
      {
        collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      }, completion: { finished.append($0) })
    #expect(collection.numberOfItems(inSection: 0) == 6)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(collection.contentSize.height == 170)
    #expect(finished.isEmpty)
    await nextMainQueueTurn()
    #expect(finished == [true])
  }

  @Test func deletingAndMovingItemsCarryTheSelection() {
    let (collection, source) = makeGrid(items: 4)
    collection.allowsMultipleSelection = true
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    source.items = [3]
    collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    collection.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

    source.items = [3, 2]
    collection.insertSections(IndexSet(integer: 0))
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    collection.deleteSections(IndexSet(integer: 1))
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test func reloadingDataClearsTheSelection() {
    let (collection, _) = makeGrid()
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collection.reloadData()
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test func newLayoutPlacesTheItemsAtOnceAndCompletesLater() async {
    let (collection, _) = makeGrid(items: 4)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 110, height: 20)
    var finished: [Bool] = []
    collection.setCollectionViewLayout(layout, animated: true) { finished.append($0) }
    #expect(collection.collectionViewLayout === layout)
    #expect(abs(collection.contentSize.height - (4 * 20 + 3 * 10)) < 0.001)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin.y == 30)
    #expect(finished.isEmpty)
    await nextMainQueueTurn()
    #expect(finished == [true])
  }
}
