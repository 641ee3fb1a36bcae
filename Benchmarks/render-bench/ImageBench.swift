import BenchSupport
import Foundation
import HeadlessUIKit
import Raster

/// `render-bench --images`: UIImage's codecs on a screenshot-sized image.
@MainActor
enum ImageBench {
  /// The image's size in pixels: an iPhone 12–14 screenshot.
  static let width = 1170
  static let height = 2532

  /// A photo-like image: smooth gradients with per-pixel noise (which compresses like a photo,
  /// not like a flat drawing).
  static func photo() -> UIImage {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    var random = UInt32(12_345)
    for y in 0..<height {
      for x in 0..<width {
        random = random &* 1_664_525 &+ 1_013_904_223
        let noise = Int(random >> 28) - 8
        let index = (y * width + x) * 4
        bytes[index] = UInt8(clamping: x * 255 / width + noise)
        bytes[index + 1] = UInt8(clamping: y * 255 / height + noise)
        bytes[index + 2] = UInt8(clamping: (x + y) * 255 / (width + height) - noise)
      }
    }
    let bitmap = HeadlessBitmap(width: width, height: height, alphaFormat: .straight, bytes: bytes)
    return bitmap.map { UIImage(headlessBitmap: $0) } ?? UIImage()
  }

  /// Times each step for `budget` seconds in all (at least 3 repetitions each).
  static func measure(budget: Double) -> JSONLine {
    let source = photo()
    var steps: [(String, [Double])] = []
    var sizes = (png: 0, jpeg: 0)
    func time(_ name: String, _ body: () -> Void) {
      var times: [Double] = []
      let start = Stopwatch.now()
      repeat {
        let t0 = Stopwatch.now()
        body()
        times.append(Stopwatch.now() - t0)
      } while times.count < 3 || Stopwatch.now() - start < budget / 5
      steps.append((name, times))
    }
    let png = source.pngData() ?? Data()
    let jpeg = source.jpegData(compressionQuality: 0.8) ?? Data()
    sizes = (png.count, jpeg.count)
    time("png_encode_ms") { _ = source.pngData() }
    time("png_decode_ms") { _ = UIImage(data: png)?.headlessPixels }
    time("jpeg_encode_ms") { _ = source.jpegData(compressionQuality: 0.8) }
    time("jpeg_decode_ms") { _ = UIImage(data: jpeg)?.headlessPixels }
    let view = UIImageView(image: UIImage(data: jpeg, scale: 3))
    view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    view.contentMode = .scaleAspectFill
    time("image_view_raster_ms") {
      _ = RasterRenderer.render(DisplayList(rendering: view), scale: 3, background: nil)
    }
    var fields: [(String, JSONLine)] = [
      ("image", .string("photo-like")),
      ("pixels", .array([.int(width), .int(height)])),
      ("png_bytes", .int(sizes.png)),
      ("jpeg_bytes", .int(sizes.jpeg)),
    ]
    for (name, times) in steps {
      fields.append((name, .double(Statistics.milliseconds(Statistics.median(times)))))
    }
    return .object(fields)
  }
}
