import Foundation

/// The size of what a compositional layout lays out in, and its insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size before the insets.
  var contentSize: CGSize { get }
  /// The size after the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect, those of the reference included.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group is told about where the layout is.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container: the collection view's size and the insets of the section's reference.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// An item of a section as its visible-items handler sees it; changes to it change the item's
/// attributes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// The item's opacity.
  var alpha: CGFloat { get set }
  /// The item's stacking order.
  var zIndex: Int { get set }
  /// Whether the item is hidden.
  var isHidden: Bool { get set }
  /// The item's centre.
  var center: CGPoint { get set }
  /// The item's frame.
  var frame: CGRect { get }
  /// The item's bounds.
  var bounds: CGRect { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// The kind of element.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The supplementary or decoration kind, or `nil` for a cell.
  var representedElementKind: String? { get }
}

/// The container the layout builds for each section.
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}

/// The environment the layout passes to section providers and custom groups.
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  /// The collection view laid out, for the list sections' margins.
  weak var collectionView: UICollectionView?

  init(
    container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection,
    collectionView: UICollectionView? = nil
  ) {
    self.container = container
    self.traitCollection = traitCollection
    self.collectionView = collectionView
  }
}

/// A visible item handed to a section's visible-items handler, wrapping the item's attributes.
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { attributes.bounds }
  var indexPath: IndexPath { attributes.indexPath }
  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }
  var representedElementKind: String? { attributes.representedElementKind }
}
