import Foundation

/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
package struct PixelRect: Hashable, Sendable {
  /// The first column.
  package var x: Int
  /// The first row.
  package var y: Int
  /// The number of columns (0 or more).
  package var width: Int
  /// The number of rows (0 or more).
  package var height: Int

  /// Creates a rectangle; negative sizes become 0.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The smallest pixel rectangle holding `rect` (`nil` for a null, infinite or non-finite
  /// rectangle).
  package init?(enclosing rect: CGRect) {
    guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite,
      rect.maxX.isFinite, rect.maxY.isFinite
    else { return nil }
    let limit = Double(Int32.max / 2)
    func clamp(_ value: CGFloat) -> Int { Int(min(max(Double(value), -limit), limit)) }
    let minX = clamp(rect.minX.rounded(.down))
    let minY = clamp(rect.minY.rounded(.down))
    self.init(
      x: minX, y: minY, width: clamp(rect.maxX.rounded(.up)) - minX,
      height: clamp(rect.maxY.rounded(.up)) - minY)
  }

  /// Whether the rectangle holds no pixel.
  package var isEmpty: Bool { width == 0 || height == 0 }

  /// The column after the last one.
  package var maxX: Int { x + width }

  /// The row after the last one.
  package var maxY: Int { y + height }

  /// The pixels both rectangles hold (empty when they do not overlap).
  package func intersection(_ other: PixelRect) -> PixelRect {
    let minX = max(x, other.x)
    let minY = max(y, other.y)
    return PixelRect(
      x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
  }

  /// The smallest rectangle holding both (the other one when either is empty).
  package func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    return PixelRect(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
  }
}
