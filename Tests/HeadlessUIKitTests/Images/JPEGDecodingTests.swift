import Foundation
import HeadlessUIKit
import Testing

/// JPEG files decode, encode and keep their orientation (decisions PX3, PX5).
@MainActor
@Suite struct JPEGDecodingTests {
  /// The colour `baseline.jpg` was encoded from at (x, y).
  private func source(_ x: Int, _ y: Int) -> [Int] { [x * 13, y * 19, (x ^ y) * 7, 255] }

  @Test("Baseline and progressive files decode to their colours, opaque")
  func baselineAndProgressive() throws {
    for name in ["baseline.jpg", "progressive.jpg"] {
      let image = try #require(try ImageFixtures.image(name))
      #expect(image.size == CGSize(width: 19, height: 13))
      #expect(image.imageOrientation == .up)
      let pixels = try #require(image.headlessPixels)
      // (Quality 75 with 4:2:0 chroma: colours are close, not exact.)
      for (x, y) in [(0, 0), (9, 6), (18, 12), (4, 10)] {
        #expect(pixels.pixel(x, y, isNear: source(x, y), tolerance: 24), "\(name) \(x),\(y)")
      }
    }
  }

  @Test("A greyscale file decodes to equal red, green and blue")
  func greyscale() throws {
    let pixels = try #require(try ImageFixtures.image("gray.jpg")?.headlessPixels)
    for (x, y) in [(3, 4), (18, 12), (0, 7)] {
      let p = pixels.rgba(x, y)
      #expect(p[0] == p[1] && p[1] == p[2] && p[3] == 255)
      #expect(abs(p[0] - x * y) <= 8)
    }
  }

  @Test("An Adobe CMYK file becomes RGB")
  func cmyk() throws {
    let pixels = try #require(try ImageFixtures.image("cmyk.jpg")?.headlessPixels)
    // The file's inverted CMYK values are the baseline colours with K at 255 (no ink): the RGB is
    // C × K, M × K, Y × K, which gives the colours back.
    for (x, y) in [(0, 0), (9, 6), (18, 12)] {
      #expect(pixels.pixel(x, y, isNear: source(x, y), tolerance: 24), "\(x),\(y)")
    }
  }

  @Test("EXIF orientation 6 reads as .right: the size turns, the pixels stay as stored")
  func exifOrientation() throws {
    let image = try #require(try ImageFixtures.image("exif-right.jpg"))
    #expect(image.imageOrientation == .right)
    #expect(image.size == CGSize(width: 13, height: 19))
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.width == 19 && pixels.height == 13)
  }

  @Test("A file cut short decodes as far as it goes, as UIKit shows it")
  func truncated() throws {
    let image = try #require(try ImageFixtures.image("truncated.jpg"))
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.width == 19 && pixels.height == 13)
    #expect(pixels.rgba(18, 12)[3] == 255)
  }

  @Test("jpegData encodes what was drawn, smaller at lower quality")
  func encode() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32), format: format)
      .image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 32, height: 16))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 16, width: 32, height: 16))
      }
    let best = try #require(image.jpegData(compressionQuality: 1))
    let worst = try #require(image.jpegData(compressionQuality: 0))
    #expect(best.starts(with: [0xFF, 0xD8, 0xFF]))
    #expect(worst.count < best.count)
    let decoded = try #require(UIImage(data: best)?.headlessPixels)
    #expect(decoded.pixel(16, 4, isNear: [255, 0, 0, 255], tolerance: 6))
    #expect(decoded.pixel(16, 28, isNear: [0, 0, 255, 255], tolerance: 6))
  }

  @Test("jpegData writes transparent pixels black and keeps a non-up orientation")
  func encodeAlphaAndOrientation() throws {
    let clear = try #require(
      HeadlessBitmap(
        width: 8, height: 8, alphaFormat: .straight, bytes: [UInt8](repeating: 0, count: 256)))
    let image = UIImage(headlessBitmap: clear, scale: 1, orientation: .left)
    let data = try #require(image.jpegData(compressionQuality: 0.8))
    let again = try #require(UIImage(data: data))
    #expect(again.imageOrientation == .left)
    #expect(again.headlessPixels?.pixel(4, 4, isNear: [0, 0, 0, 255], tolerance: 2) == true)
  }

  @Test("Hostile JPEG data gives nil or no pixels, never a crash")
  func hostile() throws {
    var bytes = [UInt8](try ImageFixtures.data("baseline.jpg"))
    // Every truncation of the header region and random corruption of the body.
    for length in stride(from: 0, to: min(bytes.count, 700), by: 7) {
      if let image = UIImage(data: Data(bytes.prefix(length))) {
        _ = image.headlessPixels
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let index = Int.random(in: 2..<bytes.count, using: &generator)
      bytes[index] = UInt8.random(in: 0...255, using: &generator)
      if let image = UIImage(data: Data(bytes)) { _ = image.headlessPixels }
    }
  }
}
