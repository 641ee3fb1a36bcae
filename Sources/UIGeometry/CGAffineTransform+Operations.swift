import Foundation

extension CGAffineTransform {
  /// Whether this transform is exactly ``identity``, compared entry by entry.
  public var isIdentity: Bool {
    self == .identity
  }

  /// Returns the matrix product `self × other`.
  ///
  /// Applying the result to a point is the same as applying `self` first and `other` second:
  /// `p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2)`, up to rounding.
  ///
  /// - Parameter other: The transform applied after this one.
  /// - Returns: The combined transform.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// Returns this transform preceded by a translation.
  ///
  /// The result is `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`: the move
  /// happens in this transform's local space, before it. Only the translation entries change:
  /// `tx' = tx + a·x + c·y` and `ty' = ty + b·x + d·y`.
  ///
  /// - Parameters:
  ///   - tx: The distance to move along local x.
  ///   - ty: The distance to move along local y.
  /// - Returns: The combined transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns this transform preceded by a scale.
  ///
  /// The result is `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`, so `a` and `b`
  /// are multiplied by `sx`, `c` and `d` by `sy`, and the translation is unchanged.
  ///
  /// - Parameters:
  ///   - sx: The factor applied to local x.
  ///   - sy: The factor applied to local y.
  /// - Returns: The combined transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns this transform preceded by a rotation.
  ///
  /// The result is `CGAffineTransform(rotationAngle: angle).concatenating(self)`: the rotation
  /// acts in this transform's local space. For example, a translation by (10, 0) rotated by π/2
  /// maps (1, 0) to (10, 1).
  ///
  /// - Parameter angle: The angle in radians; positive turns +x toward +y.
  /// - Returns: The combined transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Returns the inverse transform, or `self` unchanged when the matrix is singular.
  ///
  /// For an invertible `t`, `t.concatenating(t.inverted())` is ``identity`` up to rounding.
  /// When the determinant `a·d − b·c` is zero there is no inverse, and, as Quartz does, the
  /// receiver is returned as it is.
  ///
  /// - Returns: The inverse, or `self` if no inverse exists.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant
    )
  }
}
