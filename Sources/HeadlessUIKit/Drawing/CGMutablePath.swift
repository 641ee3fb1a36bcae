import Foundation

/// A graphics path that can be built up, element by element or shape by shape.
///
/// Every method takes an optional transform applied to the points it adds. Lines and curves
/// need a current point: without one (an empty path), Core Graphics adds nothing, and neither
/// does this type. Arcs and ellipses are added as cubic Bézier curves of at most a quarter turn
/// each.
///
///     let path = CGMutablePath()
///     path.move(to: .zero)
///     path.addLine(to: CGPoint(x: 10, y: 0))
///     path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 10),
///                 radius: 5)
///     path.closeSubpath()
public class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty path.
  public init() {
    super.init(elements: [])
  }

  /// Creates a path from its elements.
  override package init(elements: [Element]) {
    super.init(elements: elements)
  }

  /// Whether the path has a current point (any element at all).
  var hasCurrentPoint: Bool { !elements.isEmpty }

  /// Starts a new subpath at a point.
  ///
  /// - Parameters:
  ///   - point: The start of the subpath.
  ///   - transform: A transform applied to the point.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.applying(transform)))
  }

  /// Adds a straight line from the current point; nothing without a current point.
  ///
  /// - Parameters:
  ///   - point: The end of the line.
  ///   - transform: A transform applied to the point.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard hasCurrentPoint else { return }
    elements.append(.line(point.applying(transform)))
  }

  /// Adds a new subpath of straight lines through points: a move to the first, lines to the
  /// others.
  ///
  /// - Parameters:
  ///   - points: The points; nothing is added for none.
  ///   - transform: A transform applied to the points.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic Bézier curve from the current point; nothing without a current point.
  ///
  /// - Parameters:
  ///   - end: The end of the curve.
  ///   - control: The control point.
  ///   - transform: A transform applied to the points.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(.quad(control.applying(transform), end.applying(transform)))
  }

  /// Adds a cubic Bézier curve from the current point; nothing without a current point.
  ///
  /// - Parameters:
  ///   - end: The end of the curve.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  ///   - transform: A transform applied to the points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(
      .cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  ///
  /// The start becomes the current point. Nothing happens when the last element already closes a subpath or the path is
  /// empty.
  public func closeSubpath() {
    guard let last = elements.last, last != .close else { return }
    elements.append(.close)
  }

  /// Adds a rectangle as a closed subpath: its minimum corner, then along x, down y, back.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to the points.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      between: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Adds rectangles, each as its own closed subpath.
  ///
  /// - Parameters:
  ///   - rects: The rectangles.
  ///   - transform: A transform applied to the points.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse that fits a rectangle as a closed subpath of four cubic curves, starting
  /// at the right end of its horizontal axis and running towards increasing y first.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to the points.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let scale = CGAffineTransform(
      a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    let full = scale.concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: full)
    appendArc(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, transform: full)
    closeSubpath()
  }

  /// Adds a rectangle with quarter-ellipse corners as a closed subpath.
  ///
  /// Core Graphics stops the program when a corner is larger than half the rectangle; here the
  /// corner sizes are clamped to half the width and half the height instead.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerWidth: The horizontal radius of the corners.
  ///   - cornerHeight: The vertical radius of the corners.
  ///   - transform: A transform applied to the points.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let w = min(max(cornerWidth, 0), r.width / 2)
    let h = min(max(cornerHeight, 0), r.height / 2)
    guard w > 0, h > 0 else { return addRect(r, transform: transform) }
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),
      (CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
      (CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
      (CGPoint(x: r.minX + w, y: r.minY + h), .pi),
    ]
    move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
    for (center, start) in corners {
      let map = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y)
        .concatenating(transform)
      let (cosine, sine) = Self.unitPoint(start)
      addLine(to: CGPoint(x: cosine, y: sine), transform: map)
      appendArc(center: .zero, radius: 1, start: start, sweep: .pi / 2, transform: map)
    }
    closeSubpath()
  }

  /// Adds the elements of another path, with their points mapped through a transform.
  ///
  /// - Parameters:
  ///   - path: The path to add.
  ///   - transform: A transform applied to its points.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }
}
