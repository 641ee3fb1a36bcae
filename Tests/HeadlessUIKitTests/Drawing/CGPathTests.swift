import Foundation
import Testing

@testable import HeadlessUIKit

/// Core Graphics paths: the elements shapes add, bounding boxes, containment and arcs.
@Suite struct CGPathTests {
  /// The element kinds of a path, in order.
  private func kinds(_ path: CGPath) -> [CGPathElementType] {
    var kinds: [CGPathElementType] = []
    path.applyWithBlock { kinds.append($0.pointee.type) }
    return kinds
  }

  /// Whether two points are within a small distance.
  private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test("A rectangle is a move, three lines along x first, and a close")
  func rectElements() {
    let path = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 5), transform: nil)
    #expect(
      kinds(path) == [
        .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
      ])
    var points: [CGPoint] = []
    path.applyWithBlock { element in
      if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
    }
    #expect(
      points == [
        CGPoint(x: 1, y: 2), CGPoint(x: 11, y: 2), CGPoint(x: 11, y: 7), CGPoint(x: 1, y: 7),
      ])
    #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 10, height: 5))
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    #expect(!path.isEmpty)
  }

  @Test("An empty path has null bounding boxes and a zero current point")
  func emptyPath() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull)
    #expect(path.boundingBoxOfPath.isNull)
    #expect(path.currentPoint == .zero)
  }

  @Test("Lines and curves without a current point add nothing")
  func noCurrentPoint() {
    let path = CGMutablePath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addCurve(to: .zero, control1: .zero, control2: .zero)
    path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
    #expect(path.isEmpty)
  }

  @Test("boundingBox holds control points; boundingBoxOfPath only the curve's extremes")
  func boundingBoxes() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    let exact = path.boundingBoxOfPath
    #expect(abs(exact.height - 5) < 1e-9)
    #expect(abs(exact.width - 10) < 1e-9)
  }

  @Test("An ellipse fits its rectangle, starts at the right and is closed")
  func ellipse() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = CGPath(ellipseIn: rect, transform: nil)
    #expect(
      kinds(path) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath]
    )
    let box = path.boundingBoxOfPath
    #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 20) < 1e-9)
    #expect(path.currentPoint == CGPoint(x: 40, y: 10))
    #expect(path.contains(CGPoint(x: 20, y: 10)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
  }

  @Test("Containment follows the fill rule")
  func fillRules() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    let middle = CGPoint(x: 5, y: 5)
    #expect(path.contains(middle))
    #expect(!path.contains(middle, using: .evenOdd))
    #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 11, y: 1)))
    let moved = CGAffineTransform(translationX: 100, y: 0)
    #expect(path.contains(CGPoint(x: 101, y: 1), transform: moved))
  }

  @Test("An arc not clockwise runs towards increasing angles; clockwise the long way round")
  func arcDirection() {
    let short = CGMutablePath()
    short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(near(short.currentPoint, CGPoint(x: 0, y: 10)))
    let box = short.boundingBoxOfPath
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9)
    let long = CGMutablePath()
    long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(near(long.currentPoint, CGPoint(x: 0, y: 10)))
    let longBox = long.boundingBoxOfPath
    #expect(abs(longBox.minX + 10) < 1e-9 && abs(longBox.minY + 10) < 1e-9)
    // The quarter circle's midpoint lies on the circle within 0.03 % of the radius.
    var controls: [CGPoint] = []
    short.applyWithBlock { element in
      if element.pointee.type == .addCurveToPoint {
        controls = (0..<3).map { element.pointee.points[$0] }
      }
    }
    let middle = PathGeometry.cubic(
      CGPoint(x: 10, y: 0), controls[0], controls[1], controls[2], 0.5)
    #expect(abs((middle.x * middle.x + middle.y * middle.y).squareRoot() - 10) < 0.003)
  }

  @Test("An arc after a current point is joined to it by a line")
  func arcAfterPoint() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: -5, y: 0))
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(kinds(path).prefix(2) == [.moveToPoint, .addLineToPoint])
    #expect(near(path.currentPoint, CGPoint(x: -10, y: 0)))
  }

  @Test("A tangent arc rounds the corner between two lines")
  func tangentArc() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    #expect(near(path.currentPoint, CGPoint(x: 10, y: 5)))
    let box = path.boundingBoxOfPath
    #expect(abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 5) < 1e-9)
    // Three points on one line give a plain line to the corner.
    let straight = CGMutablePath()
    straight.move(to: .zero)
    straight.addArc(
      tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(straight.currentPoint == CGPoint(x: 10, y: 0))
  }

  @Test("A relative arc sweeps by its signed delta")
  func relativeArc() {
    let path = CGMutablePath()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: -.pi / 2)
    #expect(near(path.currentPoint, CGPoint(x: 0, y: -2)))
  }

  @Test("A rounded rectangle's corners are clamped and its bounds are the rectangle")
  func roundedRect() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    let path = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 3, transform: nil)
    let box = path.boundingBoxOfPath
    #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 10, y: 0.5)))
  }

  @Test("Copies are equal, independent and can be transformed")
  func copies() {
    let path = CGMutablePath()
    path.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
    let frozen = path.copy()
    let mutable = path.mutableCopy()
    mutable?.closeSubpath()
    #expect(frozen == path)
    #expect(mutable != path)
    var shift = CGAffineTransform(translationX: 10, y: 1)
    #expect(path.copy(using: &shift)?.boundingBox == CGRect(x: 10, y: 1, width: 4, height: 4))
    let combined = CGMutablePath()
    combined.addPath(path, transform: CGAffineTransform(scaleX: 2, y: 2))
    #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
  }

  @Test("Closing a subpath makes its start the current point, once")
  func closing() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 5, y: 1))
    path.closeSubpath()
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    #expect(kinds(path) == [.moveToPoint, .addLineToPoint, .closeSubpath])
  }

  @Test("CGVector has components and a zero")
  func vector() {
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector(dx: 3, dy: 4).dy == 4)
  }
}
