import Foundation

/// The methods a collection view asks its data source for its sections, items and cells.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in a section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The number of items.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell of an item, usually dequeued with `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: The configured cell.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The number of sections; 1 by default.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The view of a supplementary element, such as a flow layout's section header, usually
  /// dequeued with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The configured view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// Returns 1.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Provides no view: the collection view shows nothing for the element (decision CL2).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The element's index path.
  /// - Returns: A placeholder the collection view does not show.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UnprovidedSupplementaryView(frame: .zero)
  }
}

/// The methods a flow layout asks the collection view's delegate for sizes and spacings of each
/// section; the defaults return the layout's own properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - indexPath: The item.
  /// - Returns: The size; the layout's `itemSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The inset of a section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The inset; the layout's `sectionInset` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// The smallest space between a section's lines.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing; the layout's `minimumLineSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The smallest space between the items of a section's lines.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing; the layout's `minimumInteritemSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The size of a section's header.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size; the layout's `headerReferenceSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// The size of a section's footer.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size; the layout's `footerReferenceSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Returns the flow layout's `itemSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - indexPath: The item.
  /// - Returns: The layout's item size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// Returns the flow layout's `sectionInset`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The layout's section inset.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// Returns the flow layout's `minimumLineSpacing`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The layout's line spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// Returns the flow layout's `minimumInteritemSpacing`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The layout's interitem spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// Returns the flow layout's `headerReferenceSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The layout's header size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// Returns the flow layout's `footerReferenceSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The layout's footer size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
