import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Image views draw their images' pixels, placed by content mode and tinted when templates
/// (decision PX6), in PNG and SVG renders.
@MainActor
@Suite struct ImageViewPixelTests {
  /// A 20 × 10-point red image (scale 1), made from pixels.
  private let redImage: UIImage = {
    var bytes = [UInt8](repeating: 0, count: 20 * 10 * 4)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      bytes[index] = 255
      bytes[index + 3] = 255
    }
    let bitmap = HeadlessBitmap(width: 20, height: 10, alphaFormat: .straight, bytes: bytes)
    return bitmap.map { UIImage(headlessBitmap: $0) } ?? UIImage()
  }()

  /// A 40 × 40 white image view that clips, showing `image` in `mode`, rendered at scale 1.
  private func render(_ image: UIImage, mode: UIView.ContentMode, tint: UIColor? = nil) -> Canvas {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    view.backgroundColor = .white
    view.clipsToBounds = true
    view.contentMode = mode
    if let tint { view.tintColor = tint }
    return RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: nil)
  }

  /// Where UIKit puts a 20 × 10 image in a 40 × 40 view for each mode.
  nonisolated static let placements: [(UIView.ContentMode, CGRect)] = [
    (.scaleToFill, CGRect(x: 0, y: 0, width: 40, height: 40)),
    (.redraw, CGRect(x: 0, y: 0, width: 40, height: 40)),
    (.scaleAspectFit, CGRect(x: 0, y: 10, width: 40, height: 20)),
    (.scaleAspectFill, CGRect(x: -20, y: 0, width: 80, height: 40)),
    (.center, CGRect(x: 10, y: 15, width: 20, height: 10)),
    (.top, CGRect(x: 10, y: 0, width: 20, height: 10)),
    (.bottom, CGRect(x: 10, y: 30, width: 20, height: 10)),
    (.left, CGRect(x: 0, y: 15, width: 20, height: 10)),
    (.right, CGRect(x: 20, y: 15, width: 20, height: 10)),
    (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
    (.topRight, CGRect(x: 20, y: 0, width: 20, height: 10)),
    (.bottomLeft, CGRect(x: 0, y: 30, width: 20, height: 10)),
    (.bottomRight, CGRect(x: 20, y: 30, width: 20, height: 10)),
  ]

  @Test(
    "Every content mode draws the image's pixels where UIKit places them",
    arguments: placements.indices)
  func contentModes(_ index: Int) {
    let (mode, expected) = Self.placements[index]
    let pixels = render(redImage, mode: mode)
    let inside = expected.intersection(CGRect(x: 0, y: 0, width: 40, height: 40))
    for y in 0..<40 {
      for x in 0..<40 {
        let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let colour: [UInt8] = inside.contains(centre) ? [255, 0, 0, 255] : [255, 255, 255, 255]
        if pixels.pixel(x: x, y: y) != colour {
          Issue.record("mode \(mode.rawValue): pixel \(x),\(y) is \(pixels.pixel(x: x, y: y))")
          return
        }
      }
    }
  }

  @Test("A template image is its alpha in the image view's tint colour")
  func templateTint() {
    let template = redImage.withRenderingMode(.alwaysTemplate)
    let pixels = render(template, mode: .center, tint: .blue)
    #expect(pixels.pixel(x: 20, y: 20) == [0, 0, 255, 255])
    // An original image keeps its colours whatever the tint.
    #expect(render(redImage, mode: .center, tint: .blue).pixel(x: 20, y: 20) == [255, 0, 0, 255])
    // withTintColor names the colour itself.
    let green = redImage.withTintColor(.green)
    #expect(render(green, mode: .center, tint: .blue).pixel(x: 20, y: 20) == [0, 255, 0, 255])
  }

  @Test("EXIF orientation turns the image when it is drawn")
  func orientedImage() throws {
    // 2 × 1 pixels, red then blue, shown turned a quarter turn clockwise (.right): the
    // displayed image is 1 × 2 with red on top.
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
    let bitmap = try #require(
      HeadlessBitmap(width: 2, height: 1, alphaFormat: .straight, bytes: bytes))
    let image = UIImage(headlessBitmap: bitmap, scale: 1, orientation: .right)
    #expect(image.size == CGSize(width: 1, height: 2))
    let view = UIImageView(image: image)
    let pixels = RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: nil)
    #expect(pixels.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 0, y: 1) == [0, 0, 255, 255])
  }

  @Test("SVG embeds an image's pixels as a PNG data URI")
  func svgImage() throws {
    let view = UIImageView(image: redImage)
    let svg = SVGWriter.svg(for: DisplayList(rendering: view))
    let start = try #require(svg.range(of: #"href="data:image/png;base64,"#))
    let rest = svg[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "\""))
    let png = try #require(Data(base64Encoded: String(rest[..<end])))
    #expect(UIImage(data: png)?.headlessPixels == redImage.headlessPixels)
    #expect(svg.contains(#"<image width="20" height="10""#))
  }

  @Test("A view's draw(_:) override appears in PNG renders")
  func drawOverride() {
    final class Cross: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 4, width: bounds.width, height: 2))
      }
    }
    let view = Cross(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let pixels = RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: nil)
    #expect(pixels.pixel(x: 5, y: 5) == [0, 255, 0, 255])
    #expect(pixels.pixel(x: 5, y: 1) == [0, 0, 0, 0])
  }
}
