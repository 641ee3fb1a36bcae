import HeadlessUIKit

/// Whether two numbers agree within an absolute tolerance.
public func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree within an absolute tolerance on each axis.
public func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two rectangles agree within an absolute tolerance on each component.
public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.origin, b.origin, tolerance: tolerance)
    && isClose(a.size.width, b.size.width, tolerance: tolerance)
    && isClose(a.size.height, b.size.height, tolerance: tolerance)
}

/// Whether two inset values agree within an absolute tolerance on each edge (frames go through
/// `center`, so values such as 161/3 come back a few ulps off).
public func isClose(_ a: UIEdgeInsets, _ b: UIEdgeInsets, tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.top, b.top, tolerance: tolerance) && isClose(a.left, b.left, tolerance: tolerance)
    && isClose(a.bottom, b.bottom, tolerance: tolerance)
    && isClose(a.right, b.right, tolerance: tolerance)
}
