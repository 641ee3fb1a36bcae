import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// Hostile and broken input gives `nil`, never a trap (decision B2).
@Suite struct UIImageDecodingTests {
  @Test func nonImagesAreRefused() {
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: Data("hello, world".utf8)) == nil)
    #expect(UIImage(data: Data([0xFF, 0xD8])) == nil)
    #expect(UIImage(data: Data(Array("GIF87a".utf8))) == nil)
  }

  @Test func zeroAndHugeDimensionsAreRefused() {
    #expect(UIImage(data: ImageBytes.png(width: 0, height: 10)) == nil)
    #expect(UIImage(data: ImageBytes.png(width: 10, height: 0)) == nil)
    #expect(UIImage(data: ImageBytes.png(width: 0xFFFF_FFFF, height: 10)) == nil)
    #expect(UIImage(data: ImageBytes.png(width: 1 << 24 + 1, height: 10)) == nil)
    // (PX4: sides up to 16,384 pixels and at most 2^26 pixels in all.)
    #expect(UIImage(data: ImageBytes.png(width: 16_385, height: 1)) == nil)
    #expect(UIImage(data: ImageBytes.png(width: 16_384, height: 4_096))?.size.width == 16_384)
    #expect(UIImage(data: ImageBytes.png(width: 16_384, height: 4_097)) == nil)
    #expect(UIImage(data: ImageBytes.jpeg(width: 16_385, height: 1)) == nil)
    #expect(UIImage(data: ImageBytes.gif(width: 0, height: 5)) == nil)
    #expect(UIImage(data: ImageBytes.jpeg(width: 5, height: 0)) == nil)
  }

  @Test func everyTruncationOfAValidFileIsRefused() {
    // The size is known once the frame header is complete; every shorter prefix must fail.
    for (data, needed) in [
      (ImageBytes.png(width: 3, height: 4), 24), (ImageBytes.gif(width: 3, height: 4), 10),
      (ImageBytes.jpeg(width: 3, height: 4), 35),
    ] {
      for length in 0..<needed {
        #expect(UIImage(data: data.prefix(length)) == nil, "prefix of \(length) bytes")
      }
      #expect(UIImage(data: data.prefix(needed)) != nil)
    }
  }

  @Test func pngWhoseFirstChunkIsNotIHDRIsRefused() {
    var bytes = [UInt8](ImageBytes.png(width: 3, height: 4))
    bytes[12] = UInt8(ascii: "i")
    #expect(UIImage(data: Data(bytes)) == nil)
    bytes = [UInt8](ImageBytes.png(width: 3, height: 4))
    bytes[11] = 12  // IHDR must be 13 bytes long
    #expect(UIImage(data: Data(bytes)) == nil)
  }

  @Test func jpegSegmentsThatLoopOrOverrunAreRefused() {
    // A segment claiming length 0 or 1 cannot be stepped over.
    for length: UInt8 in [0, 1] {
      #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, length, 0, 0])) == nil)
    }
    // A segment longer than the data.
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0, 0])) == nil)
    // Thousands of empty segments before the frame: the walk gives up (bounded).
    var bytes: [UInt8] = [0xFF, 0xD8]
    for _ in 0..<5000 { bytes += [0xFF, 0xFE, 0x00, 0x02] }
    bytes += [0xFF, 0xC0, 0x00, 0x11, 8, 0, 1, 0, 1]
    #expect(UIImage(data: Data(bytes)) == nil)
    // A few hundred are fine.
    bytes = [0xFF, 0xD8]
    for _ in 0..<300 { bytes += [0xFF, 0xFE, 0x00, 0x02] }
    bytes += [0xFF, 0xFF, 0xD0, 0xFF, 0xC0, 0x00, 0x11, 8, 0, 7, 0, 9]
    #expect(UIImage(data: Data(bytes))?.size == CGSize(width: 9, height: 7))
  }

  @Test func randomBytesBehindValidSignaturesNeverTrap() {
    var random = SplitMix64(seed: 0x1D_CAFE)
    let signatures: [[UInt8]] = [
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8], Array("GIF89a".utf8), [],
    ]
    var decoded = 0
    for round in 0..<4000 {
      let count = Int(random.next() % 64)
      var bytes = signatures[round % signatures.count]
      for _ in 0..<count {
        // Bias towards 0xFF so JPEG markers appear often.
        let value = random.next()
        bytes.append(value % 3 == 0 ? 0xFF : UInt8(truncatingIfNeeded: value >> 8))
      }
      if let image = UIImage(data: Data(bytes)) {
        decoded += 1
        #expect(image.size.width >= 1 && image.size.height >= 1)
      }
    }
    #expect(decoded < 4000)
  }
}

/// Minimal image-file headers for tests: just enough bytes for a decoder to find the size.
enum ImageBytes {
  /// A PNG signature and IHDR chunk (CRC not checked) for a width and height.
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height)
    bytes += [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    return Data(bytes)
  }

  /// A GIF89a header with a logical screen of a width and height.
  static func gif(width: UInt16, height: UInt16) -> Data {
    Data(
      Array("GIF89a".utf8) + [
        UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0,
      ])
  }

  /// A JPEG start, an APP0 segment, a DQT segment and a baseline SOF0 for a width and height.
  static func jpeg(width: UInt16, height: UInt16, startOfFrame: UInt8 = 0xC0) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x01]
    bytes += [0xFF, startOfFrame, 0x00, 0x11, 8]
    bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += [0xFF, 0xDA, 0x00, 0x08]
    return Data(bytes)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
