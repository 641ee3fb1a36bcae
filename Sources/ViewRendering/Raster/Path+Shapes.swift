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
    _ rect: CGRect, cornerRadius: CGFloat, clockwise: Bool = true
  ) -> Path {
    var path = Path()
    guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return path }
    let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let k = r * (1 - arcHandle)
    // The corners clockwise on screen (y down), each as (start of arc, controls, end of arc).
    var corners: [(CGPoint, CGPoint, CGPoint, CGPoint)] = [
      (
        CGPoint(x: maxX - r, y: minY), CGPoint(x: maxX - k, y: minY),
        CGPoint(x: maxX, y: minY + k), CGPoint(x: maxX, y: minY + r)
      ),
      (
        CGPoint(x: maxX, y: maxY - r), CGPoint(x: maxX, y: maxY - k),
        CGPoint(x: maxX - k, y: maxY), CGPoint(x: maxX - r, y: maxY)
      ),
      (
        CGPoint(x: minX + r, y: maxY), CGPoint(x: minX + k, y: maxY),
        CGPoint(x: minX, y: maxY - k), CGPoint(x: minX, y: maxY - r)
      ),
      (
        CGPoint(x: minX, y: minY + r), CGPoint(x: minX, y: minY + k),
        CGPoint(x: minX + k, y: minY), CGPoint(x: minX + r, y: minY)
      ),
    ]
    if !clockwise {
      corners = corners.reversed().map { ($0.3, $0.2, $0.1, $0.0) }
    }
    path.move(to: corners[3].3)
    for (start, control1, control2, end) in corners {
      path.line(to: start)
      if r > 0 { path.cubic(to: end, control1: control1, control2: control2) }
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
      let outer = rect.standardized
      let clamped = max(0, min(radius, outer.width / 2, outer.height / 2))
      let inner = outer.insetBy(dx: width, dy: width)
      if inner.width > 0, inner.height > 0 {
        path.append(
          .roundedRect(inner, cornerRadius: max(0, clamped - width), clockwise: false))
      }
    case .path: return Path()
    }
    return path
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
