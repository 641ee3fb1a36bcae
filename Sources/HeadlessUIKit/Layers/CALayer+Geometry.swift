import Foundation

/// Frame derivation and coordinate conversion (spec §1.1–1.2 and §2).
///
/// A layer's geometry is its `bounds`, its `position` in the superlayer, its `anchorPoint` and
/// its affine transform `T`. One "hop" from the layer's own (bounds) space to its superlayer's
/// space maps a point `p` to `position + T · (p − bounds.origin − anchorPoint ⊙ bounds.size)`,
/// with `T` applied with its translation (spec 2.3).
extension CALayer {
  /// The layer's frame in its superlayer's coordinate space.
  ///
  /// With an identity transform this is `position − anchorPoint ⊙ size` with the bounds size.
  /// Under any other transform it is the axis-aligned bounding box of the transformed bounds
  /// (spec 1.13). Setting it with an identity transform sets `bounds.size` and `position`
  /// (spec 1.6); under a transform it follows decision 1.15: the position is chosen so that
  /// the bounding box is centred on the requested frame, and the bounds size is solved from
  /// `|a|w + |c|h = W`, `|b|w + |d|h = H` when that system has a unique non-negative solution;
  /// otherwise the size is left alone and a diagnostic is logged.
  public var frame: CGRect {
    get {
      Self.frame(
        bounds: bounds, position: position, anchor: anchorPoint, transform: storedTransform)
    }
    set { KeyValueObservingCenter.change(self, "frame") { setFrame(newValue) } }
  }

  /// The affine transform of one hop: from this layer's bounds space to its superlayer's space.
  package var transformToSuperlayer: CGAffineTransform {
    let t = storedTransform
    let ox = bounds.origin.x + anchorPoint.x * bounds.size.width
    let oy = bounds.origin.y + anchorPoint.y * bounds.size.height
    let hop = CGAffineTransform(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: position.x + t.tx - (t.a * ox + t.c * oy),
      ty: position.y + t.ty - (t.b * ox + t.d * oy)
    )
    guard let sublayerTransform = parentLayer?.sublayerAffineTransform else { return hop }
    return hop.concatenating(sublayerTransform)
  }

  /// The frame that the given geometry produces (spec 1.4 and 1.13).
  package static func frame(
    bounds: CGRect, position: CGPoint, anchor: CGPoint, transform t: CGAffineTransform
  ) -> CGRect {
    let size = bounds.size
    if t.isIdentity {
      return CGRect(
        x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
        width: size.width, height: size.height)
    }
    // Corners relative to the anchor point, transformed, then placed at the position.
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
      let x = size.width * (u - anchor.x)
      let y = size.height * (v - anchor.y)
      let px = t.a * x + t.c * y + t.tx
      let py = t.b * x + t.d * y + t.ty
      minX = min(minX, px)
      minY = min(minY, py)
      maxX = max(maxX, px)
      maxY = max(maxY, py)
    }
    return CGRect(
      x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
  }

  private func setFrame(_ frame: CGRect) {
    let requested = frame.standardized
    Self.validate(position: requested.origin)
    Self.validate(bounds: CGRect(origin: .zero, size: requested.size))
    let t = storedTransform
    if t.isIdentity {
      bounds.size = requested.size
      position = CGPoint(
        x: requested.origin.x + anchorPoint.x * requested.size.width,
        y: requested.origin.y + anchorPoint.y * requested.size.height)
      return
    }
    // Decision 1.15: solve |a|w + |c|h = W and |b|w + |d|h = H for the untransformed size.
    let (aa, bb, cc, dd) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = aa * dd - cc * bb
    var size = bounds.size
    if determinant != 0 {
      let w = (requested.width * dd - cc * requested.height) / determinant
      let h = (aa * requested.height - bb * requested.width) / determinant
      if w >= 0, h >= 0 {
        size = CGSize(width: w, height: h)
      } else {
        Diagnostics.log(
          "Setting frame \(GeometryFormat.rect(requested)) under transform "
            + "\(GeometryFormat.transform(t)) needs a negative bounds size; bounds.size kept.")
      }
    } else {
      Diagnostics.log(
        "Setting frame \(GeometryFormat.rect(requested)) under transform "
          + "\(GeometryFormat.transform(t)) cannot determine a unique bounds size; "
          + "bounds.size kept, only the position changes (decision 1.15).")
    }
    bounds.size = size
    // The bounding box midpoint sits at position + T·((0.5 − anchor) ⊙ size) + t.
    let mx = (0.5 - anchorPoint.x) * size.width
    let my = (0.5 - anchorPoint.y) * size.height
    position = CGPoint(
      x: requested.midX - (t.a * mx + t.c * my + t.tx),
      y: requested.midY - (t.b * mx + t.d * my + t.ty))
  }

  /// Converts a point from this layer's coordinate space to another layer's.
  ///
  /// - Parameters:
  ///   - point: A point in this layer's bounds space.
  ///   - layer: The target layer, or `nil` for the root layer of this layer's tree.
  /// - Returns: The point in `layer`'s bounds space.
  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    point.applying(conversion(to: layer))
  }

  /// Converts a point from another layer's coordinate space to this layer's.
  ///
  /// - Parameters:
  ///   - point: A point in `layer`'s bounds space.
  ///   - layer: The source layer, or `nil` for the root layer of this layer's tree.
  /// - Returns: The point in this layer's bounds space.
  public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    point.applying(conversion(from: layer))
  }

  /// Converts a rectangle from this layer's coordinate space to another layer's; the result is
  /// the bounding box of the converted corners.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this layer's bounds space.
  ///   - layer: The target layer, or `nil` for the root layer of this layer's tree.
  /// - Returns: The bounding box of the rectangle in `layer`'s bounds space.
  public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    rect.applying(conversion(to: layer))
  }

  /// Converts a rectangle from another layer's coordinate space to this layer's; the result is
  /// the bounding box of the converted corners.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `layer`'s bounds space.
  ///   - layer: The source layer, or `nil` for the root layer of this layer's tree.
  /// - Returns: The bounding box of the rectangle in this layer's bounds space.
  public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    rect.applying(conversion(from: layer))
  }

  /// Whether the point (in the layer's bounds space) lies inside the bounds (half-open).
  ///
  /// - Parameter point: A point in the layer's bounds space.
  /// - Returns: `bounds.contains(point)`.
  public func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }
}
