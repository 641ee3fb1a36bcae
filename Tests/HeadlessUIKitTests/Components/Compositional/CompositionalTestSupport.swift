import HeadlessUIKit
import Testing

/// Makes a collection view with a compositional layout, registered plain cells and a data
/// source with the given item counts, laid out.
@MainActor
func makeCompositionalCollection(
  items: [Int], size: CGSize = CGSize(width: 375, height: 600),
  cellClass: AnyClass = UICollectionViewCell.self,
  layout: UICollectionViewCompositionalLayout
) -> (UICollectionView, ItemsDataSource) {
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  // (the test cell classes, registered with UIKit's initializer as the plugin would)
  ObjectiveCRuntime.registerClass(
    GrowingCell.self, objectiveCName: "HeadlessUIKitTests.GrowingCell"
  ) { GrowingCell(frame: $0) }
  collection.register(cellClass, forCellWithReuseIdentifier: "cell")
  let source = ItemsDataSource(items: items)
  retainedSources.append(source)
  collection.dataSource = source
  collection.layoutIfNeeded()
  return (collection, source)
}

/// A section of one group repeating one item.
@MainActor
func gridSection(
  item itemSize: NSCollectionLayoutSize, group groupSize: NSCollectionLayoutSize,
  configure: (NSCollectionLayoutItem) -> Void = { _ in }
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(layoutSize: itemSize)
  configure(item)
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// The frame of an item's attributes, or `.null`.
@MainActor
func itemFrame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect {
  collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
}

/// A cell whose fitting height is 60 points plus 10 per item, at the width it is given.
final class GrowingCell: UICollectionViewCell {
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let width =
      horizontalFittingPriority == .required ? targetSize.width : CGFloat(tag == 0 ? 80 : 120)
    return CGSize(width: width, height: 60 + CGFloat(tag) * 10)
  }
}

/// A data source whose cells are tagged with their item number.
@MainActor
final class TaggingDataSource: NSObject, UICollectionViewDataSource {
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
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.tag = indexPath.item
    return cell
  }
}
