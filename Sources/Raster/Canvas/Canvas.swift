/// An sRGB RGBA image the raster renderer draws into: 8 bits per channel, premultiplied alpha.
///
/// Drawing is source-over compositing of a colour through a coverage mask (and optionally a
/// clip mask), or of another canvas with an opacity; every step is integer arithmetic rounded
/// to nearest, so the same drawing gives the same bytes on every run (decision R1).
package struct Canvas: Hashable, Sendable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// Premultiplied RGBA bytes, row-major, 4 per pixel.
  package internal(set) var pixels: [UInt8]

  /// A canvas filled with `background` (transparent when `nil`).
  package init(width: Int, height: Int, background: RenderColor? = nil) {
    self.width = max(0, width)
    self.height = max(0, height)
    let fill = background.map(PremultipliedColor.init) ?? PremultipliedColor.clear
    var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    if fill != .clear {
      pixels.withUnsafeMutableBufferPointer { bytes in
        for index in stride(from: 0, to: bytes.count, by: 4) {
          bytes[index] = fill.red
          bytes[index + 1] = fill.green
          bytes[index + 2] = fill.blue
          bytes[index + 3] = fill.alpha
        }
      }
    }
    self.pixels = pixels
  }

  /// A canvas over premultiplied bytes the caller has checked (`width × height × 4` of them).
  init(storage: [UInt8], width: Int, height: Int) {
    self.width = width
    self.height = height
    self.pixels = storage
  }

  /// Every pixel of the canvas.
  package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The premultiplied colour of the pixel at column `x`, row `y`.
  package func premultipliedPixel(x: Int, y: Int) -> PremultipliedColor {
    let index = (y * width + x) * 4
    return PremultipliedColor(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }

  /// The pixel at column `x`, row `y` as straight (non-premultiplied) RGBA bytes.
  package func pixel(x: Int, y: Int) -> [UInt8] {
    premultipliedPixel(x: x, y: y).unpremultiplied
  }

  /// Whether every pixel is opaque (premultiplied and straight bytes are then the same).
  package var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { bytes in
      var index = 3
      while index < bytes.count {
        if bytes[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }

  /// Straight (non-premultiplied) RGBA bytes of the whole canvas, as PNG stores them.
  package var unpremultipliedBytes: [UInt8] {
    var bytes = pixels
    bytes.withUnsafeMutableBufferPointer { bytes in
      for index in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = UInt32(bytes[index + 3])
        guard alpha != 255 else { continue }
        guard alpha != 0 else {
          bytes[index] = 0
          bytes[index + 1] = 0
          bytes[index + 2] = 0
          continue
        }
        for channel in 0..<3 {
          bytes[index + channel] = UInt8(
            min(255, (UInt32(bytes[index + channel]) * 255 + alpha / 2) / alpha))
        }
      }
    }
    return bytes
  }

  /// Composites `color` over the canvas through `mask`, also limited by `clip` when given.
  ///
  /// A pixel receives the colour with its alpha scaled by the pixel's coverage (and clip
  /// coverage), source-over.
  package mutating func fill(
    _ color: RenderColor, through mask: CoverageMask, clip: CoverageMask? = nil
  ) {
    let source = PremultipliedColor(color)
    guard source.alpha > 0 else { return }
    var area = mask.region.intersection(bounds)
    if let clip { area = area.intersection(clip.region) }
    guard !area.isEmpty else { return }
    let width = width
    let solid = source.alpha == 255 ? source.packed : nil
    let full = Blend(source, coverage: 255)
    let clipRegion = clip?.region ?? area
    let clipValues = clip?.values ?? []
    let isClipped = clip != nil
    pixels.withUnsafeMutableBytes { canvas in
      guard let canvas = canvas.baseAddress else { return }
      mask.values.withUnsafeBufferPointer { coverage in
        clipValues.withUnsafeBufferPointer { clipCoverage in
          guard let coverage = coverage.baseAddress else { return }
          for y in area.y..<area.maxY {
            let maskRow = coverage + (y - mask.region.y) * mask.region.width - mask.region.x
            // (An empty array's buffer may still have an address: test `isClipped`.)
            let clipRow = clipCoverage.baseAddress.flatMap {
              isClipped ? $0 + (y - clipRegion.y) * clipRegion.width - clipRegion.x : nil
            }
            let row = canvas + y * width * 4
            var x = area.x
            while x < area.maxX {
              var k = UInt32(maskRow[x])
              if let clipRow { k = divide255(k * UInt32(clipRow[x])) }
              if k == 255, let solid {
                // A run of fully covered pixels of an opaque colour is a plain copy.
                var end = x + 1
                while end < area.maxX, maskRow[end] == 255, clipRow.map({ $0[end] == 255 }) ?? true
                {
                  end += 1
                }
                (row + x * 4).bindMemory(to: UInt32.self, capacity: end - x)
                  .update(repeating: solid, count: end - x)
                x = end
                continue
              }
              if k == 255 {
                full.apply(to: row + x * 4)
              } else if k > 0 {
                Blend(source, coverage: k).apply(to: row + x * 4)
              }
              x += 1
            }
          }
        }
      }
    }
  }

  /// Composites `layer` (same size) over the canvas with `opacity`, within `area`.
  package mutating func composite(_ layer: Canvas, opacity: Double, in area: PixelRect) {
    precondition(layer.width == width && layer.height == height, "Layer size mismatch")
    let k = UInt32((min(max(opacity, 0), 1) * 255).rounded())
    let area = area.intersection(bounds)
    guard k > 0, !area.isEmpty else { return }
    let width = width
    pixels.withUnsafeMutableBytes { canvas in
      layer.pixels.withUnsafeBytes { source in
        guard let canvas = canvas.baseAddress, let source = source.baseAddress else { return }
        for y in area.y..<area.maxY {
          for x in area.x..<area.maxX {
            let p = (y * width + x) * 4
            let alpha = source.load(fromByteOffset: p + 3, as: UInt8.self)
            guard alpha > 0 else { continue }
            let color = PremultipliedColor(
              red: source.load(fromByteOffset: p, as: UInt8.self),
              green: source.load(fromByteOffset: p + 1, as: UInt8.self),
              blue: source.load(fromByteOffset: p + 2, as: UInt8.self), alpha: alpha)
            Blend(color, coverage: k).apply(to: canvas + p)
          }
        }
      }
    }
  }
}

/// Source-over of a premultiplied colour scaled by a coverage, precomputed for one coverage.
struct Blend {
  let red: UInt32
  let green: UInt32
  let blue: UInt32
  let alpha: UInt32
  let inverse: UInt32

  @inline(__always)
  init(_ source: PremultipliedColor, coverage k: UInt32) {
    red = divide255(UInt32(source.red) * k)
    green = divide255(UInt32(source.green) * k)
    blue = divide255(UInt32(source.blue) * k)
    alpha = divide255(UInt32(source.alpha) * k)
    inverse = 255 - alpha
  }

  /// Blends onto the four bytes at `pixel`.
  @inline(__always)
  func apply(to pixel: UnsafeMutableRawPointer) {
    let p = pixel.assumingMemoryBound(to: UInt8.self)
    p[0] = UInt8(truncatingIfNeeded: red + divide255(UInt32(p[0]) * inverse))
    p[1] = UInt8(truncatingIfNeeded: green + divide255(UInt32(p[1]) * inverse))
    p[2] = UInt8(truncatingIfNeeded: blue + divide255(UInt32(p[2]) * inverse))
    p[3] = UInt8(truncatingIfNeeded: alpha + divide255(UInt32(p[3]) * inverse))
  }
}

/// An 8-bit premultiplied sRGB colour: each colour channel is at most the alpha.
package struct PremultipliedColor: Hashable, Sendable {
  /// Red times alpha.
  package var red: UInt8
  /// Green times alpha.
  package var green: UInt8
  /// Blue times alpha.
  package var blue: UInt8
  /// The alpha.
  package var alpha: UInt8

  /// The transparent colour.
  package static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Creates a colour from premultiplied channels.
  package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A display-list colour, clamped to 0…1, premultiplied and rounded to nearest.
  package init(_ color: RenderColor) {
    func byte(_ value: Double) -> UInt8 {
      value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    let alpha = color.alpha.isNaN ? 0 : min(max(color.alpha, 0), 1)
    self.init(
      red: byte(color.red * alpha), green: byte(color.green * alpha),
      blue: byte(color.blue * alpha), alpha: byte(alpha))
  }

  /// The four bytes in memory order, as one 32-bit word.
  package var packed: UInt32 {
    withUnsafeBytes(of: (red, green, blue, alpha)) { $0.load(as: UInt32.self) }
  }

  /// Straight RGBA bytes (0, 0, 0, 0 when transparent).
  package var unpremultiplied: [UInt8] {
    guard alpha > 0 else { return [0, 0, 0, 0] }
    let a = UInt32(alpha)
    func channel(_ value: UInt8) -> UInt8 { UInt8(min(255, (UInt32(value) * 255 + a / 2) / a)) }
    return [channel(red), channel(green), channel(blue), alpha]
  }
}
