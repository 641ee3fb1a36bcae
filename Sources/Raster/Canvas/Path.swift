import Foundation
import UIGeometry

/// An outline made of straight lines and Bézier curves, filled with the non-zero winding rule.
///
/// Subpaths start with ``move(to:)`` and are closed implicitly when filled. A path is a value:
/// building it never touches a canvas, and ``applying(_:)`` maps every point, control points
/// included, so a path can be built in points and rasterised in pixels.
package struct Path: Hashable, Sendable {
  /// One step of a path.
  package enum Element: Hashable, Sendable {
    /// Starts a new subpath.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic Bézier curve through a control point.
    case quad(CGPoint, CGPoint)
    /// A cubic Bézier curve through two control points.
    case cubic(CGPoint, CGPoint, CGPoint)
    /// Closes the current subpath.
    case close
  }

  /// The elements, in order.
  package private(set) var elements: [Element] = []

  /// Whether the path is filled with the even-odd rule rather than non-zero winding.
  package var usesEvenOddRule = false

  /// Creates an empty path.
  package init() {}

  /// Whether the path has no elements.
  package var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  package mutating func move(to point: CGPoint) { elements.append(.move(point)) }

  /// Adds a straight line to `point`.
  package mutating func line(to point: CGPoint) { elements.append(.line(point)) }

  /// Adds a quadratic curve to `point` through `control`.
  package mutating func quad(to point: CGPoint, control: CGPoint) {
    elements.append(.quad(control, point))
  }

  /// Adds a cubic curve to `point` through two control points.
  package mutating func cubic(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.cubic(control1, control2, point))
  }

  /// Closes the current subpath.
  package mutating func close() { elements.append(.close) }

  /// Appends the elements of another path.
  package mutating func append(_ other: Path) { elements += other.elements }

  /// The path with every point, control points included, mapped through `transform`.
  package func applying(_ transform: CGAffineTransform) -> Path {
    var result = Path()
    result.usesEvenOddRule = usesEvenOddRule
    result.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(p.applying(transform))
      case .line(let p): return .line(p.applying(transform))
      case .quad(let c, let p): return .quad(c.applying(transform), p.applying(transform))
      case .cubic(let c1, let c2, let p):
        return .cubic(c1.applying(transform), c2.applying(transform), p.applying(transform))
      case .close: return .close
      }
    }
    return result
  }

  /// The smallest rectangle holding every point and control point (`.null` when empty).
  ///
  /// Bézier curves stay inside the hull of their control points, so this box holds the filled
  /// area.
  package var controlPointBounds: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func add(_ p: CGPoint) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quad(let c, let p):
        add(c)
        add(p)
      case .cubic(let c1, let c2, let p):
        add(c1)
        add(c2)
        add(p)
      case .close: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
