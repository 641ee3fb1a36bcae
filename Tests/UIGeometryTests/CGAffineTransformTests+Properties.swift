import TestSupport
import Testing
import UIGeometry

/// Seeded property tests for `CGAffineTransform`; the same cases are drawn on every run.
@Suite struct CGAffineTransformPropertyTests {
  private static let caseCount = 500

  private static func randomTransform(
    using generator: inout SplitMix64, in range: ClosedRange<CGFloat>
  ) -> CGAffineTransform {
    CGAffineTransform(
      a: .random(in: range, using: &generator), b: .random(in: range, using: &generator),
      c: .random(in: range, using: &generator), d: .random(in: range, using: &generator),
      tx: .random(in: range, using: &generator), ty: .random(in: range, using: &generator))
  }

  private static func integerTransform(using generator: inout SplitMix64) -> CGAffineTransform {
    let entry = { (g: inout SplitMix64) in CGFloat(Int.random(in: -8...8, using: &g)) }
    return CGAffineTransform(
      entry(&generator), entry(&generator), entry(&generator),
      entry(&generator), entry(&generator), entry(&generator))
  }

  @Test func invertedThenOriginalIsIdentityForInvertibleTransforms() {
    var generator = SplitMix64(seed: 0x5EED_0001)
    var checked = 0
    while checked < Self.caseCount {
      let t = Self.randomTransform(using: &generator, in: -10...10)
      guard abs(t.a * t.d - t.b * t.c) > 0.1 else { continue }
      checked += 1
      #expect(isClose(t.inverted().concatenating(t), .identity, tolerance: 1e-9), "\(t)")
      #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9), "\(t)")
    }
  }

  @Test func concatenationMatchesApplyingInTurnExactlyOnIntegers() {
    var generator = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<Self.caseCount {
      let first = Self.integerTransform(using: &generator)
      let second = Self.integerTransform(using: &generator)
      let point = CGPoint(
        x: Int.random(in: -100...100, using: &generator),
        y: Int.random(in: -100...100, using: &generator))
      #expect(
        point.applying(first.concatenating(second)) == point.applying(first).applying(second))
    }
  }

  @Test func concatenationMatchesApplyingInTurnOnReals() {
    var generator = SplitMix64(seed: 0x5EED_0003)
    for _ in 0..<Self.caseCount {
      let first = Self.randomTransform(using: &generator, in: -10...10)
      let second = Self.randomTransform(using: &generator, in: -10...10)
      let point = CGPoint(
        x: CGFloat.random(in: -1000...1000, using: &generator),
        y: CGFloat.random(in: -1000...1000, using: &generator))
      let together = point.applying(first.concatenating(second))
      let inTurn = point.applying(first).applying(second)
      #expect(isClose(together, inTurn, tolerance: 1e-9), "\(first) then \(second) at \(point)")
    }
  }

  @Test func concatenationIsAssociativeOnIntegers() {
    var generator = SplitMix64(seed: 0x5EED_0004)
    for _ in 0..<Self.caseCount {
      let t1 = Self.integerTransform(using: &generator)
      let t2 = Self.integerTransform(using: &generator)
      let t3 = Self.integerTransform(using: &generator)
      #expect(t1.concatenating(t2).concatenating(t3) == t1.concatenating(t2.concatenating(t3)))
    }
  }

  @Test func rectBoundingBoxContainsEveryTransformedCorner() {
    var generator = SplitMix64(seed: 0x5EED_0005)
    for _ in 0..<Self.caseCount {
      let t = Self.randomTransform(using: &generator, in: -5...5)
      let rect = CGRect(
        x: CGFloat.random(in: -50...50, using: &generator),
        y: CGFloat.random(in: -50...50, using: &generator),
        width: CGFloat.random(in: -20...20, using: &generator),
        height: CGFloat.random(in: -20...20, using: &generator))
      let box = rect.applying(t)
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(t) }
      let slack: CGFloat = 1e-9
      #expect(corners.allSatisfy { $0.x >= box.minX - slack && $0.x <= box.maxX + slack })
      #expect(corners.allSatisfy { $0.y >= box.minY - slack && $0.y <= box.maxY + slack })
      #expect(box.size.width >= 0 && box.size.height >= 0)
    }
  }
}
