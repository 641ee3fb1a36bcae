import Foundation
import Raster

/// Reads the pixel dimensions from the header of a PNG, JPEG or GIF file (decision B2).
///
/// Only the header is read: a PNG's IHDR chunk, a GIF's logical screen descriptor, or the first
/// start-of-frame segment of a JPEG. Every read is bounds-checked and a JPEG walk looks at no
/// more than ``maximumJPEGSegments`` segments, so truncated, oversized or hostile input yields
/// `nil` and never traps. Dimensions of zero, sides above ``maximumDimension`` and images of more
/// pixels than the decoders accept (`ImageLimits`, decision PX4) are refused.
enum ImageHeader {
  /// The largest width or height accepted, in pixels (PNG's own limit is 2³¹ − 1).
  static let maximumDimension = ImageLimits.maximumSide

  /// The most JPEG segments examined before giving up.
  static let maximumJPEGSegments = 1024

  /// The pixel size of the image the data encodes, or `nil` when it is not a readable image.
  ///
  /// - Parameter data: The bytes of an image file.
  /// - Returns: The width and height in pixels.
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    let dimensions = png(bytes) ?? gif(bytes) ?? jpeg(bytes)
    guard let (width, height) = dimensions,
      ImageLimits.accepts(width: width, height: height)
    else { return nil }
    return CGSize(width: width, height: height)
  }

  /// The dimensions in a PNG's IHDR chunk, which must come first after the signature.
  static func png(_ bytes: [UInt8]) -> (Int, Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8), bigEndian32(bytes, at: 8) == 13
    else { return nil }
    guard let width = bigEndian32(bytes, at: 16), let height = bigEndian32(bytes, at: 20) else {
      return nil
    }
    return (width, height)
  }

  /// The dimensions in a GIF's logical screen descriptor.
  static func gif(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 10 else { return nil }
    let magic = Array(bytes[0..<6])
    guard magic == Array("GIF87a".utf8) || magic == Array("GIF89a".utf8) else { return nil }
    return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
  }

  /// The dimensions in the first start-of-frame segment of a JPEG.
  ///
  /// Walks the segments after the start-of-image marker; markers without a length (RST*, TEM)
  /// are skipped, fill bytes (`FF FF`) are allowed, and the walk stops at start-of-scan.
  static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    for _ in 0..<maximumJPEGSegments {
      guard index + 1 < bytes.count, bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        index += 2
        continue
      }
      guard marker != 0xD9, marker != 0xDA, let length = bigEndian16(bytes, at: index + 2),
        length >= 2
      else { return nil }
      if isStartOfFrame(marker) {
        guard length >= 7, let height = bigEndian16(bytes, at: index + 5),
          let width = bigEndian16(bytes, at: index + 7)
        else { return nil }
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }

  /// Whether a JPEG marker starts a frame (SOF0–SOF15 except DHT, JPG and DAC).
  static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }

  /// The big-endian 16-bit number at `offset`, or `nil` past the end.
  static func bigEndian16(_ bytes: [UInt8], at offset: Int) -> Int? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  /// The big-endian 32-bit number at `offset`, or `nil` past the end.
  static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> Int? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }
}
