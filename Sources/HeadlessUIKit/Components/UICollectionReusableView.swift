import Foundation

/// A view a collection view places from its layout's attributes and reuses: the base class of
/// cells and of supplementary views such as headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The reuse identifier; set by registration or by the loader.
  package var storedReuseIdentifier: String?

  /// The identifier the collection view reuses the view under.
  open var reuseIdentifier: String? {
    storedReuseIdentifier
  }

  /// Called before the collection view hands the view out again from its reuse queue; does
  /// nothing by default.
  open func prepareForReuse() {}

  /// Applies layout attributes: the frame, hiding and z-index are applied by the collection view
  /// before this call, which does nothing by default.
  ///
  /// - Parameter layoutAttributes: The attributes.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
