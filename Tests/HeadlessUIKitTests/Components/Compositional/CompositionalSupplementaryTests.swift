import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A data source that also provides headers and footers.
@MainActor
final class SupplementaryDataSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
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
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }
}

/// A decoration view class for section backgrounds.
final class BackgroundDecorationView: UICollectionReusableView {}

/// Headers, footers, decorations and orthogonal sections (decisions CV4, CV5).
@MainActor
@Suite struct CompositionalSupplementaryTests {
  /// A section of full-width 50-point rows.
  private func rows() -> NSCollectionLayoutSection {
    gridSection(
      item: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
  }

  /// A boundary item of a kind, alignment and height.
  private func boundary(_ kind: String, _ alignment: NSRectAlignment, height: CGFloat)
    -> NSCollectionLayoutBoundarySupplementaryItem
  {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      elementKind: kind, alignment: alignment)
  }

  /// Makes a collection view with headers and footers from a data source.
  private func collection(
    _ layout: UICollectionViewCompositionalLayout, counts: [Int]
  ) -> UICollectionView {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    let source = SupplementaryDataSource(counts: counts)
    retainedSources.append(source)
    collection.dataSource = source
    collection.layoutIfNeeded()
    return collection
  }

  @Test("CV4: a header sits above the section's insets and a footer below, inset at the sides")
  func headerAndFooter() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    section.boundarySupplementaryItems = [
      boundary(UICollectionView.elementKindSectionHeader, .top, height: 40),
      boundary(UICollectionView.elementKindSectionFooter, .bottom, height: 30),
    ]
    let view = collection(UICollectionViewCompositionalLayout(section: section), counts: [2, 1])
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 16, y: 0, width: 343, height: 40))
    #expect(itemFrame(view, 0) == CGRect(x: 16, y: 50, width: 343, height: 50))
    let footer = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 16, y: 160, width: 343, height: 30))
    #expect(itemFrame(view, 0, section: 1).minY == 240)
    #expect(view.contentSize.height == 330)
    let shown = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(shown?.frame == CGRect(x: 16, y: 190, width: 343, height: 40))
  }

  @Test("CV4: without supplementariesFollowContentInsets a header spans the section's width")
  func headerIgnoringInsets() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems = [
      boundary(UICollectionView.elementKindSectionHeader, .top, height: 40)
    ]
    let view = collection(UICollectionViewCompositionalLayout(section: section), counts: [1])
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
  }

  @Test("CV4: the layout's own header comes before the first section")
  func layoutHeader() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [boundary("banner", .top, height: 100)]
    let layout = UICollectionViewCompositionalLayout(section: rows(), configuration: configuration)
    let (view, _) = makeCompositionalCollection(items: [1], layout: layout)
    #expect(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(itemFrame(view, 0).minY == 100)
  }

  @Test("CV4: a pinned header stays at the top of the visible bounds within its section")
  func pinnedHeader() {
    let section = rows()
    let header = boundary(UICollectionView.elementKindSectionHeader, .top, height: 40)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let view = collection(UICollectionViewCompositionalLayout(section: section), counts: [20])
    let path = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionHeader
    #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame.minY == 0)
    view.contentOffset = CGPoint(x: 0, y: 300)
    #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame.minY == 300)
    view.contentOffset = CGPoint(x: 0, y: 1000)
    // The section ends at 1040: the header stops at its bottom.
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame.minY == 1000)
  }

  @Test("CV4: a background decoration covers its section less its insets, behind the cells")
  func backgroundDecoration() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    ObjectiveCRuntime.registerClass(
      BackgroundDecorationView.self, objectiveCName: "HeadlessUIKitTests.BackgroundDecorationView"
    ) { BackgroundDecorationView(frame: $0) }
    layout.register(BackgroundDecorationView.self, forDecorationViewOfKind: "background")
    let (view, _) = makeCompositionalCollection(items: [2], layout: layout)
    let attributes = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(attributes?.frame == CGRect(x: 5, y: 5, width: 365, height: 110))
    let decoration = view.subviews.first { $0 is BackgroundDecorationView }
    #expect(decoration?.frame == CGRect(x: 5, y: 5, width: 365, height: 110))
    let cellIndex = view.subviews.firstIndex { $0 is UICollectionViewCell } ?? -1
    #expect((view.subviews.firstIndex { $0 is BackgroundDecorationView } ?? 99) < cellIndex)
  }

  @Test("CV5: an orthogonal section lays its groups out in one row, as tall as a group")
  func orthogonalSection() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
      subitems: [item])
    let carousel = NSCollectionLayoutSection(group: group)
    carousel.orthogonalScrollingBehavior = .groupPaging
    carousel.interGroupSpacing = 10
    carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 0 ? carousel : self.rows()
    }
    let (view, _) = makeCompositionalCollection(items: [4, 1], layout: layout)
    #expect(
      isClose(itemFrame(view, 0), CGRect(x: 16, y: 0, width: 274.4, height: 120), tolerance: 1e-9))
    #expect(isClose(itemFrame(view, 1), CGRect(x: 300.4, y: 0, width: 274.4, height: 120)))
    #expect(isClose(itemFrame(view, 3).minX, 16 + 3 * 284.4, tolerance: 1e-6))
    #expect(itemFrame(view, 0, section: 1) == CGRect(x: 0, y: 120, width: 375, height: 50))
    #expect(view.contentSize == CGSize(width: 375, height: 170))
  }

  @Test("CV5: group paging centred starts the row with its first group centred")
  func groupPagingCentered() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let (view, _) = makeCompositionalCollection(
      items: [3], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrame(view, 0) == CGRect(x: 37.5, y: 0, width: 300, height: 100))
    #expect(itemFrame(view, 1) == CGRect(x: 347.5, y: 0, width: 300, height: 100))
  }

  @Test("CV5: a horizontal layout stacks its sections side by side")
  func horizontalLayout() {
    let section = gridSection(
      item: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
      group: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let nested = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: .init(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      ])
    let columns = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: nested), configuration: configuration)
    _ = layout
    let (view, _) = makeCompositionalCollection(
      items: [3, 1], size: CGSize(width: 320, height: 200), layout: columns)
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(itemFrame(view, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(itemFrame(view, 2) == CGRect(x: 100, y: 0, width: 100, height: 100))
    #expect(itemFrame(view, 0, section: 1) == CGRect(x: 210, y: 0, width: 100, height: 100))
    #expect(view.contentSize == CGSize(width: 310, height: 200))
  }

  @Test("CV4: a badge anchored to an item's top trailing corner, offset by half its size")
  func itemBadge() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    _ = makeCompositionalCollection(items: [1], layout: layout)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 90, y: -10, width: 20, height: 20))
  }
}
