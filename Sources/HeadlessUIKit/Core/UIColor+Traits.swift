import Foundation

extension UIColor {
  /// The colour as it appears in a trait collection: a dynamic colour gives the variant for the
  /// collection's interface style, contrast and level; a fixed colour returns itself.
  ///
  /// - Parameter traitCollection: The traits to resolve against.
  /// - Returns: A fixed colour.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    resolved(in: traitCollection.colorAppearance)
  }
}
