import HeadlessUIKit
import Testing

/// Items, groups, spacing and insets of compositional layouts (decisions CV1–CV3).
@MainActor
@Suite struct CompositionalLayoutTests {
  @Test("CV1: a quarter-width item in a full-width group makes rows of four")
  func quarterGrid() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let (collection, _) = makeCompositionalCollection(
      items: [10], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(collection, 0) == CGRect(x: 0, y: 0, width: 93.75, height: 100))
    #expect(itemFrame(collection, 3) == CGRect(x: 281.25, y: 0, width: 93.75, height: 100))
    #expect(itemFrame(collection, 4) == CGRect(x: 0, y: 100, width: 93.75, height: 100))
    #expect(itemFrame(collection, 9) == CGRect(x: 93.75, y: 200, width: 93.75, height: 100))
    #expect(collection.contentSize == CGSize(width: 375, height: 300))
    #expect(collection.visibleCells.count == 10)
    #expect(
      collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == itemFrame(collection, 5))
  }

  @Test("CV2: an item's content insets shrink its frame inside the space its group gives it")
  func itemContentInsets() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { item in
      item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    }
    let (collection, _) = makeCompositionalCollection(
      items: [3], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(collection, 0) == CGRect(x: 5, y: 5, width: 177.5, height: 90))
    #expect(itemFrame(collection, 1) == CGRect(x: 192.5, y: 5, width: 177.5, height: 90))
    #expect(itemFrame(collection, 2) == CGRect(x: 5, y: 105, width: 177.5, height: 90))
  }

  @Test("CV1: section insets narrow the groups' container and interGroupSpacing separates rows")
  func sectionInsetsAndSpacing() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
    section.interGroupSpacing = 10
    let (collection, _) = makeCompositionalCollection(
      items: [8], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(collection, 0) == CGRect(x: 16, y: 20, width: 85.75, height: 50))
    #expect(itemFrame(collection, 4) == CGRect(x: 16, y: 80, width: 85.75, height: 50))
    #expect(collection.contentSize.height == 160)
  }

  @Test("CV3: a counted group shares its width among its copies, less the fixed spacing")
  func countedGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (collection, _) = makeCompositionalCollection(
      items: [4], size: CGSize(width: 320, height: 480), layout: layout)
    #expect(itemFrame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(itemFrame(collection, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
    #expect(itemFrame(collection, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
    #expect(itemFrame(collection, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test("CV3: flexible spacing shares the room left over between the items that fit")
  func flexibleSpacing() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(90), heightDimension: .absolute(40)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [item])
    group.interItemSpacing = .flexible(8)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (collection, _) = makeCompositionalCollection(
      items: [3], size: CGSize(width: 320, height: 480), layout: layout)
    #expect(itemFrame(collection, 0).minX == 0)
    #expect(itemFrame(collection, 1).minX == 115)
    #expect(itemFrame(collection, 2).minX == 230)
  }

  @Test("CV3: nested groups: a half-width item beside a vertical group of two")
  func nestedGroups() {
    let big = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [big, column])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (collection, _) = makeCompositionalCollection(items: [4], layout: layout)
    #expect(itemFrame(collection, 0) == CGRect(x: 0, y: 0, width: 187.5, height: 200))
    #expect(itemFrame(collection, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 100))
    #expect(itemFrame(collection, 2) == CGRect(x: 187.5, y: 100, width: 187.5, height: 100))
    #expect(itemFrame(collection, 3) == CGRect(x: 0, y: 200, width: 187.5, height: 200))
  }

  @Test("CV3: edge spacing moves an item inside its group before its content insets")
  func edgeSpacing() {
    let section = gridSection(
      item: .init(widthDimension: .absolute(100), heightDimension: .absolute(40)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
    ) { item in
      item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(10), top: nil, trailing: .fixed(5), bottom: nil)
    }
    let (collection, _) = makeCompositionalCollection(
      items: [3], size: CGSize(width: 320, height: 480),
      layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(collection, 0).minX == 10)
    #expect(itemFrame(collection, 1).minX == 125)
    #expect(itemFrame(collection, 2).minX == 10)
    #expect(itemFrame(collection, 2).minY == 40)
  }

  @Test("CV3: a custom group places its items where its provider says")
  func customGroup() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { environment in
      let width = environment.container.effectiveContentSize.width
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 3, height: 100)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width / 3, y: 50, width: width / 3, height: 50), zIndex: 2),
      ]
    }
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (collection, _) = makeCompositionalCollection(items: [3], layout: layout)
    #expect(itemFrame(collection, 0) == CGRect(x: 0, y: 0, width: 125, height: 100))
    #expect(itemFrame(collection, 1) == CGRect(x: 125, y: 50, width: 125, height: 50))
    #expect(itemFrame(collection, 2) == CGRect(x: 0, y: 100, width: 125, height: 100))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
  }

  @Test("CV5: the section provider gets each index and the container's effective size")
  func sectionProvider() {
    var seen: [(Int, CGSize)] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      seen.append((index, environment.container.effectiveContentSize))
      let columns = index == 0 ? 2 : 3
      return gridSection(
        item: .init(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .fractionalHeight(1)),
        group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    layout.configuration = configuration
    let (collection, _) = makeCompositionalCollection(items: [2, 3], layout: layout)
    #expect(seen.map(\.0).suffix(2) == [0, 1])
    #expect(seen.last?.1 == CGSize(width: 375, height: 600))
    #expect(itemFrame(collection, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 60))
    #expect(itemFrame(collection, 2, section: 1) == CGRect(x: 250, y: 80, width: 125, height: 60))
    #expect(collection.contentSize.height == 140)
  }

  @Test("CV1: estimated heights start at the estimate; cells' preferred heights replace them")
  func selfSizingItems() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    section.interGroupSpacing = 5
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    ObjectiveCRuntime.registerClass(
      GrowingCell.self, objectiveCName: "HeadlessUIKitTests.GrowingCell"
    ) { GrowingCell(frame: $0) }
    collection.register(GrowingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TaggingDataSource(counts: [3])
    retainedSources.append(source)
    collection.dataSource = source
    collection.layoutIfNeeded()
    #expect(itemFrame(collection, 0) == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(itemFrame(collection, 1) == CGRect(x: 0, y: 65, width: 320, height: 70))
    #expect(itemFrame(collection, 2) == CGRect(x: 0, y: 140, width: 320, height: 80))
    #expect(collection.contentSize.height == 220)
  }

  @Test("CV2: an estimated axis ignores the item's content insets")
  func estimatedAxisIgnoresInsets() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    ) { item in
      item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    let (collection, _) = makeCompositionalCollection(
      items: [1], size: CGSize(width: 320, height: 480),
      layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(collection, 0) == CGRect(x: 8, y: 0, width: 304, height: 50))
  }

  @Test("CV6: a section's inset reference: safe area by default, layout margins, none")
  func insetsReference() {
    func frame(_ reference: UIContentInsetsReference?) -> CGRect {
      let section = gridSection(
        item: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
      if let reference { section.contentInsetsReference = reference }
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
      let (collection, _) = makeCompositionalCollection(
        items: [1], size: CGSize(width: 320, height: 480),
        layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
      collection.collectionViewLayout.invalidateLayout()
      collection.layoutIfNeeded()
      return itemFrame(collection, 0)
    }
    #expect(frame(nil) == CGRect(x: 4, y: 0, width: 312, height: 40))
    #expect(frame(.layoutMargins) == CGRect(x: 34, y: 0, width: 272, height: 40))
    #expect(frame(UIContentInsetsReference.none) == CGRect(x: 4, y: 0, width: 312, height: 40))
  }
}
