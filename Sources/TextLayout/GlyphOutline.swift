/// A glyph's outline in font units, y up, as FreeType decomposes it.
///
/// Contours start with ``Segment/move(to:)`` and are implicitly closed; quadratic (TrueType) and
/// cubic (CFF) curves keep their control points, so a renderer can scale and transform the
/// outline without loss.
package struct GlyphOutline: Hashable, Sendable {
  /// A point in font units, y up.
  package struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    package var x: Double
    /// The vertical coordinate (up is positive).
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// One step of an outline.
  package enum Segment: Hashable, Sendable {
    /// Starts a new contour at a point.
    case move(to: Point)
    /// A straight line to a point.
    case line(to: Point)
    /// A quadratic Bézier curve through one control point.
    case conic(control: Point, to: Point)
    /// A cubic Bézier curve through two control points.
    case cubic(control1: Point, control2: Point, to: Point)
  }

  /// The segments, contour after contour.
  package var segments: [Segment]

  /// Creates an outline from its segments.
  package init(segments: [Segment]) {
    self.segments = segments
  }

  /// The number of contours.
  package var contourCount: Int {
    segments.reduce(0) { count, segment in
      if case .move = segment { return count + 1 }
      return count
    }
  }
}
