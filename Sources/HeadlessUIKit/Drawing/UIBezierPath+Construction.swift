import Foundation

/// Building and transforming a Bézier path's geometry.
extension UIBezierPath {
  /// Starts a new subpath at a point.
  ///
  /// - Parameter point: The start of the subpath.
  public func move(to point: CGPoint) {
    storage.move(to: point)
  }

  /// Adds a straight line from the current point; nothing without a current point.
  ///
  /// - Parameter point: The end of the line.
  public func addLine(to point: CGPoint) {
    storage.addLine(to: point)
  }

  /// Adds a cubic Bézier curve from the current point; nothing without a current point.
  ///
  /// - Parameters:
  ///   - endPoint: The end of the curve.
  ///   - controlPoint1: The first control point.
  ///   - controlPoint2: The second control point.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point; nothing without a current point.
  ///
  /// - Parameters:
  ///   - endPoint: The end of the curve.
  ///   - controlPoint: The control point.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    storage.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc of a circle, preceded by a line from the current point to its start (a move
  /// when the path is empty).
  ///
  /// - Parameters:
  ///   - center: The centre of the circle.
  ///   - radius: The radius.
  ///   - startAngle: The angle of the start, in radians.
  ///   - endAngle: The angle of the end, in radians.
  ///   - clockwise: Whether the arc turns clockwise on screen (towards increasing angles).
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // Clockwise on a y-down screen is Core Graphics' counterclockwise.
    storage.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line back to its start.
  public func close() {
    storage.closeSubpath()
  }

  /// Removes every element; line attributes are kept.
  public func removeAllPoints() {
    storage = CGMutablePath()
  }

  /// Adds the elements of another path after this one's.
  ///
  /// - Parameter bezierPath: The path whose geometry is added.
  public func append(_ bezierPath: UIBezierPath) {
    storage.addPath(bezierPath.storage)
  }

  /// Maps every point of the path, control points included, through a transform.
  ///
  /// - Parameter transform: The transform.
  public func apply(_ transform: CGAffineTransform) {
    storage = CGMutablePath(elements: storage.elements.map { $0.applying(transform) })
  }

  /// Returns a path with every subpath running the other way, with the same line attributes.
  ///
  /// Each subpath starts at its old end; a closed subpath stays closed.
  ///
  /// - Returns: A new path.
  public func reversing() -> UIBezierPath {
    // Safe: `copy(with:)` always returns a UIBezierPath.
    let result = (copy(with: nil) as? UIBezierPath) ?? UIBezierPath()
    result.storage = CGMutablePath(elements: PathReversal.reversed(storage.elements))
    return result
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  public var bounds: CGRect { storage.boundingBox }

  /// The point the next element starts from; `.zero` for an empty path.
  public var currentPoint: CGPoint { storage.currentPoint }

  /// Returns whether a point is inside the area the path fills, under the path's fill rule.
  ///
  /// - Parameter point: The point.
  /// - Returns: `true` when the point is inside.
  public func contains(_ point: CGPoint) -> Bool {
    storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the dash pattern of strokes.
  ///
  /// - Parameters:
  ///   - pattern: Alternating lengths of painted and unpainted segments, or `nil` for none.
  ///   - count: The number of lengths in `pattern`.
  ///   - phase: How far into the pattern strokes start.
  public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dash = ([], phase)
      return
    }
    dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
  }

  /// Reads the dash pattern of strokes.
  ///
  /// - Parameters:
  ///   - pattern: Receives the lengths when not `nil`; it must hold `count` of them.
  ///   - count: Receives the number of lengths when not `nil`.
  ///   - phase: Receives the phase when not `nil`.
  public func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (index, length) in dash.lengths.enumerated() { pattern[index] = length }
    }
    count?.pointee = dash.lengths.count
    phase?.pointee = dash.phase
  }
}

/// Reversing subpaths.
enum PathReversal {
  /// The elements with every subpath reversed, in the same subpath order.
  static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
    var result: [CGPath.Element] = []
    var start: CGPoint?
    var segments: [(from: CGPoint, element: CGPath.Element)] = []
    var current = CGPoint.zero
    func flush(closed: Bool) {
      defer {
        segments = []
        start = nil
      }
      guard let first = start else { return }
      if closed, current != first {
        segments.append((current, .line(first)))
        current = first
      }
      result.append(.move(current))
      for (from, element) in segments.reversed() {
        switch element {
        case .line: result.append(.line(from))
        case .quad(let c, _): result.append(.quad(c, from))
        case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
        case .move, .close: break
        }
      }
      if closed { result.append(.close) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush(closed: false)
        start = p
        current = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p):
        segments.append((current, element))
        current = p
      case .close:
        let first = start
        flush(closed: true)
        if let first { current = first }
      }
    }
    flush(closed: false)
    return result
  }
}
