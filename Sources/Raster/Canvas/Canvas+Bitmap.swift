import Foundation
import UIGeometry

/// Drawing an image's pixels into a canvas (decision PX6).
extension Canvas {
  /// Composites a bitmap over the canvas through `mask` (the coverage of its placed rectangle),
  /// also limited by `clip` when given.
  ///
  /// Each covered pixel's centre is mapped back into the bitmap and sampled bilinearly, edges
  /// clamped; the sample, times the coverage and `alpha`, is composited source-over. A template
  /// bitmap (one with a tint) composites the tint colour times the sample's alpha. Bitmaps
  /// drawn at less than half their size are first reduced by averaging 2 × 2 blocks, as often
  /// as needed, so that shrinking does not alias.
  ///
  /// - Parameters:
  ///   - bitmap: The bitmap.
  ///   - transform: Maps the bitmap's pixel space to the canvas.
  ///   - alpha: The opacity, 0…1.
  ///   - mask: The coverage of the bitmap's rectangle on the canvas.
  ///   - clip: The clip, if any.
  package mutating func draw(
    _ bitmap: RenderBitmap, transform: CGAffineTransform, alpha: Double, through mask: CoverageMask,
    clip: CoverageMask? = nil
  ) {
    let opacity = UInt32((min(max(alpha, 0), 1) * 255).rounded())
    var area = mask.region.intersection(bounds)
    if let clip { area = area.intersection(clip.region) }
    guard opacity > 0, !area.isEmpty, bitmap.pixels.width > 0, bitmap.pixels.height > 0 else {
      return
    }
    var source = bitmap.pixels
    var toSource = transform.inverted()
    var scaleX = hypot(transform.a, transform.b)
    var scaleY = hypot(transform.c, transform.d)
    while scaleX < 0.5, scaleY < 0.5, source.width > 1, source.height > 1 {
      let reduced = source.halved()
      toSource = toSource.concatenating(
        CGAffineTransform(
          scaleX: CGFloat(reduced.width) / CGFloat(source.width),
          y: CGFloat(reduced.height) / CGFloat(source.height)))
      scaleX *= 2
      scaleY *= 2
      source = reduced
    }
    guard
      [toSource.a, toSource.b, toSource.c, toSource.d, toSource.tx, toSource.ty]
        .allSatisfy(\.isFinite)
    else { return }
    let tint = bitmap.tint.map(PremultipliedColor.init)
    let sampler = BilinearSampler(source)
    // An axis-aligned placement samples the same columns on every row: computed once.
    let axisAligned = toSource.b == 0 && toSource.c == 0
    let columns: [BilinearSampler.Axis] =
      axisAligned
      ? (area.x..<area.maxX).map { x in
        sampler.columns(at: toSource.a * (Double(x) + 0.5) + toSource.tx - 0.5)
      } : []
    let width = width
    let clipValues = clip?.values ?? []
    pixels.withUnsafeMutableBytes { canvas in
      guard let canvas = canvas.baseAddress else { return }
      source.pixels.withUnsafeBytes { sourceBytes in
        mask.values.withUnsafeBufferPointer { coverage in
          clipValues.withUnsafeBufferPointer { clipCoverage in
            guard let sourceBytes = sourceBytes.baseAddress, let coverage = coverage.baseAddress
            else { return }
            for y in area.y..<area.maxY {
              let maskRow = coverage + (y - mask.region.y) * mask.region.width - mask.region.x
              let clipRow = clip.flatMap { clip in
                clipCoverage.baseAddress.map {
                  $0 + (y - clip.region.y) * clip.region.width - clip.region.x
                }
              }
              let centreY = Double(y) + 0.5
              let row =
                axisAligned ? sampler.rows(at: toSource.d * centreY + toSource.ty - 0.5) : nil
              for x in area.x..<area.maxX {
                var k = UInt32(maskRow[x])
                if let clipRow { k = divide255(k * UInt32(clipRow[x])) }
                k = divide255(k * opacity)
                guard k > 0 else { continue }
                var color: PremultipliedColor
                if let row {
                  color = sampler.sample(sourceBytes, columns[x - area.x], row)
                } else {
                  let centreX = Double(x) + 0.5
                  let u = toSource.a * centreX + toSource.c * centreY + toSource.tx - 0.5
                  let v = toSource.b * centreX + toSource.d * centreY + toSource.ty - 0.5
                  color = sampler.sample(sourceBytes, sampler.columns(at: u), sampler.rows(at: v))
                }
                if let tint {
                  let a = UInt32(color.alpha)
                  color = PremultipliedColor(
                    red: UInt8(truncatingIfNeeded: divide255(UInt32(tint.red) * a)),
                    green: UInt8(truncatingIfNeeded: divide255(UInt32(tint.green) * a)),
                    blue: UInt8(truncatingIfNeeded: divide255(UInt32(tint.blue) * a)),
                    alpha: UInt8(truncatingIfNeeded: divide255(UInt32(tint.alpha) * a)))
                }
                guard color.alpha > 0 else { continue }
                Blend(color, coverage: k).apply(to: canvas + (y * width + x) * 4)
              }
            }
          }
        }
      }
    }
  }

