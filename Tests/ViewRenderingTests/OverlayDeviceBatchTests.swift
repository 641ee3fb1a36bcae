import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// `render --device all`: output names, progress lines and failures (decision R38).
@MainActor
@Suite struct OverlayDeviceBatchTests {
  /// A failure with a message, as the tool's errors print.
  private struct Failing: Error, CustomStringConvertible {
    let description: String
  }

  @Test("R38: device names become file-name-safe")
  func sanitizedNames() {
    #expect(DeviceBatch.sanitizedName("iPhone 15 Pro") == "iPhone-15-Pro")
    #expect(DeviceBatch.sanitizedName("iPad Pro (9.7-inch)") == "iPad-Pro-9.7-inch")
    #expect(DeviceBatch.sanitizedName("iPhone SE (2nd generation)") == "iPhone-SE-2nd-generation")
    #expect(DeviceBatch.sanitizedName(" a / b\\c  -- d ") == "a-b-c-d")
    #expect(DeviceBatch.sanitizedName("Été 13\u{2033}") == "t-13")
    #expect(DeviceBatch.sanitizedName("()") == "device")
  }

  @Test("R38: every catalogue device gets its own, distinct file")
  func catalogueNamesAreDistinct() {
    let names = HeadlessDevice.all.map { DeviceBatch.sanitizedName($0.name) }
    #expect(names.count > 1)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.contains(" ") && !$0.contains("/") && !$0.contains("(") })
  }

  @Test("R38: the device name goes before the extension of the last path component")
  func outputPaths() {
    #expect(DeviceBatch.outputPath("out.png", device: "iPhone 15 Pro") == "out-iPhone-15-Pro.png")
    #expect(
      DeviceBatch.outputPath("shots.v2/out.svg", device: "iPhone 8") == "shots.v2/out-iPhone-8.svg")
    #expect(DeviceBatch.outputPath("/tmp/a.b.png", device: "iPhone X") == "/tmp/a.b-iPhone-X.png")
    #expect(DeviceBatch.outputPath("dir.d/out", device: "iPhone X") == "dir.d/out-iPhone-X")
    #expect(DeviceBatch.outputPath(".png", device: "iPhone X") == ".png-iPhone-X")
  }

  @Test("R38: one progress line per device; failures are reported and do not stop the batch")
  func progressAndFailures() {
    var lines: [String] = []
    var drawn: [String] = []
    let failures = DeviceBatch.run(
      devices: ["iPhone 8", "iPad Pro (9.7-inch)", "iPhone 15 Pro"], output: "out/x.png",
      progress: { lines.append($0) },
      render: { (device, path) throws(Failing) in
        if device.hasPrefix("iPad") { throw Failing(description: "cannot write '\(path)'") }
        drawn.append(path)
      })
    #expect(drawn == ["out/x-iPhone-8.png", "out/x-iPhone-15-Pro.png"])
    #expect(
      lines == [
        "[1/3] iPhone 8 → out/x-iPhone-8.png",
        "[2/3] iPad Pro (9.7-inch): failed: cannot write 'out/x-iPad-Pro-9.7-inch.png'",
        "[3/3] iPhone 15 Pro → out/x-iPhone-15-Pro.png",
      ])
    #expect(
      failures == [
        DeviceBatch.Failure(
          device: "iPad Pro (9.7-inch)", message: "cannot write 'out/x-iPad-Pro-9.7-inch.png'")
      ])
    #expect(
      DeviceBatch.summary(of: failures, total: 3) == "1 of 3 devices failed: iPad Pro (9.7-inch)")
    #expect(DeviceBatch.summary(of: [], total: 3) == nil)
    let many = ["A", "B", "C", "D", "E"].map { DeviceBatch.Failure(device: $0, message: "m") }
    #expect(
      DeviceBatch.summary(of: many, total: 50) == "5 of 50 devices failed: A, B, C and 2 more")
    #expect(DeviceBatch.summary(of: [many[0]], total: 1) == "1 of 1 device failed: A")
  }

  @Test("R38: a batch writes one PNG per device at the device's size and scale, with the overlay")
  func batchWritesFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("overlay-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let devices = ["iPhone SE (2nd generation)", "iPhone 15 Pro"]
    var lines: [String] = []
    let failures = DeviceBatch.run(
      devices: devices, output: directory.appendingPathComponent("scene.png").path,
      progress: { lines.append($0) },
      render: { (name, path) throws(RenderError) in
        guard let device = HeadlessDevice.named(name) else { return }
        let screen = UIScreen(headlessDevice: device, orientation: .portrait)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let list = DisplayList(rendering: window, overlay: true)
        try RasterRenderer.render(list, scale: 1, background: nil)
          .writePNG(to: URL(fileURLWithPath: path))
      })
    #expect(failures.isEmpty)
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("[2/2] iPhone 15 Pro → ") == true)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["scene-iPhone-15-Pro.png", "scene-iPhone-SE-2nd-generation.png"])
    let pro = try PNGCodec.decode(
      [UInt8](Data(contentsOf: directory.appendingPathComponent("scene-iPhone-15-Pro.png"))))
    #expect(pro.width == 393 && pro.height == 852)
  }
}
