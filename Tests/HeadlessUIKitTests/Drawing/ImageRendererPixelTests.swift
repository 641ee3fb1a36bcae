import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `UIGraphicsImageRenderer` makes images with real pixels (decision PX2).
@MainActor
@Suite(.dejaVuSystemFace) struct ImageRendererPixelTests {
  /// A renderer of `width × height` points at `scale`.
  private func renderer(
    _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1, opaque: Bool = false
  ) -> UIGraphicsImageRenderer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
  }

  @Test("UIRectFill with setFill paints the rectangle at the format's scale")
  func rectFill() throws {
    let image = renderer(10, 6, scale: 2).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 6))
    }
    #expect(image.size == CGSize(width: 10, height: 6) && image.scale == 2)
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.width == 20 && pixels.height == 12)
    #expect(pixels.rgba(9, 5) == [255, 0, 0, 255])
    #expect(pixels.rgba(10, 5) == [0, 0, 0, 0])
  }

  @Test("An opaque format's undrawn pixels are black and opaque")
  func opaqueFormat() throws {
    let image = renderer(4, 4, opaque: true).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    }
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(0, 0) == [255, 255, 255, 255])
    #expect(pixels.rgba(3, 3) == [0, 0, 0, 255])
  }

  @Test("UIBezierPath fills ovals and rounded rectangles with anti-aliased edges")
  func bezierFills() throws {
    let image = renderer(40, 20).image { _ in
      UIColor.blue.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
      UIColor.green.setFill()
      UIBezierPath(roundedRect: CGRect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 8).fill()
    }
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(10, 10) == [0, 0, 255, 255])
    #expect(pixels.rgba(0, 0) == [0, 0, 0, 0])  // outside the oval's corner
    #expect(pixels.rgba(30, 10) == [0, 255, 0, 255])
    #expect(pixels.rgba(20, 0)[3] == 0)  // the rounded corner
    let edge = pixels.rgba(2, 10)[3]  // on the oval's left edge: partly covered
    #expect(edge > 0)
  }

  @Test("Strokes use the stroke colour and line width, arcs included")
  func strokes() throws {
    let image = renderer(20, 20).image { _ in
      UIColor.red.setStroke()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 10))
      line.addLine(to: CGPoint(x: 20, y: 10))
      line.lineWidth = 4
      line.stroke()
      let arc = UIBezierPath(
        arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
      arc.lineWidth = 2
      arc.stroke()
    }
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(5, 9) == [255, 0, 0, 255])  // inside the 4-point band y 8…12
    #expect(pixels.rgba(5, 5) == [0, 0, 0, 0])
    #expect(pixels.rgba(10, 17)[3] == 255)  // the arc's bottom (y = 10 + 8) band
    #expect(pixels.rgba(10, 1) == [0, 0, 0, 0])  // the top half has no arc
  }

  @Test("Clipping and transforms apply to what is drawn")
  func clipAndTransform() throws {
    let image = renderer(20, 20).image { context in
      context.cgContext.translateBy(x: 10, y: 0)
      UIRectClip(CGRect(x: 0, y: 0, width: 5, height: 20))
      UIColor.red.setFill()
      UIRectFill(CGRect(x: -10, y: 0, width: 30, height: 20))
    }
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(12, 10) == [255, 0, 0, 255])
    #expect(pixels.rgba(5, 10) == [0, 0, 0, 0])
    #expect(pixels.rgba(16, 10) == [0, 0, 0, 0])
  }

  @Test("NSString and NSAttributedString drawing put glyphs in their colours")
  func stringDrawing() throws {
    let image = renderer(60, 40).image { _ in
      ("Hi" as NSString).draw(
        in: CGRect(x: 0, y: 0, width: 60, height: 20),
        withAttributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.red])
      NSAttributedString(
        string: "Hi",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.blue]
      ).draw(in: CGRect(x: 0, y: 20, width: 60, height: 20))
    }
    let pixels = try #require(image.headlessPixels)
    var red = 0
    var blue = 0
    for y in 0..<40 {
      for x in 0..<60 {
        let p = pixels.rgba(x, y)
        if p == [255, 0, 0, 255] { red += 1 }
        if p == [0, 0, 255, 255] { blue += 1 }
        if p[3] > 0 { #expect((y < 20) == (p[2] == 0), "colour by row at \(x),\(y)") }
      }
    }
    #expect(red > 10 && blue > 10)
  }

  @Test("UIImage.draw(in:) draws a decoded image's pixels, scaled")
  func imageDrawing() throws {
    let source = try #require(try ImageFixtures.image("interlaced-rgba.png"))
    let image = renderer(13, 11).image { _ in
      source.draw(in: CGRect(x: 0, y: 0, width: 13, height: 11))
    }
    #expect(image.headlessPixels == source.headlessPixels)
    let doubled = renderer(26, 22).image { _ in
      source.draw(in: CGRect(x: 0, y: 0, width: 26, height: 22))
    }
    let pixels = try #require(doubled.headlessPixels)
    // Pixel (1, 1) of the doubled image samples source pixel (0.25, 0.25): mostly (0, 0).
    #expect(pixels.pixel(0, 0, isNear: [0, 0, 0, 255], tolerance: 0))
    #expect(pixels.pixel(25, 21, isNear: [228, 230, 0, 255], tolerance: 0))
  }

  @Test("pngData(actions:) and jpegData(withCompressionQuality:actions:) encode the drawing")
  func rendererData() throws {
    let drawing = renderer(8, 8)
    let png = drawing.pngData { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    #expect(UIImage(data: png)?.headlessPixels?.rgba(4, 4) == [255, 0, 0, 255])
    let jpeg = drawing.jpegData(withCompressionQuality: 0.9) { _ in
      UIColor.green.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    let decoded = try #require(UIImage(data: jpeg)?.headlessPixels)
    #expect(decoded.pixel(4, 4, isNear: [0, 255, 0, 255], tolerance: 4))
  }

  @Test("A bitmap round-trips through init(headlessBitmap:) with its scale")
  func bitmapRoundTrip() throws {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255]
    let bitmap = try #require(
      HeadlessBitmap(width: 2, height: 2, alphaFormat: .straight, bytes: bytes))
    let image = UIImage(headlessBitmap: bitmap, scale: 2)
    #expect(image.size == CGSize(width: 1, height: 1))
    #expect(image.headlessPixels?.rgba(1, 0) == [0, 128, 0, 128])
    #expect(image.headlessPixels(alphaFormat: .straight) == bitmap)
    #expect(HeadlessBitmap(width: 2, height: 2, alphaFormat: .straight, bytes: [0]) == nil)
  }

  @Test("UIGraphicsBeginImageContextWithOptions images have pixels; opaque ones a black ground")
  func legacyImageContext() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), true, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(1, 1) == [255, 0, 0, 255])
    #expect(pixels.rgba(3, 1) == [0, 0, 0, 255])
  }

  @Test("The format's range settings exist and keep their values")
  func formatRange() {
    let format = UIGraphicsImageRendererFormat()
    #expect(format.preferredRange == .automatic)
    format.preferredRange = .extended
    #expect(format.preferredRange == .extended)
  }
}