  /// The canvas at half its size (odd sides rounded up), each pixel the average of a 2 × 2
  /// block (edge blocks repeat their last row or column).
  func halved() -> Canvas {
    let newWidth = (width + 1) / 2
    let newHeight = (height + 1) / 2
    var bytes = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    for y in 0..<newHeight {
      let y0 = 2 * y
      let y1 = min(2 * y + 1, height - 1)
      for x in 0..<newWidth {
        let x0 = 2 * x
        let x1 = min(2 * x + 1, width - 1)
        for channel in 0..<4 {
          let sum =
            UInt32(pixels[(y0 * width + x0) * 4 + channel])
            + UInt32(pixels[(y0 * width + x1) * 4 + channel])
            + UInt32(pixels[(y1 * width + x0) * 4 + channel])
            + UInt32(pixels[(y1 * width + x1) * 4 + channel])
          bytes[(y * newWidth + x) * 4 + channel] = UInt8((sum + 2) / 4)
        }
      }
    }
    return Canvas(storage: bytes, width: newWidth, height: newHeight)
  }
}

/// Bilinear sampling of premultiplied pixels, edges clamped.
private struct BilinearSampler {
  /// The two neighbouring pixels along one axis and the weight of the second, in 1/256ths.
  struct Axis {
    let first: Int
    let second: Int
    let weight: UInt32
  }

  let width: Int
  let height: Int

  init(_ canvas: Canvas) {
    width = canvas.width
    height = canvas.height
  }

  /// The columns around pixel-space position `u` (integer positions are pixel centres).
  @inline(__always)
  func columns(at u: Double) -> Axis { axis(u, count: width) }

  /// The rows around pixel-space position `v`.
  @inline(__always)
  func rows(at v: Double) -> Axis { axis(v, count: height) }

  @inline(__always)
  private func axis(_ position: Double, count: Int) -> Axis {
    let clamped = position.isNaN ? 0 : min(max(position, 0), Double(count - 1))
    let first = Int(clamped)
    return Axis(
      first: first, second: min(first + 1, count - 1),
      weight: UInt32(((clamped - Double(first)) * 256).rounded()))
  }

  /// The colour between the four pixels of a column pair and a row pair.
  @inline(__always)
  func sample(_ bytes: UnsafeRawPointer, _ column: Axis, _ row: Axis) -> PremultipliedColor {
    let p = bytes.assumingMemoryBound(to: UInt8.self)
    let i00 = (row.first * width + column.first) * 4
    let i10 = (row.first * width + column.second) * 4
    let i01 = (row.second * width + column.first) * 4
    let i11 = (row.second * width + column.second) * 4
    let fx = column.weight
    let fy = row.weight
    @inline(__always)
    func channel(_ c: Int) -> UInt8 {
      let top = UInt32(p[i00 + c]) * (256 - fx) + UInt32(p[i10 + c]) * fx
      let bottom = UInt32(p[i01 + c]) * (256 - fx) + UInt32(p[i11 + c]) * fx
      return UInt8(truncatingIfNeeded: (top * (256 - fy) + bottom * fy + 32_768) >> 16)
    }
    return PremultipliedColor(
      red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3))
  }
}
