import Foundation

/// Measurements on path elements: curve extremes, flattening, winding numbers.
package enum PathGeometry {
  /// Line segments per curve when a curve is flattened.
  static let segmentsPerCurve = 32

  /// The points where a quadratic curve reaches an extreme in x or y, strictly inside it.
  static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
    var points: [CGPoint] = []
    for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
      let denominator = a - 2 * b + d
      guard denominator != 0 else { continue }
      let t = (a - b) / denominator
      if t > 0, t < 1 { points.append(quad(p0, c, p1, t)) }
    }
    return points
  }

  /// The points where a cubic curve reaches an extreme in x or y, strictly inside it.
  static func cubicExtremes(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint
  ) -> [CGPoint] {
    var points: [CGPoint] = []
    for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
      // The derivative, divided by 3: qa t² + qb t + qc.
      let qa = -a + 3 * b - 3 * c + d
      let qb = 2 * (a - 2 * b + c)
      let qc = b - a
      var roots: [CGFloat] = []
      if abs(qa) < 1e-12 {
        if qb != 0 { roots.append(-qc / qb) }
      } else {
        let discriminant = qb * qb - 4 * qa * qc
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
      }
      for t in roots where t > 0 && t < 1 { points.append(cubic(p0, c1, c2, p1, t)) }
    }
    return points
  }

  /// A point of a quadratic curve.
  static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  /// A point of a cubic curve.
  static func cubic(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  /// A flattened subpath: its points and whether it was closed.
  package struct Polyline: Hashable, Sendable {
    /// The points, in order.
    package var points: [CGPoint]
    /// Whether the subpath ended with a close.
    package var isClosed: Bool
  }

  /// The subpaths of a path, each flattened into straight lines.
  package static func polylines(of elements: [CGPath.Element]) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
      case .line(let p): current.append(p)
      case .quad(let c, let p):
        let p0 = current.last ?? p
        for i in 1...segmentsPerCurve {
          current.append(quad(p0, c, p, CGFloat(i) / CGFloat(segmentsPerCurve)))
        }
      case .cubic(let c1, let c2, let p):
        let p0 = current.last ?? p
        for i in 1...segmentsPerCurve {
          current.append(cubic(p0, c1, c2, p, CGFloat(i) / CGFloat(segmentsPerCurve)))
        }
      case .close:
        let start = current.first
        finish(closed: true)
        // A close leaves the current point at the subpath's start.
        if let start { current = [start] }
      }
    }
    finish(closed: false)
    return result.filter { $0.points.count > 1 || $0.isClosed }
  }

  /// The closed polygons a path fills: every subpath, closed.
  static func polygons(of elements: [CGPath.Element]) -> [[CGPoint]] {
    polylines(of: elements).map(\.points)
  }

  /// The winding number of polygons around a point (positive for y-up counterclockwise loops).
  static func winding(of point: CGPoint, in polygons: [[CGPoint]]) -> Int {
    var winding = 0
    for polygon in polygons where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y, side > 0 { winding += 1 }
        } else if b.y <= point.y, side < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }
}
