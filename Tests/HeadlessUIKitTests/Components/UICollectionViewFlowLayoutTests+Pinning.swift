import HeadlessUIKit
import Testing

/// A layout that counts the bounds changes it is asked about and always asks for a new layout.
@MainActor
private final class BoundsWatchingLayout: UICollectionViewFlowLayout {
  var asked: [CGRect] = []
  var contexts = 0

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    asked.append(newBounds)
    return true
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    contexts += 1
    return super.invalidationContext(forBoundsChange: newBounds)
  }
}

/// Headers and footers pinned to the visible bounds, and bounds changes asked of the layout.
@MainActor
@Suite struct UICollectionViewFlowLayoutPinningTests {
  private func pinnedCollection(headers: Bool, footers: Bool) -> UICollectionView {
    let collection = makeCollection(
      ItemsDataSource(items: [6, 6]), size: CGSize(width: 100, height: 200)
    ) { layout in
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumLineSpacing = 0
      layout.headerReferenceSize = CGSize(width: 100, height: 20)
      layout.footerReferenceSize = CGSize(width: 100, height: 10)
      layout.sectionHeadersPinToVisibleBounds = headers
      layout.sectionFootersPinToVisibleBounds = footers
    }
    collection.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    return collection
  }

  private func header(_ collection: UICollectionView, _ section: Int) -> CGRect? {
    collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))?.frame
  }

  @Test("Pinning is off by default and headers scroll with their section")
  func defaultsScroll() {
    let collection = pinnedCollection(headers: false, footers: false)
    let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout
    #expect(layout?.sectionHeadersPinToVisibleBounds == false)
    #expect(layout?.sectionFootersPinToVisibleBounds == false)
    collection.contentOffset = CGPoint(x: 0, y: 100)
    #expect(header(collection, 0)?.minY == 0)
  }

  @Test("A pinned header stays at the top while its section shows, then the next pushes it out")
  func pinnedHeader() {
    let collection = pinnedCollection(headers: true, footers: false)
    // Section 0: header 0–20, items 20–320, footer 320–330; section 1 starts at 330.
    collection.contentOffset = CGPoint(x: 0, y: 100)
    #expect(header(collection, 0)?.minY == 100)
    #expect(header(collection, 1)?.minY == 330)
    collection.contentOffset = CGPoint(x: 0, y: 320)
    #expect(header(collection, 0)?.minY == 310)
    collection.contentOffset = CGPoint(x: 0, y: 400)
    #expect(header(collection, 0)?.minY == 310)
    #expect(header(collection, 1)?.minY == 400)
    let visible =
      collection.collectionViewLayout.layoutAttributesForElements(
        in: collection.bounds) ?? []
    let headers = visible.filter {
      $0.representedElementKind == UICollectionView.elementKindSectionHeader
    }
    #expect(headers.map(\.indexPath.section) == [1])
    #expect(headers.first?.zIndex == 1024)
  }

  @Test("A pinned footer stays at the bottom of the visible area")
  func pinnedFooter() {
    let collection = pinnedCollection(headers: false, footers: true)
    let footer = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame.minY == 190)
  }

  @Test("The collection view asks its layout about every bounds change, scrolls included")
  func boundsChangesAreAsked() {
    let layout = BoundsWatchingLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collection.contentOffset = CGPoint(x: 0, y: 30)
    #expect(layout.asked.last == CGRect(x: 0, y: 30, width: 100, height: 100))
    #expect(layout.contexts == 1)
    collection.contentOffset = CGPoint(x: 0, y: 30)
    #expect(layout.asked.count == 1)
    #expect(UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: .zero) == false)
  }
}
