import Foundation

/// The layer tree.
///
/// Sublayers are ordered back to front. A layer has at most one superlayer: adding it elsewhere
/// removes it from its current superlayer first.
extension CALayer {
  /// The layer's sublayers, back to front, or `nil` when it has none.
  public var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.parentLayer = nil }
      sublayerStorage = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Appends a layer to the sublayers, in front of all others.
  ///
  /// - Parameter layer: The layer to add; it is removed from its current superlayer first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count))
  }

  /// Inserts a layer into the sublayers at an index (clamped to the end).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert; it is removed from its current superlayer first.
  ///   - index: The position in the sublayers after removal.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    precondition(layer !== self, "CALayer: cannot add a layer as its own sublayer")
    layer.detachFromSuperlayer()
    let position = min(Int(index), sublayerStorage.count)
    sublayerStorage.insert(layer, at: position)
    layer.parentLayer = self
  }

  /// Inserts a layer directly below a sibling (or at the back if `sibling` is not a sublayer).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: An existing sublayer, or `nil`.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.detachFromSuperlayer()
    let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts a layer directly above a sibling (or at the front if `sibling` is not a sublayer).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: An existing sublayer, or `nil`.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.detachFromSuperlayer()
    let index =
      sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? sublayerStorage.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces a sublayer with another layer at the same position.
  ///
  /// - Parameters:
  ///   - oldLayer: An existing sublayer; if it is not one, nothing happens.
  ///   - newLayer: The replacement.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.detachFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  public func removeFromSuperlayer() {
    detachFromSuperlayer()
  }

  /// Removes the layer from its superlayer's sublayers without any other effect.
  func detachFromSuperlayer() {
    guard let parent = parentLayer else { return }
    parent.sublayerStorage.removeAll { $0 === self }
    parentLayer = nil
  }

  /// Whether this layer is `layer` or lies below it in the tree.
  package func isDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.parentLayer
    }
    return false
  }
}
