import Testing
import UIGeometry

/// Spec §1.3, statements 1.22–1.25 and peer fact G22, against Foundation's `CGRect` on Linux.
@Suite struct CGRectSetOperationTests {
  private let square = CGRect(x: 0, y: 0, width: 10, height: 10)
  private let flipped = CGRect(x: 10, y: 10, width: -5, height: -5)

  // spec 1.22
  @Test func unionSpansBothStandardizedRects() {
    #expect(fields(flipped.union(CGRect(x: 0, y: 0, width: 1, height: 1))) == [0, 0, 10, 10])
  }

  // spec 1.22
  @Test func zeroSizeRectsTakePartInUnion() {
    let dot = CGRect(x: 5, y: 5, width: 0, height: 0)
    #expect(fields(CGRect(x: 0, y: 0, width: 1, height: 1).union(dot)) == [0, 0, 5, 5])
  }

  // spec 1.22
  @Test func unionOfTwoNullsIsNull() {
    #expect(CGRect.null.union(.null).isNull)
  }

  // spec 1.22: Foundation deviation, pinned. The spec wants the other operand standardized,
  // (5, 5, 5, 5); Foundation on Linux returns it exactly as stored. UIGeometry cannot shadow
  // `union(_:)` without making every call ambiguous (see DifferencesFromUIKit.md).
  @Test func unionWithNullReturnsOtherOperandUnstandardizedOnLinux() {
    #expect(fields(CGRect.null.union(flipped)) == [10, 10, -5, -5])
    #expect(fields(flipped.union(.null)) == [10, 10, -5, -5])
    // Equality standardizes, so the geometric result is still the specified one.
    #expect(CGRect.null.union(flipped) == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  // spec 1.23
  @Test func intersectionStandardizesBothOperands() {
    let other = CGRect(x: 0, y: 0, width: 7, height: 7)
    #expect(fields(flipped.intersection(other)) == [5, 5, 2, 2])
  }

  // spec 1.23 (decision D3: follow corelibs)
  @Test func touchingRectsIntersectInAZeroWidthRect() {
    let neighbour = CGRect(x: 10, y: 0, width: 10, height: 10)
    let shared = square.intersection(neighbour)
    #expect(!shared.isNull)
    #expect(fields(shared) == [10, 0, 0, 10])
  }

  // spec 1.23
  @Test func disjointRectsAndNullOperandsIntersectInNull() {
    #expect(square.intersection(CGRect(x: 11, y: 0, width: 10, height: 10)).isNull)
    #expect(CGRect.null.intersection(square).isNull)
    #expect(square.intersection(.null).isNull)
  }

  // G22
  @Test func overlappingSquaresIntersectInTheirCommonCorner() {
    let big = CGRect(x: 0, y: 0, width: 100, height: 100)
    let overlap = big.intersection(CGRect(x: 75, y: 75, width: 50, height: 50))
    #expect(fields(overlap) == [75, 75, 25, 25])
    #expect(big.intersection(CGRect(x: 125, y: 125, width: 50, height: 50)).isNull)
  }

  // spec 1.24
  @Test func containsIsHalfOpen() {
    #expect(square.contains(CGPoint(x: 0, y: 0)))
    #expect(square.contains(CGPoint(x: 9.999, y: 9.999)))
    #expect(!square.contains(CGPoint(x: 10, y: 5)))
    #expect(!square.contains(CGPoint(x: 5, y: 10)))
    #expect(!square.contains(CGPoint(x: -0.001, y: 5)))
  }

  // spec 1.24
  @Test func containsUsesStandardizedExtent() {
    #expect(flipped.contains(CGPoint(x: 5, y: 5)))
    #expect(!flipped.contains(CGPoint(x: 10, y: 10)))
  }

  // spec 1.24
  @Test func nullAndEmptyRectsContainNoPoint() {
    #expect(!CGRect.null.contains(CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)))
    #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 0)))
    #expect(!CGRect.zero.contains(CGPoint.zero))
  }

  // spec 1.25
  @Test func equalityComparesStandardizedRects() {
    #expect(flipped == CGRect(x: 5, y: 5, width: 5, height: 5))
    #expect(square != CGRect(x: 0, y: 0, width: 10, height: 11))
  }

  // spec 1.25
  @Test func anyTwoNullRectsAreEqual() {
    #expect(CGRect.null == CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 3, height: 3))
    #expect(CGRect.null == CGRect(x: CGFloat.infinity, y: 0, width: 0, height: 0))
  }

  // spec 1.25: Foundation deviation, pinned. `hash(into:)` hashes the stored fields, so rects
  // that are equal by 1.25 get different hash values, breaking the `Hashable` contract.
  @Test func equalRectsHashDifferentlyOnLinux() {
    let standardized = CGRect(x: 5, y: 5, width: 5, height: 5)
    #expect(flipped == standardized)
    #expect(flipped.hashValue != standardized.hashValue)
  }
}

@Suite("CoreGraphics' equalTo")
struct CGGeometryEqualToTests {
  @Test func equalToIsEquality() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    #expect(
      CGRect(x: 0, y: 0, width: 3, height: 4).equalTo(CGRect(x: 0, y: 0, width: 3, height: 4)))
    #expect(!CGRect(x: 0, y: 0, width: 3, height: 4).equalTo(.zero))
  }
}
