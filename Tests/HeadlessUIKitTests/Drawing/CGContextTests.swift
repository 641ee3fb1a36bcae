import Foundation
import Testing

@testable import HeadlessUIKit

/// Recording contexts: graphics state, paths, clipping, and UIKit's current-context stack.
@Suite struct CGContextTests {
  @Test("The CTM maps user space to flipped device pixels, and transforms compose before it")
  func ctm() {
    let context = CGContext(size: CGSize(width: 100, height: 50), scale: 2)
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
    context.translateBy(x: 10, y: 5)
    #expect(CGPoint.zero.applying(context.ctm) == CGPoint(x: 20, y: 90))
    context.saveGState()
    context.scaleBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(context.ctm) == CGPoint(x: 24, y: 86))
    context.restoreGState()
    #expect(CGPoint.zero.applying(context.ctm) == CGPoint(x: 20, y: 90))
  }

  @Test("Paths are stored in the transform at the time they are added, then used up")
  func pathUnderTransform() {
    let context = CGContext(size: CGSize(width: 100, height: 100), scale: 1)
    context.translateBy(x: 10, y: 10)
    context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.translateBy(x: 50, y: 0)
    #expect(context.boundingBoxOfPath == CGRect(x: -50, y: 0, width: 5, height: 5))
    context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    context.fillPath()
    #expect(context.isPathEmpty)
    guard case .fill(let path, .winding, let color) = context.operations.first?.kind else {
      Issue.record("expected a fill")
      return
    }
    #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 5, height: 5))
    #expect(color == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
  }

  @Test("Strokes keep their user space and line attributes")
  func stroke() {
    let context = CGContext(size: CGSize(width: 100, height: 100), scale: 1)
    context.scaleBy(x: 2, y: 2)
    context.setLineWidth(4)
    context.setLineCap(.round)
    context.setLineDash(phase: 1, lengths: [2, 3])
    context.move(to: .zero)
    context.addLine(to: CGPoint(x: 10, y: 0))
    context.strokePath()
    let operation = context.operations[0]
    guard case .stroke(let path, let style, _) = operation.kind else {
      Issue.record("expected a stroke")
      return
    }
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 0))
    #expect(operation.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(style.width == 4 && style.cap == .round && style.dashLengths == [2, 3])
  }

  @Test("drawPath fills and strokes the same path")
  func drawPath() {
    let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
    context.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    context.drawPath(using: .eoFillStroke)
    #expect(context.operations.count == 2)
    guard case .fill(_, .evenOdd, _) = context.operations[0].kind,
      case .stroke = context.operations[1].kind
    else {
      Issue.record("expected an even-odd fill and a stroke")
      return
    }
  }

  @Test("Clipping narrows the clip's bounding box until the state is restored")
  func clipping() {
    let context = CGContext(size: CGSize(width: 100, height: 80), scale: 1)
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 80))
    context.saveGState()
    context.clip(to: CGRect(x: 10, y: 10, width: 200, height: 20))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 90, height: 20))
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(context.operations[0].clips.count == 1)
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(context.operations[1].clips.isEmpty)
  }

  @Test("Alpha, blend mode and shadow are recorded with each operation")
  func state() {
    let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
    context.setAlpha(0.5)
    context.setBlendMode(.multiply)
    context.setShadow(offset: CGSize(width: 1, height: 2), blur: 3)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    let operation = context.operations[0]
    #expect(operation.alpha == 0.5 && operation.blendMode == .multiply)
    #expect(
      operation.shadow == RecordedShadow(offset: CGSize(width: 1, height: 2), blur: 3, color: nil))
  }

  @Test("Clearing the whole context forgets what was drawn")
  func clearAll() {
    let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    context.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(context.operations.count == 2)
    context.clear(CGRect(x: -1, y: -1, width: 20, height: 20))
    #expect(context.operations.isEmpty)
  }

  @Test("The current-context stack: push, pop and image contexts")
  func stack() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
    let imageContext = UIGraphicsGetCurrentContext()
    #expect(imageContext?.size == CGSize(width: 30, height: 20))
    let pushed = CGContext(size: CGSize(width: 1, height: 1), scale: 1)
    UIGraphicsPushContext(pushed)
    #expect(UIGraphicsGetCurrentContext() === pushed)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsPopContext()
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image?.size == CGSize(width: 30, height: 20))
    #expect(image?.scale == 2)
    #expect(image?.drawing?.operations.count == 1)
  }

  @Test("An image renderer's actions draw into a current context the image keeps")
  @MainActor func renderer() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
    var current: CGContext?
    let image = renderer.image { context in
      current = UIGraphicsGetCurrentContext()
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      context.cgContext.strokeEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
      #expect(context.currentImage.drawing?.operations.count == 2)
    }
    #expect(current != nil)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 3)
    #expect(image.drawing?.operations.count == 2)
  }

  @Test("Images drawn into a context are recorded with their rectangle")
  func imageDrawing() {
    let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
    let image = UIImage()
    UIGraphicsPushContext(context)
    image.draw(in: CGRect(x: 1, y: 2, width: 3, height: 4), blendMode: .normal, alpha: 0.5)
    UIGraphicsPopContext()
    guard case .image(let drawn, let rect) = context.operations.first?.kind else {
      Issue.record("expected an image")
      return
    }
    #expect(drawn === image && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(context.operations[0].alpha == 0.5)
  }
}
