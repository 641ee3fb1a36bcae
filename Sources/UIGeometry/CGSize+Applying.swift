import Foundation

extension CGSize {
  /// Returns this size, read as a vector, mapped through the linear part of an affine transform.
  ///
  /// The result is `(a·w + c·h, b·w + d·h)`. Translation never changes a size, and no absolute
  /// value is taken: a flip such as `scaleX: -1` gives a negative width (spec D3).
  ///
  /// - Parameter t: The transform whose `a`, `b`, `c` and `d` entries are applied.
  /// - Returns: The transformed size, possibly with negative components.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
