import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// A view that runs a drawing closure in `draw(_:)`.
private final class ClosureView: UIView {
  var drawing: (CGRect) -> Void = { _ in }

  override func draw(_ rect: CGRect) {
    drawing(rect)
  }
}

/// What views' `draw(_:)`, shape layers and drawn images put into PNG and SVG renders.
@MainActor
@Suite struct DrawingRenderTests {
  /// Renders a view at scale 1 on a transparent background.
  private func canvas(_ view: UIView) -> Canvas {
    RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: nil)
  }

  /// A 40×40 view drawing with a closure.
  private func view(_ drawing: @escaping (CGRect) -> Void) -> ClosureView {
    let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.drawing = drawing
    return view
  }

  @Test("A path filled in draw(_:) appears in the PNG, in the view's bounds space")
  func filledPath() {
    let view = view { _ in
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
    }
    let pixels = canvas(view)
    #expect(pixels.pixel(x: 15, y: 15) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 29, y: 29) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 5, y: 5) == [0, 0, 0, 0])
    #expect(pixels.pixel(x: 30, y: 15) == [0, 0, 0, 0])
    view.bounds.origin = CGPoint(x: 10, y: 10)
    view.setNeedsDisplay()
    let shifted = canvas(view)
    #expect(shifted.pixel(x: 5, y: 5) == [255, 0, 0, 255])
    #expect(shifted.pixel(x: 15, y: 15) == [255, 0, 0, 255])
    #expect(shifted.pixel(x: 25, y: 25) == [0, 0, 0, 0])
  }

  @Test("Drawn content is stretched to new bounds, unless the content mode redraws it")
  func stretchedContent() {
    let view = view { rect in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: 10, height: 10))
      // Outside the bounds: a bitmap the size of the bounds does not keep it.
      UIRectFill(CGRect(x: rect.maxX, y: 0, width: 10, height: 10))
    }
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    _ = canvas(view)
    view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    let stretched = canvas(view)
    #expect(stretched.pixel(x: 15, y: 5) == [255, 0, 0, 255])
    #expect(abs(stretched.alphaArea - 200) < 1)
    view.contentMode = .redraw
    view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    let redrawn = canvas(view)
    #expect(redrawn.pixel(x: 15, y: 5) == [0, 0, 0, 0])
    #expect(abs(redrawn.alphaArea - 100) < 1)
  }

  @Test("A stroke paints a band of the line width centred on the path")
  func stroke() {
    let view = view { _ in
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setStrokeColor(UIColor.blue.cgColor)
      context.setLineWidth(4)
      context.move(to: CGPoint(x: 0, y: 20))
      context.addLine(to: CGPoint(x: 40, y: 20))
      context.strokePath()
    }
    let pixels = canvas(view)
    #expect(pixels.pixel(x: 20, y: 18) == [0, 0, 255, 255])
    #expect(pixels.pixel(x: 20, y: 21) == [0, 0, 255, 255])
    #expect(pixels.pixel(x: 20, y: 17) == [0, 0, 0, 0])
    #expect(pixels.pixel(x: 20, y: 22) == [0, 0, 0, 0])
    #expect(abs(pixels.alphaArea - 160) < 1)
  }

  @Test("A dashed stroke paints only its dashes; round caps reach beyond the ends")
  func dashesAndCaps() {
    let dashed = view { _ in
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 20))
      path.addLine(to: CGPoint(x: 40, y: 20))
      path.lineWidth = 2
      path.setLineDash([5, 5], count: 2, phase: 0)
      UIColor.black.setStroke()
      path.stroke()
    }
    let pixels = canvas(dashed)
    #expect(pixels.pixel(x: 2, y: 20)[3] == 255)
    #expect(pixels.pixel(x: 7, y: 20)[3] == 0)
    #expect(pixels.pixel(x: 12, y: 20)[3] == 255)
    #expect(abs(pixels.alphaArea - 40) < 1)
    let capped = view { _ in
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 10, y: 20))
      path.addLine(to: CGPoint(x: 30, y: 20))
      path.lineWidth = 6
      path.lineCapStyle = .square
      path.stroke()
    }
    #expect(abs(canvas(capped).alphaArea - 26 * 6) < 1)
  }

  @Test("Clipping in draw(_:) limits later fills")
  func clipping() {
    let view = view { rect in
      UIRectClip(CGRect(x: 0, y: 0, width: 20, height: 40))
      UIColor.green.setFill()
      UIRectFill(rect)
    }
    let pixels = canvas(view)
    #expect(pixels.pixel(x: 10, y: 10)[3] == 255)
    #expect(pixels.pixel(x: 30, y: 10)[3] == 0)
    #expect(abs(pixels.alphaArea - 800) < 1)
  }

  @Test("A shape layer fills its path, with the even-odd rule when asked, among sublayers")
  func shapeLayer() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    shape.path = path
    shape.fillColor = UIColor.red.cgColor
    host.layer.addSublayer(shape)
    var pixels = canvas(host)
    #expect(pixels.pixel(x: 12, y: 12) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 20, y: 20) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 5, y: 5) == [0, 0, 0, 0])
    shape.fillRule = .evenOdd
    pixels = canvas(host)
    #expect(pixels.pixel(x: 20, y: 20) == [0, 0, 0, 0])
    #expect(abs(pixels.alphaArea - 300) < 1)
  }

  @Test("A shape layer strokes between strokeStart and strokeEnd")
  func shapeStroke() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let shape = CAShapeLayer()
    shape.frame = host.bounds
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 0, y: 20))
    line.addLine(to: CGPoint(x: 40, y: 20))
    shape.path = line.cgPath
    shape.fillColor = nil
    shape.strokeColor = UIColor.black.cgColor
    shape.lineWidth = 2
    shape.strokeEnd = 0.5
    host.layer.addSublayer(shape)
    let pixels = canvas(host)
    #expect(pixels.pixel(x: 10, y: 20)[3] == 255)
    #expect(pixels.pixel(x: 30, y: 20)[3] == 0)
    #expect(abs(pixels.alphaArea - 40) < 1)
  }

  @Test("A sublayer sits between the subviews it was inserted between")
  func layerOrder() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let below = UIView(frame: host.bounds)
    below.backgroundColor = .red
    host.addSubview(below)
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.fillColor = UIColor.blue.cgColor
    host.layer.addSublayer(shape)
    let pixels = canvas(host)
    #expect(pixels.pixel(x: 5, y: 5) == [0, 0, 255, 255])
    let above = UIView(frame: host.bounds)
    above.backgroundColor = .green
    host.addSubview(above)
    #expect(canvas(host).pixel(x: 5, y: 5) == [0, 255, 0, 255])
  }

  @Test("An image made by drawing draws what was drawn, in an image view and on its own")
  func drawnImage() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
      .image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      }
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let pixels = canvas(imageView)
    #expect(pixels.pixel(x: 5, y: 5) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 15, y: 5) == [0, 0, 0, 0])
    let own = RasterRenderer.render(DisplayList(rendering: image), scale: 2, background: nil)
    #expect(own.width == 20 && own.height == 20)
    #expect(abs(own.alphaArea - 200) < 1)
  }

  @Test("Drawn paths are SVG paths, clips included")
  func svg() {
    let view = view { _ in
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).addClip()
      UIColor.red.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
    }
    let svg = SVGWriter.svg(for: DisplayList(rendering: view))
    #expect(svg.contains(#"<path d="M40 20 C"#))
    #expect(svg.contains(#"<clipPath id="clip2"><path d="M0 0 L20 0 L20 40 L0 40 Z"/></clipPath>"#))
  }
}
