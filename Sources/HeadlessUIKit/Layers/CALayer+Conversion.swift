import Foundation

/// The transforms behind coordinate conversion.
extension CALayer {
  /// The root of this layer's tree: the top-most superlayer (the layer itself if it has none).
  package var rootLayer: CALayer {
    var layer = self
    while let parent = layer.parentLayer { layer = parent }
    return layer
  }

  /// The product of all hops from this layer's bounds space to its root layer's bounds space, with
  /// the root it ends at.
  ///
  /// The root's own hop (to whatever lies above it) is not included.
  package func transformToRoot() -> (transform: CGAffineTransform, root: CALayer) {
    var transform = CGAffineTransform.identity
    var layer = self
    while let parent = layer.parentLayer {
      transform = transform.concatenating(layer.transformToSuperlayer)
      layer = parent
    }
    return (transform, layer)
  }

  /// The transform from this layer's bounds space to `layer`'s (`nil`: the root's).
  ///
  /// Layers in different trees have no common space: the identity is returned and a diagnostic
  /// is logged (decision 2.5 (d)).
  func conversion(to layer: CALayer?) -> CGAffineTransform {
    let (mine, myRoot) = transformToRoot()
    guard let layer else { return mine }
    let (theirs, theirRoot) = layer.transformToRoot()
    guard myRoot === theirRoot else {
      Diagnostics.log(
        "Cannot convert between layers in different trees (\(self) and \(layer)); "
          + "the value is returned unchanged.")
      return .identity
    }
    return mine.concatenating(theirs.inverted())
  }

  /// The transform from `layer`'s bounds space (`nil`: the root's) to this layer's.
  func conversion(from layer: CALayer?) -> CGAffineTransform {
    guard let layer else { return transformToRoot().transform.inverted() }
    return layer.conversion(to: self)
  }
}
