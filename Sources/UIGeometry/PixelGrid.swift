import Foundation

/// The device-pixel grid of a display, used to snap layout results to whole pixels.
///
/// Not UIKit API.
/// A display of scale `s` has pixel boundaries every `1/s` points, so at scale 2 the
/// boundaries are 0, 0.5, 1, 1.5, …. All functions work in pixel units (`value × scale`),
/// round there, and divide back.
///
/// Rules, in pixel units:
/// - ``RoundingRule/toNearest`` rounds ties *up*, toward +∞ (`⌊v + ½⌋`), not away from zero.
///   With this rule snapping commutes with moving by whole pixels: a span keeps its snapped
///   length wherever it sits, including across zero. (Away-from-zero would snap both edges of
///   the span −0.5…0.5 outward and give it two pixels.)
/// - ``RoundingRule/down`` and ``RoundingRule/up`` are floor and ceiling.
/// - A value within ``tolerance`` of a boundary counts as on it, so floating-point noise such
///   as 2.9999999996 pixels snaps to 3 under every rule instead of flooring to 2.
/// - Non-finite values are returned unchanged.
///
/// Rectangles are snapped by their *edges* (`snap(_ rect:)`): `minX` and `maxX` are
/// rounded separately and the width is the whole number of pixels between them. Two
/// rectangles that share an edge before snapping still share one afterwards, so no gap or
/// overlap opens between siblings, at the cost of a width that may differ from the rounded
/// width by one pixel. "Share" is exact in pixels; in points, when `1/scale` is not a binary
/// fraction (scale 3), `a.maxX` and `b.minX` can differ in the last bits of the `Double`,
/// because `maxX` is recomputed as `origin.x + width`.
package struct PixelGrid: Sendable, Equatable {
  /// How a value between two pixel boundaries is moved onto one of them.
  package enum RoundingRule: Sendable {
    /// To the closer boundary; exact halves go toward +∞.
    case toNearest
    /// To the boundary at or below the value (floor).
    case down
    /// To the boundary at or above the value (ceiling).
    case up
  }

  /// The distance, in pixels, within which a value is considered to be on a boundary.
  package static let tolerance: CGFloat = 1e-4

  /// The number of pixels per point: 1, 2 or 3 on iOS devices.
  package let scale: CGFloat

  /// Creates the grid of a display.
  ///
  /// - Parameter scale: Pixels per point.
  /// - Precondition: `scale` is finite and greater than zero.
  package init(scale: CGFloat) {
    precondition(
      scale > 0 && scale.isFinite, "PixelGrid scale must be finite and > 0, got \(scale)")
    self.scale = scale
  }

  /// Snaps a scalar coordinate or length to the grid.
  ///
  /// - Parameters:
  ///   - value: The value in points.
  ///   - rule: Which neighbouring boundary to choose.
  /// - Returns: The snapped value in points; non-finite input is returned unchanged.
  package func snap(_ value: CGFloat, rule: RoundingRule = .toNearest) -> CGFloat {
    guard value.isFinite else { return value }
    let pixels = value * scale
    switch rule {
    case .toNearest: return Self.floorPixels(pixels + 0.5) / scale
    case .down: return Self.floorPixels(pixels) / scale
    case .up: return Self.ceilPixels(pixels) / scale
    }
  }

  /// Snaps both coordinates of a point to the grid.
  ///
  /// - Parameters:
  ///   - point: The point in points.
  ///   - rule: Which neighbouring boundary to choose, on each axis.
  /// - Returns: The snapped point.
  package func snap(_ point: CGPoint, rule: RoundingRule = .toNearest) -> CGPoint {
    CGPoint(x: snap(point.x, rule: rule), y: snap(point.y, rule: rule))
  }

  /// Snaps both components of a size to the grid, treating them as plain lengths.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - rule: Which neighbouring boundary to choose; `.up` suits text, which must not clip.
  /// - Returns: The snapped size.
  package func snap(_ size: CGSize, rule: RoundingRule = .toNearest) -> CGSize {
    CGSize(width: snap(size.width, rule: rule), height: snap(size.height, rule: rule))
  }

  /// Snaps a rectangle to the grid by rounding each edge to the nearest boundary.
  ///
  /// The rectangle is standardized first; then `minX`, `maxX`, `minY` and `maxY` are each
  /// snapped with ``RoundingRule/toNearest`` and the size is recomputed from the snapped
  /// edges. Adjacent rectangles therefore stay adjacent. The null rectangle stays null.
  ///
  /// - Parameter rect: The rectangle in points.
  /// - Returns: The snapped, standardized rectangle.
  package func snap(_ rect: CGRect) -> CGRect {
    snapEdges(of: rect, low: .toNearest, high: .toNearest)
  }

  /// Returns the smallest grid-aligned rectangle that contains `rect`.
  ///
  /// The minimum edges are floored and the maximum edges are ceiled, like `CGRect.integral`
  /// at this scale. The null rectangle stays null.
  ///
  /// - Parameter rect: The rectangle in points.
  /// - Returns: The enclosing, standardized rectangle.
  package func enclosingRect(_ rect: CGRect) -> CGRect {
    snapEdges(of: rect, low: .down, high: .up)
  }

  private func snapEdges(of rect: CGRect, low: RoundingRule, high: RoundingRule) -> CGRect {
    if rect.isNull { return .null }
    let minX = snap(rect.minX, rule: low) * scale
    let minY = snap(rect.minY, rule: low) * scale
    let maxX = snap(rect.maxX, rule: high) * scale
    let maxY = snap(rect.maxY, rule: high) * scale
    return CGRect(
      x: minX.rounded() / scale,
      y: minY.rounded() / scale,
      width: (maxX - minX).rounded() / scale,
      height: (maxY - minY).rounded() / scale
    )
  }

  private static func floorPixels(_ pixels: CGFloat) -> CGFloat {
    let nearest = pixels.rounded()
    return abs(pixels - nearest) <= tolerance ? nearest : pixels.rounded(.down)
  }

  private static func ceilPixels(_ pixels: CGFloat) -> CGFloat {
    let nearest = pixels.rounded()
    return abs(pixels - nearest) <= tolerance ? nearest : pixels.rounded(.up)
  }
}
