/// An image's pixels as bytes: 8-bit sRGB RGBA, rows top to bottom (HeadlessUIKit addition,
/// decision PX7).
///
/// UIKit has no such type: on iOS an image's pixels are read through its `cgImage` and a
/// bitmap context. Headless there is no `CGImage`; ``UIImage/headlessPixels`` gives this value
/// instead, and ``UIImage/init(headlessBitmap:scale:orientation:)`` makes an image from one.
/// The bytes are the pixels as stored, not turned by the image's orientation, as a `cgImage`'s
/// are. Premultiplied bytes (the default, as Core Graphics keeps decoded images) carry each
/// colour channel already multiplied by alpha; straight bytes do not.
public struct HeadlessBitmap: Hashable, Sendable {
  /// Whether colour channels are multiplied by alpha.
  public enum AlphaFormat: Hashable, Sendable {
    /// Colour channels are multiplied by alpha (each is at most the alpha).
    case premultiplied
    /// Colour channels are independent of alpha (PNG's convention).
    case straight
  }

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// How the colour channels relate to alpha.
  public let alphaFormat: AlphaFormat
  /// The bytes: `height` rows of ``bytesPerRow`` bytes, red, green, blue, alpha per pixel.
  public let bytes: [UInt8]

  /// The bytes of one row: 4 per pixel, no padding.
  public var bytesPerRow: Int { width * 4 }

  /// Creates a bitmap from bytes.
  ///
  /// Fails (`nil`) when the byte count is not `width × height × 4` or a size is negative.
  /// Premultiplied bytes whose colour exceeds their alpha are clamped to it.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - alphaFormat: How the colour channels relate to alpha.
  ///   - bytes: RGBA bytes, rows top to bottom.
  public init?(width: Int, height: Int, alphaFormat: AlphaFormat, bytes: [UInt8]) {
    guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
    var bytes = bytes
    if alphaFormat == .premultiplied {
      for index in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = bytes[index + 3]
        for channel in 0..<3 where bytes[index + channel] > alpha {
          bytes[index + channel] = alpha
        }
      }
    }
    self.width = width
    self.height = height
    self.alphaFormat = alphaFormat
    self.bytes = bytes
  }

  /// The four bytes of the pixel at column `x`, row `y` (from the top-left corner).
  ///
  /// - Precondition: The pixel lies inside the bitmap.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel outside the bitmap")
    let index = y * bytesPerRow + x * 4
    return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
  }

  /// The same pixels with the other alpha format (rounded to nearest; fully transparent pixels
  /// become 0, 0, 0, 0 when made straight).
  ///
  /// - Parameter alphaFormat: The format wanted.
  /// - Returns: The bitmap in that format (the receiver itself when it already is).
  public func converted(to alphaFormat: AlphaFormat) -> HeadlessBitmap {
    guard alphaFormat != self.alphaFormat else { return self }
    var result = bytes
    for index in stride(from: 0, to: result.count, by: 4) {
      let alpha = UInt32(result[index + 3])
      guard alpha != 255 else { continue }
      for channel in 0..<3 {
        let value = UInt32(result[index + channel])
        result[index + channel] =
          switch alphaFormat {
          case .premultiplied: UInt8((value * alpha + 127) / 255)
          case .straight: alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
          }
      }
    }
    return HeadlessBitmap(
      checkedWidth: width, height: height, alphaFormat: alphaFormat, bytes: result)
  }

  /// A bitmap from bytes already known to be consistent.
  init(checkedWidth width: Int, height: Int, alphaFormat: AlphaFormat, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.alphaFormat = alphaFormat
    self.bytes = bytes
  }
}
