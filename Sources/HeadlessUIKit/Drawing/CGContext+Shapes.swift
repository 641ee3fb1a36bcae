import Foundation

/// Drawing shapes directly, without touching the current path.
extension CGContext {
  /// Records a fill of a path given in user space.
  func fillShape(_ build: (CGMutablePath) -> Void) {
    let path = CGMutablePath()
    build(path)
    guard !path.isEmpty else { return }
    record(.fill(CGPath(elements: path.elements), .winding, state.fillColor))
  }

  /// Records a stroke of a path given in user space.
  func strokeShape(width: CGFloat? = nil, _ build: (CGMutablePath) -> Void) {
    let path = CGMutablePath()
    build(path)
    guard !path.isEmpty else { return }
    var style = state.stroke
    if let width { style.width = width }
    record(.stroke(CGPath(elements: path.elements), style, state.strokeColor))
  }

  /// Fills a rectangle with the fill colour.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func fill(_ rect: CGRect) {
    fillShape { $0.addRect(rect) }
  }

  /// Fills rectangles with the fill colour.
  ///
  /// - Parameter rects: The rectangles, in user space.
  public func fill(_ rects: [CGRect]) {
    fillShape { $0.addRects(rects) }
  }

  /// Strokes a rectangle's outline with the stroke colour and line attributes, the line
  /// straddling the outline; the current path is emptied.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func stroke(_ rect: CGRect) {
    beginPath()
    strokeShape { $0.addRect(rect) }
  }

  /// Strokes a rectangle's outline with a line width, leaving the state's width alone; the
  /// current path is emptied.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in user space.
  ///   - width: The line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    beginPath()
    strokeShape(width: width) { $0.addRect(rect) }
  }

  /// Fills the ellipse that fits a rectangle.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func fillEllipse(in rect: CGRect) {
    fillShape { $0.addEllipse(in: rect) }
  }

  /// Strokes the ellipse that fits a rectangle.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func strokeEllipse(in rect: CGRect) {
    strokeShape { $0.addEllipse(in: rect) }
  }

  /// Strokes line segments between pairs of points: the first to the second, the third to the
  /// fourth, and so on.
  ///
  /// - Parameter points: The points, in user space; an odd last one is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    strokeShape { path in
      var index = 0
      while index + 1 < points.count {
        path.move(to: points[index])
        path.addLine(to: points[index + 1])
        index += 2
      }
    }
  }

  /// Clears a rectangle to transparent.
  ///
  /// Clearing the whole context (within the clip, with no transformation that turns it)
  /// forgets everything drawn before; a partial clear is recorded for the renderers, which
  /// remove earlier drawing lying wholly inside it (decision DR3).
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func clear(_ rect: CGRect) {
    let cleared = rect.applying(state.transform)
    let whole = CGRect(origin: .zero, size: size)
    let turns = state.transform.b != 0 || state.transform.c != 0
    if !turns, state.clips.isEmpty, cleared.contains(whole) {
      removeAllOperations()
    } else {
      record(.clear(rect))
    }
  }
}
