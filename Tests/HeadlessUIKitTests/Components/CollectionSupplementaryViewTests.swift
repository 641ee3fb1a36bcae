import Foundation
import HeadlessUIKit
import Testing

private func stderrText(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A header view class that counts reuses.
final class CountingSupplementaryView: UICollectionReusableView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source with headers and footers for every section.
@MainActor
final class SectionedDataSource: NSObject, UICollectionViewDataSource {
  var asked: [String] = []

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    asked.append(
      "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
    )
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind,
      withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader
        ? "header" : "footer", for: indexPath)
  }
}

/// Flow layout headers and footers shown as supplementary views (decision CL2).
@MainActor
@Suite struct CollectionSupplementaryViewTests {
  func makeSectioned(height: CGFloat = 400) -> (UICollectionView, SectionedDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    ObjectiveCRuntime.registerClass(
      CountingSupplementaryView.self,
      objectiveCName: "HeadlessUIKitTests.CountingSupplementaryView"
    ) { CountingSupplementaryView(frame: $0) }
    collection.register(
      CountingSupplementaryView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collection.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
    let source = SectionedDataSource()
    retainedSources.append(source)
    collection.dataSource = source
    collection.layoutIfNeeded()
    return (collection, source)
  }

  @Test("each section's header and footer view sits at the flow layout's frames")
  func headersAndFooters() throws {
    let (collection, source) = makeSectioned()
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    let first = try #require(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(first is CountingSupplementaryView)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(
      collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 90, width: 375, height: 30))
    #expect(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?
        .frame == CGRect(x: 0, y: 120, width: 375, height: 40))
    #expect(
      collection.layoutAttributesForSupplementaryElement(
        ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 210, width: 375, height: 30))
    #expect(collection.visibleSupplementaryViews(ofKind: header).count == 2)
    #expect(
      collection.indexPathsForVisibleSupplementaryElements(ofKind: footer)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(source.asked.sorted() == ["footer 0", "footer 1", "header 0", "header 1"])
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 160)
  }

  @Test("supplementary views that scroll out are reused")
  func reuse() throws {
    let (collection, _) = makeSectioned(height: 100)
    let header = UICollectionView.elementKindSectionHeader
    let first = try #require(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        as? CountingSupplementaryView)
    collection.contentOffset = CGPoint(x: 0, y: 110)
    collection.layoutIfNeeded()
    #expect(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        == nil)
    let second = try #require(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        as? CountingSupplementaryView)
    #expect(second === first)
    #expect(second.reuses == 1)
    #expect(second.frame == CGRect(x: 0, y: 120, width: 375, height: 40))
  }

  @Test("a data source without supplementary views shows none")
  func noSupplementaryViews() {
    let source = ItemsDataSource(items: [3])
    let collection = makeCollection(source, size: CGSize(width: 375, height: 400)) {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
    }
    #expect(
      collection.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(
      collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        .isEmpty)
    #expect(collection.subviews.allSatisfy { $0 is UICollectionViewCell })
    #expect(collection.visibleCells.first?.frame.minY == 40)
  }

  @Test("dequeuing an unregistered supplementary view stops with UIKit's exception")
  func unregistered() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collection = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 320, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        _ = collection.dequeueReusableSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
          for: IndexPath(item: 0, section: 0))
      }
    }
    #expect(
      stderrText(result).contains(
        "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier "
          + "Header - must register a nib or a class for the identifier"))
  }
}
