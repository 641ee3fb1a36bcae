import Foundation
import HeadlessUIKit
import Testing

/// A cell whose content view holds one box of a set size, 10 points in from every edge.
final class BoxCell: UICollectionViewCell {
  let box = UIView()
  var boxWidth: NSLayoutConstraint?
  var boxHeight: NSLayoutConstraint?

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let height = box.heightAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      width, height,
    ])
    boxWidth = width
    boxHeight = height
  }
}

/// Items whose boxes are 280 wide and 30, 40, 50… tall.
@MainActor
final class BoxDataSource: NSObject, UICollectionViewDataSource {
  var count = 3

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
    if let box = cell as? BoxCell {
      box.boxWidth?.constant = 280
      box.boxHeight?.constant = 30 + 10 * CGFloat(indexPath.item)
    }
    return cell
  }
}

/// Attributes with one more property, copied by their own `copy(with:)`.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
  var tag = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? TaggedAttributes)?.tag = tag
    return copy
  }
}

/// Self-sizing collection view cells and the layout attributes they return (decision CL5).
@MainActor
@Suite struct CollectionSelfSizingTests {
  func makeBoxes(_ configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
    ObjectiveCRuntime.registerClass(BoxCell.self, objectiveCName: "HeadlessUIKitTests.BoxCell") {
      BoxCell(frame: $0)
    }
    collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    let source = BoxDataSource()
    retainedSources.append(source)
    collection.dataSource = source
    collection.layoutIfNeeded()
    return collection
  }

  @Test("with an estimated item size each item takes its cell's fitting size")
  func estimatedItemSize() {
    let collection = makeBoxes { $0.estimatedItemSize = CGSize(width: 300, height: 44) }
    let frames = (0..<3).map {
      collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 37.5, y: 0, width: 300, height: 50),
        CGRect(x: 37.5, y: 60, width: 300, height: 60),
        CGRect(x: 37.5, y: 130, width: 300, height: 70),
      ])
    #expect(collection.contentSize == CGSize(width: 375, height: 200))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size
        == CGSize(width: 300, height: 70))
  }

  @Test("automaticSize sizes the items as an estimate does")
  func automaticSize() {
    let collection = makeBoxes {
      $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
    #expect(
      collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 37.5, y: 60, width: 300, height: 60))
  }

  @Test("without an estimate the cells keep the layout's item size")
  func noEstimate() {
    let collection = makeBoxes { $0.itemSize = CGSize(width: 50, height: 50) }
    #expect(
      collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 50, height: 50))
    let cell = BoxCell(frame: .zero)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    #expect(preferred === attributes)
    #expect(preferred.size == CGSize(width: 50, height: 50))
  }

  @Test("a reload measures the cells again")
  func reloadMeasuresAgain() {
    let collection = makeBoxes { $0.estimatedItemSize = CGSize(width: 300, height: 44) }
    (collection.dataSource as? BoxDataSource)?.count = 1
    collection.reloadData()
    collection.layoutIfNeeded()
    #expect(collection.contentSize == CGSize(width: 375, height: 50))
    #expect(collection.visibleCells.count == 1)
  }

  @Test("layout attributes copy into a new instance of the same class")
  func attributesCopy() throws {
    // The maker the UIKitSourcesPlugin generates: copies are made with init() (decision MK1).
    ObjectiveCRuntime.registerClass(TaggedAttributes.self, objectiveCName: "Tests.Tagged") {
      TaggedAttributes()
    }
    let attributes = TaggedAttributes(forCellWith: IndexPath(item: 4, section: 2))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    attributes.zIndex = 3
    attributes.alpha = 0.5
    attributes.tag = 7
    let copy = try #require(attributes.copy() as? TaggedAttributes)
    #expect(copy !== attributes)
    #expect(copy.tag == 7)
    #expect(copy.frame == attributes.frame && copy.indexPath == attributes.indexPath)
    #expect(copy.zIndex == 3 && copy.alpha == 0.5)
    #expect(copy.isEqual(attributes))
    copy.frame.size.height = 80
    #expect(attributes.frame.height == 40)
    #expect(!copy.isEqual(attributes))
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 1))
    let headerCopy = try #require(header.copy() as? UICollectionViewLayoutAttributes)
    #expect(headerCopy.representedElementCategory == .supplementaryView)
    #expect(headerCopy.representedElementKind == UICollectionView.elementKindSectionHeader)
  }

  @Test("a flow layout invalidates for a self-sizing item whose preferred size differs")
  func invalidationForPreferredAttributes() throws {
    let layout = UICollectionViewFlowLayout()
    let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    original.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    let preferred = try #require(original.copy() as? UICollectionViewLayoutAttributes)
    preferred.frame.size = CGSize(width: 100, height: 54)
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    layout.estimatedItemSize = CGSize(width: 100, height: 44)
    #expect(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    let context = try #require(
      layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        as? UICollectionViewFlowLayoutInvalidationContext)
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 10))
    #expect(!context.invalidateEverything)
    #expect(!context.invalidateFlowLayoutDelegateMetrics)
    #expect(
      !UICollectionViewLayout().shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }
}
