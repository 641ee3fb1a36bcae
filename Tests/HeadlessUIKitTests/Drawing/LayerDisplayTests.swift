import Foundation
import Testing

@testable import HeadlessUIKit

/// A view that records a path in `draw(_:)` and counts its calls.
private final class DrawingView: UIView {
  var draws = 0
  var rects: [CGRect] = []

  override func draw(_ rect: CGRect) {
    draws += 1
    rects.append(rect)
    UIColor.red.setFill()
    UIBezierPath(ovalIn: rect).fill()
  }
}

/// A layer that draws a rectangle in `draw(in:)`.
private final class DrawingLayer: CALayer {
  override func draw(in ctx: CGContext) {
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
  }
}

/// Displaying layers: needsDisplay, display, the view's draw(_:), shape layers, render(in:).
@MainActor
@Suite struct LayerDisplayTests {
  @Test("setNeedsDisplay marks the layer; displayIfNeeded draws once and clears the mark")
  func needsDisplay() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(!view.layer.needsDisplay())
    view.setNeedsDisplay()
    #expect(view.layer.needsDisplay())
    view.layer.displayIfNeeded()
    #expect(view.draws == 1)
    #expect(!view.layer.needsDisplay())
    view.layer.displayIfNeeded()
    #expect(view.draws == 1)
    #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    #expect(view.layer.displayedDrawing?.operations.count == 1)
  }

  @Test("The view draws in its bounds space, with its context current")
  func boundsSpace() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.bounds.origin = CGPoint(x: 5, y: 5)
    view.layer.display()
    #expect(view.rects == [CGRect(x: 5, y: 5, width: 20, height: 10)])
    #expect(UIGraphicsGetCurrentContext() == nil)
    let operation = view.layer.displayedDrawing?.operations.first
    guard case .fill(let path, _, _) = operation?.kind else {
      Issue.record("expected a fill")
      return
    }
    // Drawn at the bounds origin, recorded at the drawing's top-left corner.
    #expect(path.boundingBox.origin == .zero)
  }

  @Test("contentMode .redraw redisplays when the bounds size changes")
  func redraw() {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.frame.size = CGSize(width: 30, height: 10)
    #expect(!view.layer.needsDisplay())
    view.contentMode = .redraw
    #expect(view.layer.needsDisplayOnBoundsChange)
    view.frame.size = CGSize(width: 40, height: 10)
    #expect(view.layer.needsDisplay())
  }

  @Test("A layer's own draw(in:) is recorded when it displays")
  func layerDraw() {
    let layer = DrawingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(layer.displayedDrawing?.operations.count == 1)
  }

  @Test("A shape layer's defaults: black fill, no stroke, a 1-point line")
  func shapeDefaults() {
    let shape = CAShapeLayer()
    #expect(shape.path == nil)
    #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
    #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
    #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
    #expect(shape.fillRule == .nonZero && shape.fillRule.rawValue == "non-zero")
    #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
    shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath
    shape.lineDashPattern = [3, 1]
    let copy = CAShapeLayer(layer: shape)
    #expect(copy.path == shape.path && copy.lineDashPattern == [3, 1])
    #expect(shape.strokeStyle.dashLengths == [3, 1])
  }

  @Test("render(in:) draws backgrounds, drawn content and shape layers through transforms")
  func renderInContext() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .blue
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 15, y: 0, width: 5, height: 5)
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
    view.layer.addSublayer(shape)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
      view.layer.render(in: context.cgContext)
    }
    // One operation: the tree as the renderers draw it, recorded when it was drawn (PX9).
    #expect(image.drawing?.operations.count == 1)
    #expect(view.draws == 1)
    let pixels = try #require(image.headlessPixels)
    #expect(pixels.rgba(0, 9) == [0, 0, 255, 255])  // background, outside the oval
    #expect(pixels.rgba(10, 5) == [255, 0, 0, 255])  // the drawn oval's centre
    #expect(pixels.rgba(17, 2) == [0, 0, 0, 255])  // the shape layer, moved by its frame
  }

  @Test("drawHierarchy scales the view into a rectangle of the current context")
  func drawHierarchy() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .green
    #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
    let image = renderer.image { _ in
      #expect(
        view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
    }
    // The view's tree, scaled 2× into the rectangle by the operation's transform.
    let operation = try #require(image.drawing?.operations.first)
    #expect(operation.transform.a == 2 && operation.transform.d == 2)
    let pixels = try #require(image.headlessPixels)
    let last = Int(image.scale * 40) - 1
    #expect(pixels.rgba(last, 0) == [0, 255, 0, 255])
  }

  @Test("strokeStart and strokeEnd cut the path by length")
  func trimming() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    let part = PathTrimming.trim(path, from: 0.25, to: 0.75)
    #expect(part.boundingBox == CGRect(x: 5, y: 0, width: 5, height: 5))
    #expect(PathTrimming.trim(path, from: 0.5, to: 0.5).isEmpty)
    let dashes = PathTrimming.dashes(of: path, lengths: [4, 6], phase: 0)
    // Painted 0–4 and 10–14 along the path.
    #expect(dashes.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 4))
  }
}
