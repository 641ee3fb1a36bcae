import Foundation

extension CGRect {
  /// Returns the smallest axis-aligned rectangle that contains this rectangle's four corners
  /// after they are mapped through an affine transform.
  ///
  /// The result is always standardized. When the transform only scales and translates
  /// (`b == 0` and `c == 0`) the result is exactly the transformed rectangle, computed from the
  /// transformed origin and scaled size, so no rounding is introduced by the corner arithmetic.
  /// A null rectangle stays null (spec 1.26).
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The bounding box of the transformed rectangle, or `CGRect.null`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return .null }
    if t.b == 0 && t.c == 0 {
      let moved = CGRect(
        x: t.a * origin.x + t.tx,
        y: t.d * origin.y + t.ty,
        width: t.a * size.width,
        height: t.d * size.height
      )
      return moved.standardized
    }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min() ?? 0
    let top = ys.min() ?? 0
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}
