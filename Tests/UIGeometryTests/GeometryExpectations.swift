import UIGeometry

/// The four stored fields of a rectangle, for comparisons that must not go through
/// Foundation's `==` (which standardizes both sides first).
func fields(_ rect: CGRect) -> [CGFloat] {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
}

/// The six entries of a transform in `[a b c d tx ty]` order.
func entries(_ t: CGAffineTransform) -> [CGFloat] {
  [t.a, t.b, t.c, t.d, t.tx, t.ty]
}

/// Whether two numbers agree to within `tolerance`, scaled by their magnitude above 1.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}

/// Whether two points agree coordinate by coordinate, see `isClose(_:_:tolerance:)`.
func isClose(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

/// Whether two rectangles agree field by field (no standardization).
func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  zip(fields(lhs), fields(rhs)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether two transforms agree entry by entry.
func isClose(
  _ lhs: CGAffineTransform, _ rhs: CGAffineTransform, tolerance: CGFloat = 1e-9
) -> Bool {
  zip(entries(lhs), entries(rhs)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}
