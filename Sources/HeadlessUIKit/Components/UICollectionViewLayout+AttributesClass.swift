import Foundation

extension UICollectionViewLayout {
  /// New attributes of ``layoutAttributesClass`` for a cell, as UIKit's flow layout makes them
  /// (`+layoutAttributesForCellWithIndexPath:` sent to the class).
  func makeLayoutAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = ObjectiveCRuntime.makeLayoutAttributes(Self.layoutAttributesClass)
    attributes.indexPath = indexPath
    return attributes
  }

  /// New attributes of ``layoutAttributesClass`` for a supplementary view.
  func makeLayoutAttributes(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let attributes = ObjectiveCRuntime.makeLayoutAttributes(Self.layoutAttributesClass)
    attributes.indexPath = indexPath
    attributes.representedElementCategory = .supplementaryView
    attributes.representedElementKind = elementKind
    return attributes
  }
}
