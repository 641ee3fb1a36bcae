import Foundation

/// The current path: building it in user space, and filling, stroking or clipping with it.
///
/// Painting or clipping with the path uses it up: afterwards the current path is empty.
extension CGContext {
  /// Empties the current path.
  public func beginPath() {
    currentPath = CGMutablePath()
  }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point of the current path, in user space.
  public var currentPointOfPath: CGPoint {
    currentPath.currentPoint.applying(state.transform.inverted())
  }

  /// The bounding box of the current path, in user space; `.null` when it is empty.
  public var boundingBoxOfPath: CGRect {
    currentPath.isEmpty
      ? .null : currentPath.boundingBoxOfPath.applying(state.transform.inverted())
  }

  /// A copy of the current path in user space, or `nil` when it is empty.
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    var inverse = state.transform.inverted()
    return currentPath.copy(using: &inverse)
  }

  /// Starts a new subpath.
  ///
  /// - Parameter point: The start, in user space.
  public func move(to point: CGPoint) {
    currentPath.move(to: point, transform: state.transform)
  }

  /// Adds a line from the current point.
  ///
  /// - Parameter point: The end, in user space.
  public func addLine(to point: CGPoint) {
    currentPath.addLine(to: point, transform: state.transform)
  }

  /// Adds a new subpath of lines through points.
  ///
  /// - Parameter points: The points, in user space.
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: state.transform)
  }

  /// Adds a rectangle as a closed subpath.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func addRect(_ rect: CGRect) {
    currentPath.addRect(rect, transform: state.transform)
  }

  /// Adds rectangles, each as a closed subpath.
  ///
  /// - Parameter rects: The rectangles, in user space.
  public func addRects(_ rects: [CGRect]) {
    currentPath.addRects(rects, transform: state.transform)
  }

  /// Adds the ellipse that fits a rectangle.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func addEllipse(in rect: CGRect) {
    currentPath.addEllipse(in: rect, transform: state.transform)
  }

  /// Adds an arc of a circle (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
  ///
  /// - Parameters:
  ///   - center: The centre, in user space.
  ///   - radius: The radius.
  ///   - startAngle: The angle of the start.
  ///   - endAngle: The angle of the end.
  ///   - clockwise: Whether the arc runs towards decreasing angles.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.transform)
  }

  /// Adds an arc tangent to two lines from the current point.
  ///
  /// - Parameters:
  ///   - tangent1End: The corner, in user space.
  ///   - tangent2End: The end of the second line.
  ///   - radius: The radius.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
      transform: state.transform)
  }

  /// Adds a cubic curve from the current point.
  ///
  /// - Parameters:
  ///   - end: The end, in user space.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(
      to: end, control1: control1, control2: control2, transform: state.transform)
  }

  /// Adds a quadratic curve from the current point.
  ///
  /// - Parameters:
  ///   - end: The end, in user space.
  ///   - control: The control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
  }

  /// Adds a path, its points taken in user space.
  ///
  /// - Parameter path: The path.
  public func addPath(_ path: CGPath) {
    currentPath.addPath(path, transform: state.transform)
  }

  /// Closes the current subpath.
  public func closePath() {
    currentPath.closeSubpath()
  }

  /// Fills the current path with the fill colour, then empties it.
  ///
  /// - Parameter rule: The fill rule; non-zero winding by default.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    defer { beginPath() }
    guard !currentPath.isEmpty else { return }
    record(
      .fill(CGPath(elements: currentPath.elements), rule, state.fillColor), transform: .identity)
  }

  /// Strokes the current path with the stroke colour and line attributes, then empties it.
  public func strokePath() {
    defer { beginPath() }
    guard !currentPath.isEmpty else { return }
    let inverse = state.transform.inverted()
    let userPath = CGPath(elements: currentPath.elements.map { $0.applying(inverse) })
    record(.stroke(userPath, state.stroke, state.strokeColor))
  }

  /// Fills, strokes or both with the current path, then empties it.
  ///
  /// - Parameter mode: What to draw.
  public func drawPath(using mode: CGPathDrawingMode) {
    let path = currentPath
    switch mode {
    case .fill, .eoFill: fillPath(using: mode == .eoFill ? .evenOdd : .winding)
    case .stroke: strokePath()
    case .fillStroke, .eoFillStroke:
      fillPath(using: mode == .eoFillStroke ? .evenOdd : .winding)
      currentPath = path
      strokePath()
    }
  }

  /// Intersects the clip with the area the current path fills, then empties the path.
  ///
  /// - Parameter rule: The fill rule; non-zero winding by default.
  public func clip(using rule: CGPathFillRule = .winding) {
    defer { beginPath() }
    state.clips.append(ClipArea(path: CGPath(elements: currentPath.elements), rule: rule))
  }

  /// Intersects the clip with a rectangle; the current path is emptied.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of rectangles; the current path is emptied.
  ///
  /// - Parameter rects: The rectangles, in user space.
  public func clip(to rects: [CGRect]) {
    beginPath()
    addRects(rects)
    clip()
  }

  /// Resets the clip to the whole context (a Core Graphics addition UIKit exposes).
  public func resetClip() {
    state.clips = []
  }

  /// The bounding box of the clip, in user space: the context's area intersected with each
  /// clip path's bounding box.
  public var boundingBoxOfClipPath: CGRect {
    var box = CGRect(origin: .zero, size: size)
    for clip in state.clips {
      box = box.intersection(clip.path.isEmpty ? .null : clip.path.boundingBoxOfPath)
    }
    return box.isNull ? box : box.applying(state.transform.inverted())
  }
}
