import Foundation
import Raster

/// Where an image's pixels come from, and the pixels once made (decision PX2).
///
/// A PNG or JPEG file's bytes are decoded, and a recorded drawing rasterised, the first time
/// the pixels are asked for; the result (or the failure) is kept, so an image decodes at most
/// once. Shared by an image and the copies its `with…` methods make. The cache is guarded by a
/// lock, so images stay `Sendable`; the pixels are made outside the lock.
package final class ImagePixels: @unchecked Sendable {
  private enum Source {
    case encoded(Data)
    case drawing(RecordedDrawing, scale: CGFloat, opaque: Bool)
    case canvas(Canvas)
  }

  private let source: Source
  private let lock = NSLock()
  /// `nil` until made; then the pixels, or `.some(nil)` when they could not be made.
  private var cache: Canvas??
  /// The EXIF orientation (1…8) of the file; 1 for anything else.
  package let exifOrientation: Int

  /// The pixels of a PNG or JPEG file, or `nil` for bytes of another format (GIF files keep
  /// their size but have no pixels headless).
  package init?(encoded data: Data) {
    let orientation: Int? = data.withUnsafeBytes { bytes in
      switch ImageDecoder.format(of: bytes) {
      case .png: 1
      case .jpeg: JPEGOrientation.exifOrientation(of: bytes)
      case nil: nil
      }
    }
    guard let orientation else { return nil }
    source = .encoded(data)
    exifOrientation = orientation
  }

  /// The pixels of a recorded drawing at a scale; an opaque image's undrawn pixels are black.
  package init(drawing: RecordedDrawing, scale: CGFloat, opaque: Bool = false) {
    source = .drawing(drawing, scale: scale, opaque: opaque)
    exifOrientation = 1
  }

  /// Pixels already made.
  package init(canvas: Canvas) {
    source = .canvas(canvas)
    exifOrientation = 1
    cache = .some(canvas)
  }

  /// The pixels, premultiplied, as stored (not turned by the orientation); `nil` when the file
  /// cannot be decoded.
  package var canvas: Canvas? {
    lock.lock()
    let cached = cache
    lock.unlock()
    if let cached { return cached }
    let made = make()
    lock.lock()
    defer { lock.unlock() }
    if cache == nil { cache = .some(made) }
    return cache ?? made
  }

  private func make() -> Canvas? {
    switch source {
    case .canvas(let canvas):
      return canvas
    case .encoded(let data):
      return data.withUnsafeBytes { bytes in try? ImageDecoder.decode(bytes).canvas }
    case .drawing(let drawing, let scale, let opaque):
      return Self.rasterise(drawing, scale: scale, opaque: opaque)
    }
  }

  /// A recorded drawing's pixels: its display list rendered at the scale.
  static func rasterise(_ drawing: RecordedDrawing, scale: CGFloat, opaque: Bool) -> Canvas {
    let rect = CGRect(origin: .zero, size: drawing.size)
    let items = DisplayListBuilder.items(
      of: drawing, traits: UITraitCollection(userInterfaceStyle: .light))
    let list = DisplayList(
      size: drawing.size,
      root: DisplayGroup(
        name: "UIImage", frame: rect, transform: .identity, opacity: 1, clip: nil, items: items))
    let black = RenderColor(red: 0, green: 0, blue: 0)
    return RasterRenderer.render(list, scale: Double(scale), background: opaque ? black : nil)
  }
}
