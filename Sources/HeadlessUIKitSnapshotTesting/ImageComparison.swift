import Foundation
import HeadlessUIKit

/// Comparing two images' pixels as swift-snapshot-testing's iOS image diffing does, on the CPU
/// (decision SN3).
///
/// Both images are read as 8-bit premultiplied RGBA (the iOS library draws both into such a
/// context). Equal bytes match. Otherwise, with `perceptualPrecision` below 1 a pixel matches
/// when its CIE ΔE 1994 colour difference (the measure of Core Image's `CILabDeltaE`, 0–100)
/// is at most `(1 - perceptualPrecision) × 100`; with `perceptualPrecision` 1 the bytes are
/// counted, as the iOS library counts them. The images match when the share of matching
/// pixels (or bytes) is at least `precision`.
enum ImageComparison {
  /// Compares a reference with a new image.
  ///
  /// - Returns: `nil` when they match, else the failure message the iOS library gives.
  static func compare(
    _ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float
  ) -> String? {
    guard let oldPixels = old.headlessPixels else { return "Reference image could not be loaded." }
    guard let newPixels = new.headlessPixels else {
      return "Newly-taken snapshot could not be loaded."
    }
    guard newPixels.width != 0, newPixels.height != 0 else {
      return "Newly-taken snapshot is empty."
    }
    guard oldPixels.width == newPixels.width, oldPixels.height == newPixels.height else {
      return
        "Newly-taken snapshot@\(describe(new.size)) does not match reference@\(describe(old.size))."
    }
    if oldPixels.bytes == newPixels.bytes { return nil }
    if precision >= 1, perceptualPrecision >= 1 {
      return "Newly-taken snapshot does not match reference."
    }
    if perceptualPrecision < 1 {
      return perceptuallyCompare(
        oldPixels, newPixels, precision: precision, perceptualPrecision: perceptualPrecision)
    }
    let old = oldPixels.bytes
    let new = newPixels.bytes
    let threshold = Int((1 - precision) * Float(old.count))
    var different = 0
    for index in old.indices where old[index] != new[index] { different += 1 }
    guard different > threshold else { return nil }
    let actual = 1 - Float(different) / Float(old.count)
    return "Actual image precision \(actual) is less than required \(precision)"
  }

  /// A size as Apple's platforms print a `CGSize`: `(12.0, 10.0)`.
  private static func describe(_ size: CGSize) -> String {
    "(\(Double(size.width)), \(Double(size.height)))"
  }

  /// Counts the pixels whose ΔE exceeds the threshold.
  private static func perceptuallyCompare(
    _ old: HeadlessBitmap, _ new: HeadlessBitmap, precision: Float, perceptualPrecision: Float
  ) -> String? {
    let threshold = (1 - perceptualPrecision) * 100
    let pixelCount = old.width * old.height
    var failing = 0
    var maximum: Float = 0
    old.bytes.withUnsafeBufferPointer { a in
      new.bytes.withUnsafeBufferPointer { b in
        for pixel in 0..<pixelCount {
          let offset = pixel * 4
          if a[offset] == b[offset], a[offset + 1] == b[offset + 1],
            a[offset + 2] == b[offset + 2], a[offset + 3] == b[offset + 3]
          {
            continue
          }
          let delta = deltaE94(lab(a, offset), lab(b, offset))
          if delta > threshold {
            failing += 1
            maximum = max(maximum, delta)
          }
        }
      }
    }
    let actual = 1 - Float(failing) / Float(pixelCount)
    guard actual < precision else { return nil }
    let lowest = 1 - min(maximum / 100, 1)
    return """
      The percentage of pixels that match \(actual) is less than required \(precision)
      The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
      """
  }

  /// The CIE L*a*b* colour (D65 white) of a premultiplied sRGB pixel, composited on black as
  /// premultiplied components are.
  static func lab(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> SIMD3<Float> {
    func linear(_ byte: UInt8) -> Float {
      let c = Float(byte) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(bytes[offset])
    let g = linear(bytes[offset + 1])
    let b = linear(bytes[offset + 2])
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Float) -> Float {
      t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116
    }
    let fx = f(x)
    let fy = f(y)
    let fz = f(z)
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// The CIE 1994 colour difference (graphic-arts weights) of two L*a*b* colours.
  static func deltaE94(_ first: SIMD3<Float>, _ second: SIMD3<Float>) -> Float {
    let dL = first.x - second.x
    let c1 = (first.y * first.y + first.z * first.z).squareRoot()
    let c2 = (second.y * second.y + second.z * second.z).squareRoot()
    let dC = c1 - c2
    let da = first.y - second.y
    let db = first.z - second.z
    let dH = max(0, da * da + db * db - dC * dC).squareRoot()
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    let sum = dL * dL + (dC / sC) * (dC / sC) + (dH / sH) * (dH / sH)
    return max(0, sum).squareRoot()
  }

  /// The difference image the iOS library attaches: each pixel the largest difference of its
  /// four components, as grey, stretched so that the largest difference is white; the size
  /// of the larger image (pixels outside the other count as fully different).
  static func difference(_ old: UIImage, _ new: UIImage) -> UIImage {
    let a = old.headlessPixels
    let b = new.headlessPixels
    let width = max(a?.width ?? 0, b?.width ?? 0)
    let height = max(a?.height ?? 0, b?.height ?? 0)
    var grey = [UInt8](repeating: 0, count: width * height)
    var largest: UInt8 = 0
    for y in 0..<height {
      for x in 0..<width {
        let p = component(a, x, y)
        let q = component(b, x, y)
        var value: UInt8 = 0
        for channel in 0..<4 {
          let d = abs(Int(p[channel]) - Int(q[channel]))
          value = max(value, UInt8(d))
        }
        grey[y * width + x] = value
        largest = max(largest, value)
      }
    }
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for index in grey.indices {
      let stretched =
        largest == 0 ? 0 : UInt8((Int(grey[index]) * 255 + Int(largest) / 2) / Int(largest))
      bytes[index * 4] = stretched
      bytes[index * 4 + 1] = stretched
      bytes[index * 4 + 2] = stretched
    }
    guard
      let bitmap = HeadlessBitmap(
        width: width, height: height, alphaFormat: .premultiplied, bytes: bytes)
    else { return UIImage() }
    return UIImage(headlessBitmap: bitmap, scale: max(old.scale, new.scale))
  }

  /// A pixel's four components, or a transparent black one outside the bitmap.
  private static func component(_ bitmap: HeadlessBitmap?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let bitmap, x < bitmap.width, y < bitmap.height else { return [0, 0, 0, 0] }
    let p = bitmap.pixel(x: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
  }
}
