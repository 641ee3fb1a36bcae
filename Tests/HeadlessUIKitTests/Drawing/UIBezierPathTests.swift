import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit's Bézier paths: the shapes of their initialisers, UIKit's clockwise, attributes.
@Suite struct UIBezierPathTests {
  @Test("A rect path's bounds are the rectangle and its point is inside")
  func rect() {
    let path = UIBezierPath(rect: CGRect(x: 2, y: 3, width: 10, height: 20))
    #expect(path.bounds == CGRect(x: 2, y: 3, width: 10, height: 20))
    #expect(path.contains(CGPoint(x: 5, y: 5)))
    #expect(!path.contains(CGPoint(x: 1, y: 5)))
    #expect(path.currentPoint == CGPoint(x: 2, y: 3))
  }

  @Test("A rounded rect leaves its corners out and clamps the radius to half the short side")
  func roundedRect() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 20, y: 1)))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    let capsule = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
    // Clamped to 10: the point 1 pt in from the middle of the left end is inside.
    #expect(capsule.contains(CGPoint(x: 1, y: 10)))
    #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
  }

  @Test("Only the named corners are rounded; cornerRadii.height is ignored")
  func someCorners() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
      byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 0))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 39, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 39)))
    #expect(!path.contains(CGPoint(x: 39, y: 39)))
  }

  @Test("Clockwise means clockwise on screen: increasing angles with y down")
  func clockwiseArc() {
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
    #expect(path.bounds.minY > -1e-9)
    let other = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(other.bounds.minY < -9)
  }

  @Test("An oval contains its centre, not its rectangle's corners")
  func oval() {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.contains(CGPoint(x: 10, y: 5)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
  }

  @Test("The even-odd rule makes holes")
  func evenOdd() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.append(UIBezierPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6)))
    #expect(path.contains(CGPoint(x: 5, y: 5)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
  }

  @Test("Building, transforming, reversing and emptying")
  func building() {
    let path = UIBezierPath()
    #expect(path.isEmpty)
    path.addLine(to: CGPoint(x: 3, y: 3))
    #expect(path.isEmpty)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
    path.addCurve(
      to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 12),
      controlPoint2: CGPoint(x: 2, y: 12))
    #expect(path.currentPoint == CGPoint(x: 0, y: 10))
    let reversed = path.reversing()
    #expect(reversed.currentPoint == .zero)
    #expect(reversed.bounds == path.bounds)
    path.apply(CGAffineTransform(translationX: 5, y: 0))
    #expect(path.bounds.minX == 5)
    path.close()
    #expect(path.currentPoint == CGPoint(x: 5, y: 0))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  @Test("cgPath round-trips and line attributes have UIKit's defaults")
  func attributes() {
    let path = UIBezierPath(
      cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil))
    #expect(path.cgPath == CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil))
    #expect(path.lineWidth == 1)
    #expect(path.lineCapStyle == .butt)
    #expect(path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10)
    #expect(!path.usesEvenOddFillRule)
    let dashes: [CGFloat] = [4, 2]
    path.setLineDash(dashes, count: 2, phase: 1)
    var count = 0
    var phase: CGFloat = 0
    var read: [CGFloat] = [0, 0]
    path.getLineDash(&read, count: &count, phase: &phase)
    #expect(read == dashes && count == 2 && phase == 1)
    let copy = path.copy() as? UIBezierPath
    #expect(copy?.cgPath == path.cgPath)
  }

  @Test("Filling and stroking draw into the current context, with the path's attributes")
  func drawing() {
    let context = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
    let path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 4, height: 4))
    path.fill()
    #expect(context.operations.isEmpty)
    UIGraphicsPushContext(context)
    UIColor.red.setFill()
    path.lineWidth = 3
    path.fill()
    path.stroke()
    path.addClip()
    UIGraphicsPopContext()
    #expect(context.operations.count == 2)
    guard case .fill(_, _, let color) = context.operations[0].kind else {
      Issue.record("expected a fill")
      return
    }
    #expect(color == UIColor.red.cgColor)
    guard case .stroke(_, let style, _) = context.operations[1].kind else {
      Issue.record("expected a stroke")
      return
    }
    #expect(style.width == 3)
    #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 4, height: 4))
  }
}
