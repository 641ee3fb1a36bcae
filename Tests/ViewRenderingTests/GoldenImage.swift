import Foundation
import Testing

@testable import Raster
@testable import ViewRendering

/// How far an image may stray from its golden image and still match (decision R30).
///
/// A pixel differs when one of its straight RGBA channels is more than ``maximumChannelDifference``
/// away from the golden pixel's (two fully transparent pixels never differ); the image matches
/// when at most ``maximumDifferingFraction`` of its pixels differ.
struct GoldenTolerance: Sendable {
  /// The largest per-channel difference, in 8-bit steps, that still counts as equal.
  var maximumChannelDifference = 2
  /// The largest share of pixels that may differ (0.001 is 0.1 %).
  var maximumDifferingFraction = 0.001

  /// The most pixels that may differ in an image of `count` pixels.
  func allowedDifferingPixels(of count: Int) -> Int {
    Int((Double(count) * maximumDifferingFraction).rounded(.down))
  }
}

/// A decoded 8-bit straight-alpha RGBA image.
struct RGBAImage: Equatable, Sendable {
  /// Pixels per row.
  var width: Int
  /// Rows.
  var height: Int
  /// Four bytes per pixel, row by row.
  var rgba: [UInt8]

  /// Decodes PNG bytes.
  init(png: [UInt8]) throws(RenderError) {
    let decoded = try PNGCodec.decode(png)
    self.init(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
  }

  /// An image from its parts.
  init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The image as PNG bytes: 8-bit RGBA, stored (uncompressed) deflate blocks.
  ///
  /// Only failure images use this, so size does not matter; `Canvas` keeps its pixels to
  /// itself, and a plain writer here keeps the test from reaching into the renderer.
  var uncompressedPNG: [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      raw.append(0)  // Filter type None.
      raw += rgba[row * width * 4..<(row + 1) * width * 4]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [last, UInt8(count & 255), UInt8(count >> 8)]
      zlib += [UInt8(~count & 255), UInt8((~count >> 8) & 255)]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    zlib += Self.bigEndian(Self.adler32(raw))
    var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace.
    return [137, 80, 78, 71, 13, 10, 26, 10] + Self.chunk("IHDR", header)
      + Self.chunk("IDAT", zlib) + Self.chunk("IEND", [])
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}

/// The result of comparing an image with its golden image of the same size.
struct ImageComparison: Sendable {
  /// Pixels beyond the channel tolerance.
  var differingPixels: Int
  /// The largest channel difference anywhere, in 8-bit steps.
  var largestDifference: Int
  /// Pixels in the image.
  var pixelCount: Int
  /// A picture of the differences: differing pixels red, pixels within the tolerance but not
  /// equal yellow, equal pixels a faint grey copy of the golden image.
  var diff: RGBAImage

  /// Compares `actual` with `golden`; both must have the same size.
  init(golden: RGBAImage, actual: RGBAImage, tolerance: GoldenTolerance) {
    precondition(golden.width == actual.width && golden.height == actual.height)
    var differing = 0
    var largest = 0
    var diff = [UInt8](repeating: 255, count: golden.rgba.count)
    for index in stride(from: 0, to: golden.rgba.count, by: 4) {
      var difference = 0
      if golden.rgba[index + 3] != 0 || actual.rgba[index + 3] != 0 {
        for channel in 0..<4 {
          difference = max(
            difference, abs(Int(golden.rgba[index + channel]) - Int(actual.rgba[index + channel])))
        }
      }
      largest = max(largest, difference)
      if difference > tolerance.maximumChannelDifference {
        differing += 1
        diff[index + 1] = 0
        diff[index + 2] = 0
      } else if difference > 0 {
        diff[index + 2] = 0
      } else {
        // Luma of the golden pixel over white, faded to a quarter of its contrast.
        let alpha = Int(golden.rgba[index + 3])
        let luma =
          (Int(golden.rgba[index]) * 54 + Int(golden.rgba[index + 1]) * 183
            + Int(golden.rgba[index + 2]) * 19) >> 8
        let overWhite = (luma * alpha + 255 * (255 - alpha)) / 255
        let faded = UInt8(191 + overWhite / 4)
        diff[index] = faded
        diff[index + 1] = faded
        diff[index + 2] = faded
      }
    }
    differingPixels = differing
    largestDifference = largest
    pixelCount = golden.width * golden.height
    self.diff = RGBAImage(width: golden.width, height: golden.height, rgba: diff)
  }

  /// Whether the differences are within `tolerance`.
  func matches(_ tolerance: GoldenTolerance) -> Bool {
    differingPixels <= tolerance.allowedDifferingPixels(of: pixelCount)
  }
}

/// Golden-image assertions: compare a rendering with a checked-in PNG, or record it.
///
/// Goldens live in `Tests/ViewRenderingTests/__Snapshots__/Golden/NAME.png`. Setting
/// `HEADLESS_UIKIT_RECORD_GOLDENS=1` writes the rendering as the new golden and fails the test
/// to say so (never silently); with `CI` set, recording is refused (decision R31). On a
/// mismatch the actual image and a diff image are written to a temporary directory and their
/// paths are in the failure message.
enum GoldenImage {
  /// The folder of the golden images, beside this file.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent("Golden")

  /// Where failed comparisons leave their actual and diff images, one folder per test process.
  static let failureDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("headless-uikit-goldens-\(ProcessInfo.processInfo.processIdentifier)")

  /// The environment variable that asks for recording.
  static let recordVariable = "HEADLESS_UIKIT_RECORD_GOLDENS"

  /// What to do with an image: compare it or record it.
  enum Mode: Equatable {
    case compare
    case record
    /// Recording was asked for in CI; the message says why it is refused.
    case refuse(String)
  }

  /// The mode for an environment.
  static func mode(environment: [String: String]) -> Mode {
    let record = environment[recordVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    guard record else { return .compare }
    if let ci = environment["CI"], !ci.isEmpty {
      return .refuse(
        "\(recordVariable) is set but so is CI=\(ci): goldens are never recorded in CI")
    }
    return .record
  }

  /// Checks `canvas` against the golden image `name`, or records it.
  ///
  /// - Parameters:
  ///   - canvas: The rendering.
  ///   - name: The golden's file name without `.png`.
  ///   - tolerance: How far the rendering may stray.
  ///   - sourceLocation: Where a failure is reported.
  /// - Throws: An encoding, decoding or file-system error when the images cannot be read or
  ///   written.
  static func assertMatches(
    _ canvas: Canvas, named name: String, tolerance: GoldenTolerance = GoldenTolerance(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let png = try canvas.pngData()
    let golden = directory.appendingPathComponent(name + ".png")
    switch mode(environment: ProcessInfo.processInfo.environment) {
    case .refuse(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    case .record:
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(png).write(to: golden, options: .atomic)
      Issue.record(
        "Recorded the golden \(golden.path); run again without \(recordVariable) to compare",
        sourceLocation: sourceLocation)
      return
    case .compare:
      break
    }
    guard let data = FileManager.default.contents(atPath: golden.path) else {
      let actual = try writeFailureImage(png, name: name + ".actual")
      let message =
        "No golden image at \(golden.path); actual image: \(actual.path). "
        + "Record with \(recordVariable)=1."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let expected = try RGBAImage(png: [UInt8](data))
    let actual = try RGBAImage(png: png)
    guard expected.width == actual.width, expected.height == actual.height else {
      let path = try writeFailureImage(png, name: name + ".actual")
      let message =
        "\(name): the golden is \(expected.width)×\(expected.height) pixels, the rendering "
        + "\(actual.width)×\(actual.height); golden: \(golden.path); actual: \(path.path)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let comparison = ImageComparison(golden: expected, actual: actual, tolerance: tolerance)
    guard !comparison.matches(tolerance) else { return }
    let actualPath = try writeFailureImage(png, name: name + ".actual")
    let diffPath = try writeFailureImage(comparison.diff.uncompressedPNG, name: name + ".diff")
    Issue.record(
      """
      \(name): \(comparison.differingPixels) of \(comparison.pixelCount) pixels differ by more \
      than \(tolerance.maximumChannelDifference) (at most \
      \(tolerance.allowedDifferingPixels(of: comparison.pixelCount)) may; largest difference \
      \(comparison.largestDifference)); golden: \(golden.path); actual: \(actualPath.path); \
      diff: \(diffPath.path)
      """, sourceLocation: sourceLocation)
  }

  /// Writes PNG bytes to the failure folder and returns the file's URL.
  private static func writeFailureImage(_ png: [UInt8], name: String) throws -> URL {
    try FileManager.default.createDirectory(
      at: failureDirectory, withIntermediateDirectories: true)
    let url = failureDirectory.appendingPathComponent(name + ".png")
    try Data(png).write(to: url, options: .atomic)
    return url
  }
}
