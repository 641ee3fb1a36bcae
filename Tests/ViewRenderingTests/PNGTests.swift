import Foundation
import Testing

@testable import Raster
@testable import ViewRendering

/// PNG encoding with libpng, decoding it back, and atomic writes.
struct PNGTests {
  @Test("A PNG decodes back to the canvas' straight RGBA bytes")
  func roundTrip() throws {
    var halfRed = red
    halfRed.alpha = 0.5
    let canvas = render(
      width: 7, height: 5,
      [.fill(.rect(rect(0, 0, 4, 5)), halfRed), .fill(.rect(rect(2.5, 1, 4, 2)), black)])
    let png = try canvas.pngData()
    #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
    let decoded = try PNGCodec.decode(png)
    #expect(decoded.width == 7 && decoded.height == 5)
    #expect(decoded.rgba == canvas.unpremultipliedBytes)
    #expect(Array(decoded.rgba[0..<4]) == [255, 0, 0, 128])
  }

  @Test("An opaque canvas of noise-like pixels round-trips through one PNG pass")
  func opaqueNoise() throws {
    // Every pixel a different colour (a simple congruential sequence): hardly compressible,
    // so the encoder's worst-case buffer is exercised.
    var items: [DisplayItem] = []
    var state: UInt32 = 12_345
    for y in 0..<32 {
      for x in 0..<32 {
        state = state &* 1_103_515_245 &+ 12_345
        let color = RenderColor(
          red: Double(state >> 24) / 255, green: Double(state >> 16 & 255) / 255,
          blue: Double(state >> 8 & 255) / 255)
        items.append(.fill(.rect(rect(Double(x), Double(y), 1, 1)), color))
      }
    }
    let canvas = render(width: 32, height: 32, items)
    #expect(canvas.isOpaque)
    let png = try canvas.pngData()
    #expect(png.count <= PNGCodec.maximumSize(width: 32, height: 32))
    let decoded = try PNGCodec.decode(png)
    #expect(decoded.rgba == canvas.pixels)
    #expect(Array(decoded.rgba[0..<4]) == canvas.pixel(x: 0, y: 0))
  }

  @Test("The PNG holds no time stamp or text: only pixel-derived chunks")
  func chunks() throws {
    let png = try render(width: 3, height: 3, background: white, []).pngData()
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    #expect(types.first == "IHDR")
    #expect(types.last == "IEND")
    #expect(!types.contains("tIME") && !types.contains("tEXt") && !types.contains("zTXt"))
  }

  @Test("Decoding garbage throws a typed error")
  func badData() {
    #expect(throws: RenderError.self) { try PNGCodec.decode([1, 2, 3, 4]) }
  }

  @Test("writePNG writes the whole file and leaves nothing else in the directory")
  func write() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let canvas = render(width: 4, height: 4, [.fill(.rect(rect(1, 1, 2, 2)), red)])
    let url = directory.appendingPathComponent("out.png")
    try canvas.writePNG(to: url)
    try canvas.writePNG(to: url)  // Replaces the file in place.
    #expect(try [UInt8](Data(contentsOf: url)) == canvas.pngData())
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
  }

  @Test("A missing directory is a typed error naming the path and the reason")
  func missingDirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.path + "/missing/out.png"
    #expect(throws: RenderError.cannotWrite(path: path, reason: "No such file or directory")) {
      try render(width: 2, height: 2, []).writePNG(to: URL(fileURLWithPath: path))
    }
  }

  @Test("A file in place of the directory is a typed error")
  func fileAsDirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("file")
    try Data([1]).write(to: blocker)
    let path = blocker.path + "/out.png"
    #expect(throws: RenderError.cannotWrite(path: path, reason: "Not a directory")) {
      try render(width: 2, height: 2, []).writePNG(to: URL(fileURLWithPath: path))
    }
  }

  @Test("A failed rename leaves no temporary file behind")
  func failedRename() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    #expect(throws: RenderError.cannotWrite(path: target.path, reason: "Is a directory")) {
      try render(width: 2, height: 2, []).writePNG(to: target)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
  }

  @Test("An empty canvas cannot be encoded")
  func emptyCanvas() {
    #expect(throws: RenderError.self) { try Canvas(width: 0, height: 3).pngData() }
  }
}

/// A new empty directory under the system's temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "raster-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
