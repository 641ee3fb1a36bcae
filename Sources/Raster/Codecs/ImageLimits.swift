/// The largest images the decoders accept (decision PX4).
///
/// A file's header declares its size before any pixel is read, so a hostile file can ask for
/// any amount of memory. The decoders refuse, before allocating, any image wider or higher
/// than ``maximumSide`` or with more than ``maximumPixels`` pixels (256 MiB of RGBA), and
/// progressive JPEGs with more than ``maximumJPEGScans`` scans.
package enum ImageLimits {
  /// The largest width or height, in pixels.
  package static let maximumSide = 16_384
  /// The most pixels (width × height): 2²⁶, for example 8,192 × 8,192 or a 48-megapixel photo.
  package static let maximumPixels = 1 << 26
  /// The most scans a progressive JPEG may have (real files have about ten).
  package static let maximumJPEGScans = 500

  /// Whether an image of `width` × `height` pixels may be decoded.
  package static func accepts(width: Int, height: Int) -> Bool {
    (1...maximumSide).contains(width) && (1...maximumSide).contains(height)
      && width * height <= maximumPixels
  }
}
