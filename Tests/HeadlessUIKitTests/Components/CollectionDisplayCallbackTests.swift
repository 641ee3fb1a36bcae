import HeadlessUIKit
import Testing

/// A data source with a fixed number of items per section and a registered header view for
/// every section.
@MainActor
private final class HeaderItemsSource: NSObject, UICollectionViewDataSource {
  let items: [Int]

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
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// A collection view controller that records what its collection view shows and selects.
private final class RecordingCollectionController: UICollectionViewController {
  var log: [String] = []

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    3
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay " + pathText(indexPath))
  }
}

/// A 110 × 100 flow layout collection view (two 50-point items a line, lines 60 points
/// apart) with a recording delegate, laid out.
@MainActor
private func displayGrid(
  _ source: NSObject & UICollectionViewDataSource,
  configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> (UICollectionView, RecordingCollectionDelegate) {
  let layout = UICollectionViewFlowLayout()
  configure(layout)
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 110, height: 100), collectionViewLayout: layout)
  collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  collection.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  let delegate = RecordingCollectionDelegate()
  retainedSources.append(source)
  retainedSources.append(delegate)
  collection.dataSource = source
  collection.delegate = delegate
  collection.layoutIfNeeded()
  return (collection, delegate)
}

/// `willDisplay` for items 0..<count of section 0.
private func displayed(_ items: Range<Int>) -> [String] {
  items.map { "willDisplay 0-\($0)" }
}

/// The collection view's display callbacks: cells and supplementary views, through scrolling,
/// reloads and batch updates (decisions LS1, LS2, LS4).
@MainActor
@Suite struct CollectionDisplayCallbackTests {
  @Test("LS1: the first layout displays the items in the bounds, in order")
  func firstLayout() {
    let (collection, delegate) = displayGrid(ItemsDataSource(items: [10]))
    #expect(delegate.log == displayed(0..<4))
    #expect(
      collection.visibleCells.map(ObjectIdentifier.init)
        == delegate.displayedCells.map(ObjectIdentifier.init))
  }

  @Test("LS1: scrolling ends the items that leave, then displays those that come, reusing cells")
  func scrolling() {
    let (collection, delegate) = displayGrid(ItemsDataSource(items: [10]))
    delegate.log = []
    delegate.displayedCells = []
    collection.contentOffset.y = 60
    collection.layoutIfNeeded()
    #expect(delegate.log == ["didEndDisplaying 0-0", "didEndDisplaying 0-1"] + displayed(4..<6))
    #expect(
      Set(delegate.endedCells.map(ObjectIdentifier.init))
        == Set(delegate.displayedCells.map(ObjectIdentifier.init)))
  }

  @Test("LS1: reloadData ends every shown item with its index path, then displays them again")
  func reload() {
    let (collection, delegate) = displayGrid(ItemsDataSource(items: [10]))
    delegate.log = []
    collection.reloadData()
    collection.layoutIfNeeded()
    #expect(delegate.log == (0..<4).map { "didEndDisplaying 0-\($0)" } + displayed(0..<4))
  }

  @Test("LS4: inserting an item displays only it; the item pushed out ends with its new path")
  func insertion() {
    let source = ItemsDataSource(items: [10])
    let (collection, delegate) = displayGrid(source)
    let cells = (0..<3).map { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
    delegate.log = []
    source.items = [11]
    collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(delegate.log == ["didEndDisplaying 0-4", "willDisplay 0-0"])
    for (index, cell) in cells.enumerated() {
      #expect(collection.cellForItem(at: IndexPath(item: index + 1, section: 0)) === cell)
    }
  }

  @Test("LS4: deleting an item ends it with its old index path, then displays the one coming in")
  func deletion() {
    let source = ItemsDataSource(items: [10])
    let (collection, delegate) = displayGrid(source)
    let deleted = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    delegate.log = []
    source.items = [9]
    collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
    #expect(delegate.log == ["didEndDisplaying 0-1", "willDisplay 0-3"])
    #expect(delegate.endedCells.first === deleted)
  }

  @Test("LS4: reloading an item ends its cell and displays a new one; a batch counts once")
  func reloadingAndBatches() {
    let source = ItemsDataSource(items: [10])
    let (collection, delegate) = displayGrid(source)
    let made = source.made
    delegate.log = []
    collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
    #expect(delegate.log == ["didEndDisplaying 0-2", "willDisplay 0-2"])
    #expect(source.made == made + 1)
    delegate.log = []
    let last = collection.cellForItem(at: IndexPath(item: 3, section: 0))
    collection.performBatchUpdates {
      collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(delegate.log == ["didEndDisplaying 0-0", "willDisplay 0-0"])
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === last)
  }

  @Test("LS2: supplementary views are displayed in the bounds and end when they leave them")
  func supplementaryViews() {
    let (collection, delegate) = displayGrid(HeaderItemsSource(items: [10])) { layout in
      layout.headerReferenceSize = CGSize(width: 110, height: 30)
    }
    let headerEvents = { delegate.log.filter { $0.contains("header") } }
    #expect(headerEvents() == ["willDisplay header 0-0"])
    #expect(delegate.log.filter { !$0.contains("header") } == displayed(0..<4))
    delegate.log = []
    collection.contentOffset.y = 40
    collection.layoutIfNeeded()
    #expect(delegate.log == ["didEndDisplaying header 0-0"])
    collection.contentOffset.y = 0
    collection.layoutIfNeeded()
    #expect(headerEvents() == ["didEndDisplaying header 0-0", "willDisplay header 0-0"])
  }

  @Test("LS4: applying a diffable snapshot displays only the items it adds")
  func diffableApply() {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 110, height: 100), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let delegate = RecordingCollectionDelegate()
    retainedSources.append(delegate)
    collection.delegate = delegate
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collection, indexPath, _ in
      collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    retainedSources.append(source)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d"])
    source.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    #expect(delegate.log == displayed(0..<4))
    delegate.log = []
    snapshot.insertItems(["x"], beforeItem: "a")
    source.apply(snapshot)
    #expect(delegate.log == ["didEndDisplaying 0-4", "willDisplay 0-0"])
  }

  @Test("LS4: reconfiguring an item configures its own cell again and tells the delegate nothing")
  func reconfiguring() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 110, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let delegate = RecordingCollectionDelegate()
    retainedSources.append(delegate)
    collection.delegate = delegate
    var configured: [String] = []
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collection, indexPath, item in
      configured.append(item)
      return collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    retainedSources.append(source)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    source.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    delegate.log = []
    configured = []
    snapshot.reconfigureItems(["b"])
    source.apply(snapshot)
    #expect(configured == ["b"])
    #expect(delegate.log.isEmpty)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
  }

  @Test("LS1: a collection view controller subclass's override hears the items displayed")
  func controllerOverride() {
    let controller = RecordingCollectionController(
      collectionViewLayout: UICollectionViewFlowLayout())
    controller.collectionView.register(
      UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    controller.collectionView.layoutIfNeeded()
    #expect(controller.log == displayed(0..<3))
  }
}
