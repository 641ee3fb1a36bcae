/// How much of each pixel of a region a shape covers, 0 (none) to 255 (all).
///
/// Pixels outside ``region`` have coverage 0. Masks are what paths rasterise to and what clips
/// are made of: nested clips intersect by multiplying coverage.
package struct CoverageMask: Hashable, Sendable {
  /// The pixels the mask stores, in canvas coordinates.
  package let region: PixelRect
  /// Row-major coverage values, `region.width × region.height`.
  package var values: [UInt8]

  /// A mask of `region` with every pixel at `coverage`.
  package init(region: PixelRect, coverage: UInt8 = 0) {
    self.region = region
    self.values = [UInt8](repeating: coverage, count: region.width * region.height)
  }

  /// The coverage of the pixel at column `x`, row `y` (0 outside the region).
  package func coverage(x: Int, y: Int) -> UInt8 {
    guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { return 0 }
    return values[(y - region.y) * region.width + (x - region.x)]
  }

  /// The sum of all coverage values divided by 255: the covered area in pixels.
  package var area: Double {
    Double(values.reduce(0) { $0 + Int($1) }) / 255
  }

  /// The pixels covered by both masks: coverage multiplied, rounded to nearest.
  package func intersection(_ other: CoverageMask) -> CoverageMask {
    var result = CoverageMask(region: region.intersection(other.region))
    let r = result.region
    guard !r.isEmpty else { return result }
    for row in 0..<r.height {
      let y = r.y + row
      let a = (y - region.y) * region.width + (r.x - region.x)
      let b = (y - other.region.y) * other.region.width + (r.x - other.region.x)
      for column in 0..<r.width {
        result.values[row * r.width + column] = multiply255(
          values[a + column], other.values[b + column])
      }
    }
    return result
  }
}

/// `a × b / 255` rounded to nearest, exact for 8-bit inputs.
@inline(__always)
func multiply255(_ a: UInt8, _ b: UInt8) -> UInt8 {
  UInt8(truncatingIfNeeded: divide255(UInt32(a) * UInt32(b)))
}

/// `value / 255` rounded to nearest, for `value` up to 255 × 255.
@inline(__always)
func divide255(_ value: UInt32) -> UInt32 {
  let t = value + 128
  return (t + (t >> 8)) >> 8
}
