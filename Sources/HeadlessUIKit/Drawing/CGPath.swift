import Foundation

/// An immutable graphics path: lines and Bézier curves grouped into subpaths.
///
/// A path is a list of elements, in the order they were added: a move starts a subpath, lines
/// and quadratic or cubic curves continue it from the current point, and a close joins it back
/// to its start. Shapes (rectangles, ellipses, arcs, rounded rectangles) are stored as these
/// elements, arcs and ellipses as cubic Béziers, as Core Graphics stores them. A `CGPath` never
/// changes; ``CGMutablePath`` is the kind that can be built up. Two paths are equal when their
/// elements are equal.
///
///     let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5), transform: nil)
///     path.contains(CGPoint(x: 3, y: 3))   // true
public class CGPath: @unchecked Sendable {
  /// One element of a path, as stored.
  package enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// A cubic curve: two control points, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    /// Closes the current subpath.
    case close

    /// The element's points, control points first.
    package var points: [CGPoint] {
      switch self {
      case .move(let p), .line(let p): [p]
      case .quad(let c, let p): [c, p]
      case .cubic(let c1, let c2, let p): [c1, c2, p]
      case .close: []
      }
    }

    /// The element with every point mapped through a transform.
    package func applying(_ t: CGAffineTransform) -> Element {
      switch self {
      case .move(let p): .move(p.applying(t))
      case .line(let p): .line(p.applying(t))
      case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
      case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
      case .close: .close
      }
    }
  }

  /// The path's elements, in order.
  package internal(set) var elements: [Element]

  /// Creates a path from its elements.
  package init(elements: [Element]) {
    self.elements = elements
  }

  /// Creates a path holding one rectangle: a move to its minimum corner, three lines (along the
  /// x axis first) and a close.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to the points, or `nil`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path holding the ellipse that fits a rectangle: a move to the right end of the
  /// horizontal axis, four cubic curves through the quadrants and a close.
  ///
  /// - Parameters:
  ///   - rect: The rectangle the ellipse fits.
  ///   - transform: A transform applied to the points, or `nil`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path holding a rectangle whose corners are quarter ellipses.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerWidth: The horizontal radius of the corners (at most half the width).
  ///   - cornerHeight: The vertical radius of the corners (at most half the height).
  ///   - transform: A transform applied to the points, or `nil`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from: the last point added, or the start of the
  /// subpath just closed; `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.null` for an empty path.
  public var boundingBox: CGRect {
    Self.box(elements.flatMap(\.points))
  }

  /// The smallest rectangle holding the path as drawn: the ends of lines and the extremes of
  /// curves, without their control points; `.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        points.append(p)
        current = p
        start = p
      case .line(let p):
        points.append(p)
        current = p
      case .quad(let c, let p):
        points += PathGeometry.quadExtremes(current, c, p)
        points.append(p)
        current = p
      case .cubic(let c1, let c2, let p):
        points += PathGeometry.cubicExtremes(current, c1, c2, p)
        points.append(p)
        current = p
      case .close: current = start
      }
    }
    return Self.box(points)
  }

  /// The smallest rectangle holding some points, `.null` for none.
  static func box(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Returns whether a point is inside the area the path fills under a fill rule.
  ///
  /// Curves are flattened into short lines; every subpath counts as closed.
  ///
  /// - Parameters:
  ///   - point: The point, in the path's coordinates before `transform`.
  ///   - rule: The fill rule; non-zero winding by default.
  ///   - transform: A transform applied to the path before testing.
  /// - Returns: `true` when the point is inside.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let polygons = PathGeometry.polygons(of: elements.map { $0.applying(transform) })
    let winding = PathGeometry.winding(of: point, in: polygons)
    return rule == .evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// Returns an immutable copy of the path.
  ///
  /// - Returns: The copy; never `nil` here.
  public func copy() -> CGPath? {
    CGPath(elements: elements)
  }

  /// Returns an immutable copy of the path with its points mapped through a transform.
  ///
  /// - Parameter transform: The transform, or `nil` for none.
  /// - Returns: The copy; never `nil` here.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let t = transform?.pointee ?? .identity
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// Returns a mutable copy of the path.
  ///
  /// - Returns: The copy; never `nil` here.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(elements: elements)
  }

  /// Returns a mutable copy of the path with its points mapped through a transform.
  ///
  /// - Parameter transform: The transform, or `nil` for none.
  /// - Returns: The copy; never `nil` here.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    let t = transform?.pointee ?? .identity
    return CGMutablePath(elements: elements.map { $0.applying(t) })
  }

  /// Calls a block with each element of the path, in order.
  ///
  /// The element's points are valid only during the call.
  ///
  /// - Parameter block: Receives each element.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    for element in elements {
      let points = element.points
      for (index, point) in points.enumerated() { buffer[index] = point }
      let type: CGPathElementType =
        switch element {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
      var pathElement = CGPathElement(type: type, points: buffer)
      block(&pathElement)
    }
  }
}

extension CGPath: Hashable {
  /// Returns whether two paths have the same elements.
  ///
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another path.
  /// - Returns: `true` when the elements match.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  /// Hashes the path's elements.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath; one point.
  case moveToPoint = 0
  /// A straight line; one point.
  case addLineToPoint = 1
  /// A quadratic curve; a control point and the end point.
  case addQuadCurveToPoint = 2
  /// A cubic curve; two control points and the end point.
  case addCurveToPoint = 3
  /// Closes the subpath; no points.
  case closeSubpath = 4
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it out.
public struct CGPathElement {
  /// The kind of element.
  public var type: CGPathElementType
  /// The element's points: control points first, then the end point.
  public var points: UnsafeMutablePointer<CGPoint>

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - type: The kind of element.
  ///   - points: The element's points.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}
