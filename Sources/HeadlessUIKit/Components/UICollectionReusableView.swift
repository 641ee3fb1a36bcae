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

  /// The attributes the view prefers, given those the layout computed (decision CL5).
  ///
  /// When the layout asks for self-sizing (a flow layout with an estimated item size, or a
  /// compositional layout's estimated dimension), the default sets the attributes' size to
  /// the view's `systemLayoutSizeFitting` of the attributes' size: the fitting-size priority
  /// on both axes for a flow layout; for a compositional layout on the estimated axes only,
  /// the others required (decision CV1). Otherwise it returns them unchanged. The collection
  /// view passes a copy of the layout's attributes.
  ///
  /// - Parameter layoutAttributes: A copy of the layout's attributes.
  /// - Returns: The preferred attributes.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard layoutAttributes.isSelfSizing else { return layoutAttributes }
    let (horizontal, vertical) = layoutAttributes.selfSizingPriorities
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: horizontal,
      verticalFittingPriority: vertical)
    layoutAttributes.frame.size = fitted
    return layoutAttributes
  }
}
