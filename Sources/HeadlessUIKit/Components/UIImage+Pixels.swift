import Foundation
import Raster

/// An image's pixels: reading them, and encoding them as PNG or JPEG (decisions PX2, PX7).
extension UIImage {
  /// The image's pixels, premultiplied, as stored (HeadlessUIKit addition, decision PX7).
  ///
  /// UIKit reads pixels through `cgImage`; headless, this is the way in. A PNG or JPEG file's
  /// pixels are decoded on first use and a drawn image's rasterised at its scale (the bitmap is
  /// `size × scale` pixels, rounded up). The pixels are not turned by ``imageOrientation``, as
  /// a `cgImage`'s are not. `nil` for a symbol image, a GIF file, an empty image, and a file
  /// whose header reads but whose pixels do not decode.
  public var headlessPixels: HeadlessBitmap? {
    guard let canvas = pixelSource?.canvas else { return nil }
    return HeadlessBitmap(
      checkedWidth: canvas.width, height: canvas.height, alphaFormat: .premultiplied,
      bytes: canvas.pixels)
  }

  /// The image's pixels in an alpha format (HeadlessUIKit addition, decision PX7); see
  /// ``headlessPixels``.
  ///
  /// - Parameter alphaFormat: Premultiplied or straight.
  /// - Returns: The pixels, or `nil` when the image has none headless.
  public func headlessPixels(alphaFormat: HeadlessBitmap.AlphaFormat) -> HeadlessBitmap? {
    headlessPixels?.converted(to: alphaFormat)
  }

  /// Creates an image of a bitmap's pixels (HeadlessUIKit addition, decision PX7), as
  /// `init(cgImage:scale:orientation:)` does on iOS.
  ///
  /// - Parameters:
  ///   - headlessBitmap: The pixels; an empty bitmap gives an empty image.
  ///   - scale: Pixels per point; a value that is not positive and finite reads as 1.
  ///   - orientation: How the pixels are turned to be upright.
  public convenience init(
    headlessBitmap: HeadlessBitmap, scale: CGFloat = 1, orientation: Orientation = .up
  ) {
    let bitmap = headlessBitmap.converted(to: .premultiplied)
    let canvas = Canvas(width: bitmap.width, height: bitmap.height, premultiplied: bitmap.bytes)
    self.init(
      pixelSize: CGSize(width: bitmap.width, height: bitmap.height),
      scale: scale.isFinite && scale > 0 ? scale : 1, pixels: ImagePixels(canvas: canvas),
      orientation: orientation)
  }

  /// The image as a PNG file: 8-bit RGBA with straight alpha (RGB when every pixel is opaque
  /// is not distinguished: the file is always RGBA), deterministic bytes.
  ///
  /// As in UIKit, the pixels are written as stored: the orientation is not applied and not
  /// recorded, so a turned photo comes out turned.
  ///
  /// - Returns: The file's bytes, or `nil` when the image has no pixels headless (see
  ///   ``headlessPixels``).
  public func pngData() -> Data? {
    guard let canvas = pixelSource?.canvas, let bytes = try? canvas.pngData() else {
      return nil
    }
    return Data(bytes)
  }

  /// The image as a JPEG file, at a compression quality.
  ///
  /// The pixels are written as stored, with an EXIF block giving the image's orientation when
  /// it is not `.up`, as UIKit does. JPEG has no alpha: transparent parts come out black (the
  /// premultiplied colour), as in UIKit. `compressionQuality` 0…1 maps to libjpeg's quality
  /// 0…100 (values outside are clamped); the chroma is subsampled 4:2:0.
  ///
  /// - Parameter compressionQuality: 0 (smallest file) to 1 (best quality).
  /// - Returns: The file's bytes, or `nil` when the image has no pixels headless.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let canvas = pixelSource?.canvas else { return nil }
    let quality =
      compressionQuality.isNaN ? 0 : Int((min(max(compressionQuality, 0), 1) * 100).rounded())
    guard
      var bytes = try? JPEGCodec.encode(
        canvas.pixels, width: canvas.width, height: canvas.height, quality: quality)
    else { return nil }
    if storedOrientation != .up {
      bytes.insert(
        contentsOf: JPEGOrientation.exifSegment(orientation: storedOrientation.exifValue), at: 2)
    }
    return Data(bytes)
  }
}
