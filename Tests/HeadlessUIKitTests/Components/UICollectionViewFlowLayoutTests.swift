import HeadlessUIKit
import Testing

/// A data source with a fixed number of items per section.
@MainActor
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
  var items: [Int]
  var made = 0

  init(items: [Int]) {
    self.items = items
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    made += 1
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A flow layout delegate with one size per item.
@MainActor
final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  let sizes: [CGSize]

  init(sizes: [CGSize]) {
    self.sizes = sizes
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item]
  }
}

/// Makes a collection view with a flow layout, registered plain cells and a data source.
@MainActor
func makeCollection(
  _ source: ItemsDataSource, size: CGSize,
  configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  configure(layout)
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  retainedSources.append(source)
  collection.dataSource = source
  collection.layoutIfNeeded()
  return collection
}

/// The flow layout's lines, spacing, insets, headers, footers and directions (decisions
/// W12–W14).
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
  @Test("W12: defaults — 50 × 50 items, 10-point spacings, no insets, vertical")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(layout.collectionView == nil)
  }

  @Test(
    "W13: uniform items keep a full line's spacing on the last line (ibd-controllers kkR-nY-dKb, Bu8-e9-Dal, Qgm-eI-CZy)"
  )
  func gridSpacingWithHeaderAndFooter() {
    let collection = makeCollection(
      ItemsDataSource(items: [2]), size: CGSize(width: 375, height: 667)
    ) {
      $0.headerReferenceSize = CGSize(width: 50, height: 50)
      $0.footerReferenceSize = CGSize(width: 50, height: 50)
    }
    let layout = collection.collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 65, y: 50, width: 50, height: 50))
    let elements =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? []
    #expect(
      elements.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 375, height: 50), CGRect(x: 0, y: 50, width: 50, height: 50),
        CGRect(x: 65, y: 50, width: 50, height: 50), CGRect(x: 0, y: 100, width: 375, height: 50),
      ])
    #expect(elements.first?.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(elements.last?.representedElementKind == UICollectionView.elementKindSectionFooter)
    #expect(collection.contentSize == CGSize(width: 375, height: 150))
  }

  @Test("W13: uniform items wrap into lines at the line spacing")
  func lines() {
    let collection = makeCollection(
      ItemsDataSource(items: [8]), size: CGSize(width: 375, height: 667))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 325, y: 0, width: 50, height: 50))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
        == CGRect(x: 65, y: 60, width: 50, height: 50))
    #expect(collection.contentSize == CGSize(width: 375, height: 110))
  }

  @Test(
    "W13: with differing sizes, full lines are justified, items centred in their line, the last line left-aligned"
  )
  func differingSizes() {
    let source = ItemsDataSource(items: [4])
    let delegate = SizesDelegate(sizes: [
      CGSize(width: 100, height: 40), CGSize(width: 150, height: 60),
      CGSize(width: 80, height: 40), CGSize(width: 120, height: 40),
    ])
    retainedSources.append(delegate)
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    retainedSources.append(source)
    collection.delegate = delegate
    collection.dataSource = source
    collection.layoutIfNeeded()
    #expect(
      collection.visibleCells.map(\.frame) == [
        CGRect(x: 0, y: 10, width: 100, height: 40), CGRect(x: 170, y: 0, width: 150, height: 60),
        CGRect(x: 0, y: 70, width: 80, height: 40), CGRect(x: 90, y: 70, width: 120, height: 40),
      ])
    #expect(collection.contentSize == CGSize(width: 320, height: 110))
  }

  @Test("W12: section insets shrink the lines and pad the section")
  func sectionInset() {
    let collection = makeCollection(
      ItemsDataSource(items: [6]), size: CGSize(width: 330, height: 480)
    ) {
      $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 260, y: 10, width: 50, height: 50))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 20, y: 70, width: 50, height: 50))
    #expect(collection.contentSize == CGSize(width: 330, height: 130))
  }

  @Test("W14: a horizontal layout fills columns top to bottom and stacks them left to right")
  func horizontal() {
    let collection = makeCollection(
      ItemsDataSource(items: [3]), size: CGSize(width: 300, height: 130)
    ) {
      $0.scrollDirection = .horizontal
    }
    #expect(
      collection.visibleCells.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 80, width: 50, height: 50),
        CGRect(x: 60, y: 0, width: 50, height: 50),
      ])
    #expect(collection.contentSize == CGSize(width: 110, height: 130))
  }

  @Test("W13: a line with room for one item centres it")
  func singleItemCentred() {
    let collection = makeCollection(
      ItemsDataSource(items: [2]), size: CGSize(width: 100, height: 300)
    ) {
      $0.itemSize = CGSize(width: 60, height: 30)
    }
    #expect(
      collection.visibleCells.map(\.frame) == [
        CGRect(x: 20, y: 0, width: 60, height: 30), CGRect(x: 20, y: 40, width: 60, height: 30),
      ])
  }
}
