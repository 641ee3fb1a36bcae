import HeadlessUIKit
import Testing

/// Cells, visible items, reuse, the base layout and the controller of collection views
/// (decisions W15, W16).
@MainActor
@Suite struct UICollectionViewTests {
  @Test("W15: cells are made only for items in the bounds, and reused after scrolling")
  func visibleItems() {
    let source = ItemsDataSource(items: [100])
    let collection = makeCollection(source, size: CGSize(width: 375, height: 200))
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems(inSection: 0) == 100)
    #expect(collection.indexPathsForVisibleItems.count == 24)
    #expect(source.made == 24)
    #expect(collection.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
    #expect(
      collection.cellForItem(at: IndexPath(item: 7, section: 0))?.frame
        == CGRect(x: 65, y: 60, width: 50, height: 50))
    #expect(collection.contentSize == CGSize(width: 375, height: 1010))
    let made = Set(collection.visibleCells.map(ObjectIdentifier.init))
    collection.contentOffset = CGPoint(x: 0, y: 600)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 60, section: 0))
    #expect(source.made == 48)
    #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)) == made)
    #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == 24)
  }

  @Test("W15: a cell's content view covers its bounds")
  func cellContentView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 5, y: 5, width: 80, height: 40))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    cell.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(cell.contentView.superview === cell)
    #expect(cell.reuseIdentifier == nil)
  }

  @Test("W15: layout attributes move their frame by centre and resize about the centre")
  func attributes() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    attributes.center = CGPoint(x: 100, y: 100)
    #expect(attributes.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    attributes.size = CGSize(width: 20, height: 10)
    #expect(attributes.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    #expect(attributes.indexPath.item == 2 && attributes.indexPath.section == 1)
    #expect(attributes.representedElementCategory == .cell)
    #expect(!attributes.isHidden && attributes.zIndex == 0)
  }

  @Test("W15: the base layout places nothing")
  func baseLayout() {
    let layout = UICollectionViewLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    let source = ItemsDataSource(items: [3])
    retainedSources.append(source)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.layoutIfNeeded()
    #expect(layout.collectionView === collection)
    #expect(collection.contentSize == .zero)
    #expect(collection.visibleCells.isEmpty)
    #expect(layout.layoutAttributesForElements(in: collection.bounds) == nil)
  }

  @Test(
    "W16: prototypes are shown once each in one section (ibd-controllers kkR-nY-dKb, Bu8-e9-Dal)")
  func prototypePreview() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 50, height: 50)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    let cells = [UICollectionViewCell(frame: .zero), UICollectionViewCell(frame: .zero)]
    collection.showPrototypePreview(cells)
    collection.layoutIfNeeded()
    #expect(
      cells.map(\.frame) == [
        CGRect(x: 0, y: 50, width: 50, height: 50), CGRect(x: 65, y: 50, width: 50, height: 50),
      ])
  }

  @Test("W16: the controller's view is a collection view with its layout, data source and delegate")
  func controller() {
    let layout = UICollectionViewFlowLayout()
    let controller = UICollectionViewController(collectionViewLayout: layout)
    #expect(controller.collectionView === controller.view)
    #expect(controller.collectionView.collectionViewLayout === layout)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.collectionView.dataSource === controller)
    #expect(controller.collectionView.delegate === controller)
    #expect(controller.collectionView.frame == UIScreen.main.bounds)
  }
}
