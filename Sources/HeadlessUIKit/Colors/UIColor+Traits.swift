import Foundation

extension UIColor {
  /// The colour as it appears in a trait collection: a dynamic colour gives the variant for the
  /// collection's interface style, contrast and level; a fixed colour returns itself.
  ///
  /// - Parameter traitCollection: The traits to resolve against.
  /// - Returns: A fixed colour.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .provider(let provider):
      // The app's closure sees the whole collection (size classes, idiom...), not only the
      // appearance; what it returns may itself be dynamic.
      return provider.color(for: traitCollection).resolvedColor(with: traitCollection)
    case .alphaModified(let base, let alpha):
      return base.resolvedColor(with: traitCollection).withAlphaComponent(alpha)
    default:
      return resolved(in: traitCollection.colorAppearance)
    }
  }
}
