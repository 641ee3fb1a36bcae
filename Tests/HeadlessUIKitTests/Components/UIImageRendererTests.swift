import Foundation
import HeadlessUIKit
import Testing

/// Images made by UIGraphicsImageRenderer and loaded from files (decisions B1, B3, B8).
@MainActor
@Suite struct UIImageRendererTests {
  @Test func rendererMakesImagesOfItsSizeAtTheScreenScale() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
    var ran = 0
    let image = renderer.image { context in
      ran += 1
      #expect(context.format.scale == UIScreen.main.scale)
      #expect(context.currentImage.size == CGSize(width: 40, height: 20))
    }
    #expect(ran == 1)
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == UIScreen.main.scale)
    #expect(renderer.format.opaque == false)
    #expect(renderer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func formatScaleAndOpacityAreKept() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    format.opaque = true
    let image = UIGraphicsImageRenderer(size: CGSize(width: 15, height: 7), format: format)
      .image { _ in }
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 15, height: 7))
    #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
    #expect(UIGraphicsImageRendererFormat.preferred().opaque == false)
  }

  @Test func fractionalSizesRoundUpToWholePixels() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10.2, height: 0.25), format: format)
      .image { _ in }
    #expect(image.size == CGSize(width: 10.5, height: 0.5))
  }

  @Test func boundsRendererUsesTheBoundsSize() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 5, y: 5, width: 30, height: 12), format: format)
    #expect(renderer.image { _ in }.size == CGSize(width: 30, height: 12))
  }

  @Test func fileNamesGiveTheScale() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIImageRendererTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = ImageBytes.png(width: 60, height: 30)
    let cases: [(String, CGFloat)] = [
      ("plain.png", 1), ("icon@2x.png", 2), ("icon@3x.png", 3), ("icon@2x~iphone.png", 2),
      ("icon@3x~ipad.png", 3), ("@2xicon.png", 1), ("icon@4x.png", 1), ("icon@2x", 2),
    ]
    for (name, scale) in cases {
      let path = directory.appendingPathComponent(name).path
      try png.write(to: URL(fileURLWithPath: path))
      let image = try #require(UIImage(contentsOfFile: path), "\(name)")
      #expect(image.scale == scale, "\(name)")
      #expect(image.size == CGSize(width: 60 / scale, height: 30 / scale), "\(name)")
    }
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    let text = directory.appendingPathComponent("text@2x.png")
    try Data("not an image".utf8).write(to: text)
    #expect(UIImage(contentsOfFile: text.path) == nil)
  }

  @Test func namedImagesThatAreNotInTheMainBundleAreNil() {
    #expect(UIImage(named: "no-such-image-\(UUID().uuidString)") == nil)
    #expect(UIImage(named: "") == nil)
  }

  @Test func namedImagesComeFromTheBundlePreferringHigherScales() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIImageNamedTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImageBytes.png(width: 30, height: 30).write(to: directory.appendingPathComponent("a.png"))
    try ImageBytes.png(width: 60, height: 60).write(
      to: directory.appendingPathComponent("a@2x.png"))
    try ImageBytes.gif(width: 10, height: 4).write(to: directory.appendingPathComponent("b.gif"))
    try ImageBytes.jpeg(width: 8, height: 6).write(to: directory.appendingPathComponent("c.jpg"))
    let bundle = try #require(Bundle(path: directory.path))

    let a = try #require(UIImage(named: "a", in: bundle, compatibleWith: nil))
    #expect(a.scale == 2)
    #expect(a.size == CGSize(width: 30, height: 30))
    let explicit = try #require(UIImage(named: "a.png", in: bundle, compatibleWith: nil))
    #expect(explicit.scale == 2)
    #expect(
      UIImage(named: "b", in: bundle, compatibleWith: nil)?.size == CGSize(width: 10, height: 4))
    #expect(
      UIImage(named: "c", in: bundle, compatibleWith: nil)?.size == CGSize(width: 8, height: 6))
    #expect(UIImage(named: "c.gif", in: bundle, compatibleWith: nil) == nil)
    #expect(UIImage(named: "d", in: bundle, compatibleWith: nil) == nil)
  }
}
