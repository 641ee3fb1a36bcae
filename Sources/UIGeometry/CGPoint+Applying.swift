import Foundation

extension CGPoint {
  /// Returns this point mapped through an affine transform.
  ///
  /// The result is `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The transformed point.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
