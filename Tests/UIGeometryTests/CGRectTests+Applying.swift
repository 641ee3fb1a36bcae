import Testing
import UIGeometry

/// Spec 1.26 and peer facts G18–G20: applying transforms to rects, points and sizes.
@Suite struct CGRectApplyingTests {
  // spec 1.26, G18
  @Test func rotatedRectBecomesBoundingBoxOfCorners() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(turned, CGRect(x: -20, y: 0, width: 20, height: 10)))
  }

  // spec 1.26, G18
  @Test func quarterTurnedSquareGrowsToItsDiagonal() {
    let rect = CGRect(x: -1, y: -1, width: 2, height: 2)
    let box = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
    let half = CGFloat(2).squareRoot()
    #expect(isClose(box, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
  }

  // spec 1.26
  @Test func scaleAndTranslationGiveExactlyTheTransformedRect() {
    let t = CGAffineTransform(scaleX: 3, y: 0.5).translatedBy(x: 0.1, y: 0.2)
    let rect = CGRect(x: 0.1, y: 0.7, width: 0.2, height: 0.3)
    let expected = CGRect(
      x: 3 * 0.1 + t.tx, y: 0.5 * 0.7 + t.ty, width: 3 * 0.2, height: 0.5 * 0.3)
    #expect(fields(rect.applying(t)) == fields(expected))
  }

  // spec 1.26
  @Test func nullRectStaysNull() {
    #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 4, y: 4)).isNull)
    #expect(CGRect.null.applying(.identity).isNull)
  }

  // spec 1.26
  @Test func resultIsStandardizedEvenForFlippedInput() {
    let rect = CGRect(x: 10, y: 10, width: -5, height: -5)
    #expect(fields(rect.applying(.identity)) == [5, 5, 5, 5])
  }

  // G19
  @Test func scalingScalesTheOriginToo() {
    let rect = CGRect(x: 50, y: 50, width: 100, height: 100)
    #expect(fields(rect.applying(CGAffineTransform(scaleX: 2, y: 2))) == [100, 100, 200, 200])
  }

  // G20
  @Test func negativeScaleGivesStandardizedRect() {
    let rect = CGRect(x: 2, y: 3, width: 1, height: 2)
    #expect(fields(rect.applying(CGAffineTransform(scaleX: -2, y: -2))) == [-6, -10, 2, 4])
  }

  // G20, D3: no absolute value is taken.
  @Test func sizeCanComeOutNegative() {
    let size = CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2))
    #expect(size == CGSize(width: -2, height: 6))
  }

  // G20
  @Test func translationNeverChangesASize() {
    let size = CGSize(width: 2, height: 3)
    #expect(size.applying(CGAffineTransform(translationX: 40, y: -7)) == size)
  }

  // spec 1.27 applied to sizes: width' = a·w + c·h, height' = b·w + d·h.
  @Test func sizeUsesTheLinearPartOfTheMatrix() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 100, ty: 100)
    #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
  }
}
