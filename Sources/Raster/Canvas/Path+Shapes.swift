import Foundation
import UIGeometry

extension Path {
  /// The cubic control-point distance that approximates a quarter circle of radius 1.
  static let arcHandle: CGFloat = 0.552_284_749_831

  /// A rectangle, as one closed subpath.
  ///
  /// The subpath runs clockwise on screen (y down) unless `clockwise` is false; a border cuts
  /// its inner shape out by running it the other way.
  package static func rect(_ rect: CGRect, clockwise: Bool = true) -> Path {
    roundedRect(rect, cornerRadius: 0, clockwise: clockwise)
  }

  /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
  ///
  /// Corners are cubic Béziers approximating quarter circles. An empty or null rectangle gives
  /// an empty path.
  package static func roundedRect(
    _ rect: CGRect, cornerRadius: CGFloat, clockwise: Bool = true,
    corners rounded: RenderCorners = .all
  ) -> Path {
    var path = Path()
    guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return path }
    let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Each corner's radius (0 for a square corner) and handle inset.
    let (r1, r2, r3, r4) = (
      rounded.contains(.topRight) ? radius : 0, rounded.contains(.bottomRight) ? radius : 0,
      rounded.contains(.bottomLeft) ? radius : 0, rounded.contains(.topLeft) ? radius : 0
    )
    let (k1, k2, k3, k4) = (
      r1 * (1 - arcHandle), r2 * (1 - arcHandle), r3 * (1 - arcHandle), r4 * (1 - arcHandle)
    )
    // The corners clockwise on screen (y down), each as (start of arc, controls, end of arc).
    var corners: [(CGPoint, CGPoint, CGPoint, CGPoint)] = [
      (
        CGPoint(x: maxX - r1, y: minY), CGPoint(x: maxX - k1, y: minY),
        CGPoint(x: maxX, y: minY + k1), CGPoint(x: maxX, y: minY + r1)
      ),
      (
        CGPoint(x: maxX, y: maxY - r2), CGPoint(x: maxX, y: maxY - k2),
        CGPoint(x: maxX - k2, y: maxY), CGPoint(x: maxX - r2, y: maxY)
      ),
      (
        CGPoint(x: minX + r3, y: maxY), CGPoint(x: minX + k3, y: maxY),
        CGPoint(x: minX, y: maxY - k3), CGPoint(x: minX, y: maxY - r3)
      ),
      (
        CGPoint(x: minX, y: minY + r4), CGPoint(x: minX, y: minY + k4),
        CGPoint(x: minX + k4, y: minY), CGPoint(x: minX + r4, y: minY)
      ),
    ]
    if !clockwise {
      corners = corners.reversed().map { ($0.3, $0.2, $0.1, $0.0) }
    }
    path.move(to: corners[3].3)
    for (start, control1, control2, end) in corners {
      path.line(to: start)
      if start != end { path.cubic(to: end, control1: control1, control2: control2) }
    }
    path.close()
    return path
  }

  /// The outline of a display-list shape.
  package init(_ shape: RenderShape, clockwise: Bool = true) {
    switch shape {
    case .rect(let rect): self = .rect(rect.standardized, clockwise: clockwise)
    case .roundedRect(let rect, let radius):
      self = .roundedRect(rect.standardized, cornerRadius: radius, clockwise: clockwise)
    case .partiallyRoundedRect(let rect, let radius, let corners):
      self = .roundedRect(
        rect.standardized, cornerRadius: radius, clockwise: clockwise, corners: corners)
    case .path(let path): self = clockwise ? path : path.reversedContours()
    }
  }

  /// The band of `width` inside a shape's edge: the shape minus the shape inset by `width`,
  /// whose corner radius shrinks to `max(0, r − width)`.
  ///
  /// Layers' borders are rectangles; an arbitrary path has no inner band here and gives an
  /// empty path (the builder never makes such a border).
  package static func border(of shape: RenderShape, width: CGFloat) -> Path {
    var path = Path(shape)
    guard width > 0 else { return Path() }
    switch shape {
    case .rect(let rect):
      let inner = rect.standardized.insetBy(dx: width, dy: width)
      if inner.width > 0, inner.height > 0 { path.append(.rect(inner, clockwise: false)) }
    case .roundedRect(let rect, let radius):
      path.append(roundedBorderHole(rect, radius, width, .all))
    case .partiallyRoundedRect(let rect, let radius, let corners):
      path.append(roundedBorderHole(rect, radius, width, corners))
    case .path: return Path()
    }
    return path
  }

  /// The inner edge of a rounded shape's border, run counter-clockwise: the shape inset by
  /// `width`, its rounded corners' radius less `width`.
  private static func roundedBorderHole(
    _ rect: CGRect, _ radius: CGFloat, _ width: CGFloat, _ corners: RenderCorners
  ) -> Path {
    let outer = rect.standardized
    let clamped = max(0, min(radius, outer.width / 2, outer.height / 2))
    let inner = outer.insetBy(dx: width, dy: width)
    guard inner.width > 0, inner.height > 0 else { return Path() }
    return .roundedRect(
      inner, cornerRadius: max(0, clamped - width), clockwise: false, corners: corners)
  }

  /// A band of `width` along the segment from `start` to `end`, as a closed quadrilateral.
  ///
  /// Every band runs the same way round whatever the segment's direction, so overlapping bands
  /// in one path add up under the non-zero rule instead of cancelling.
  package static func band(from start: CGPoint, to end: CGPoint, width: CGFloat) -> Path {
    var path = Path()
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, width > 0 else { return path }
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    path.move(to: CGPoint(x: start.x + nx, y: start.y + ny))
    path.line(to: CGPoint(x: end.x + nx, y: end.y + ny))
    path.line(to: CGPoint(x: end.x - nx, y: end.y - ny))
    path.line(to: CGPoint(x: start.x - nx, y: start.y - ny))
    path.close()
    return path
  }
}
