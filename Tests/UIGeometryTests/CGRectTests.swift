import Testing
import UIGeometry

/// Spec §1.3, statements 1.16–1.21, checked against Foundation's `CGRect` on Linux.
///
/// Foundation already behaves as specified here, so UIGeometry adds nothing for these.
@Suite struct CGRectTests {
  private let flipped = CGRect(x: 10, y: 10, width: -5, height: -5)

  // spec 1.16
  @Test func nullRectIsDistinctFromZeroAndEncodedAtPositiveInfinity() {
    let null = CGRect.null
    #expect(null.isNull)
    #expect(null != .zero)
    #expect(!CGRect.zero.isNull)
    #expect(fields(null) == [.infinity, .infinity, 0, 0])
  }

  // spec 1.16
  @Test func nullTestLooksOnlyAtTheOrigin() {
    #expect(CGRect(x: CGFloat.infinity, y: 0, width: 3, height: 3).isNull)
    #expect(CGRect(x: 0, y: CGFloat.infinity, width: 3, height: 3).isNull)
  }

  // spec 1.16
  @Test func emptyCoversNullAndZeroWidthOrHeight() {
    #expect(CGRect.null.isEmpty)
    #expect(CGRect.zero.isEmpty)
    #expect(CGRect(x: 4, y: 4, width: 0, height: 10).isEmpty)
    #expect(CGRect(x: 4, y: 4, width: 10, height: 0).isEmpty)
    #expect(!CGRect(x: 4, y: 4, width: 10, height: 10).isEmpty)
    #expect(!flipped.isEmpty)
  }

  // spec 1.17
  @Test func widthAndHeightAreAbsoluteValues() {
    #expect(flipped.width == 5)
    #expect(flipped.height == 5)
    #expect(flipped.size.width == -5)
  }

  // spec 1.17
  @Test func extremesAndMidpointsAccountForNegativeSizes() {
    #expect([flipped.minX, flipped.midX, flipped.maxX] == [5, 7.5, 10])
    #expect([flipped.minY, flipped.midY, flipped.maxY] == [5, 7.5, 10])
    let plain = CGRect(x: 1, y: 2, width: 4, height: 6)
    #expect([plain.minX, plain.midX, plain.maxX] == [1, 3, 5])
    #expect([plain.minY, plain.midY, plain.maxY] == [2, 5, 8])
  }

  // spec 1.18
  @Test func standardizingMovesOriginByNegativeSize() {
    #expect(fields(flipped.standardized) == [5, 5, 5, 5])
    #expect(fields(CGRect(x: 10, y: 1, width: -5, height: 2).standardized) == [5, 1, 5, 2])
  }

  // spec 1.18
  @Test func standardizingNullGivesNull() {
    #expect(CGRect.null.standardized.isNull)
  }

  // spec 1.19
  @Test func integralFloorsMinimumAndCeilsMaximum() {
    let rect = CGRect(x: 1.222, y: 1.3333, width: 1, height: 1)
    #expect(fields(rect.integral) == [1, 1, 2, 2])
  }

  // spec 1.19
  @Test func integralStandardizesFirst() {
    let rect = CGRect(x: 10.5, y: 10.5, width: -5.2, height: -5.2)
    #expect(fields(rect.integral) == [5, 5, 6, 6])
  }

  // spec 1.19 and D3: by formula a zero-size rect at a fractional origin becomes 1×1.
  @Test func integralOfZeroSizeRectAtFractionalOriginIsOneByOne() {
    #expect(fields(CGRect(x: 1.5, y: 1.5, width: 0, height: 0).integral) == [1, 1, 1, 1])
  }

  // spec 1.19
  @Test func integralOfNullIsNull() {
    #expect(CGRect.null.integral.isNull)
  }

  // spec 1.20
  @Test func insettingMovesOriginAndShrinksSizeByTwice() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(fields(rect.insetBy(dx: 2, dy: 3)) == [2, 3, 6, 4])
  }

  // spec 1.20
  @Test func insettingPastZeroSizeGivesNull() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.insetBy(dx: 6, dy: 0).isNull)
    #expect(rect.insetBy(dx: 0, dy: 5.5).isNull)
    #expect(fields(rect.insetBy(dx: 5, dy: 0)) == [5, 0, 0, 10])
  }

  // spec 1.20
  @Test func negativeInsetGrowsAboutTheSameCentre() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let grown = rect.insetBy(dx: -2, dy: -3)
    #expect(fields(grown) == [-2, -3, 14, 16])
    #expect(grown.midX == rect.midX && grown.midY == rect.midY)
  }

  // spec 1.20
  @Test func insettingStandardizesFirstAndKeepsNull() {
    #expect(fields(flipped.insetBy(dx: 1, dy: 1)) == [6, 6, 3, 3])
    #expect(CGRect.null.insetBy(dx: -2, dy: -2).isNull)
  }

  // spec 1.21
  @Test func offsettingStandardizesThenMoves() {
    let rect = CGRect(x: 10, y: 10, width: -4, height: -4)
    #expect(fields(rect.offsetBy(dx: 1, dy: 1)) == [7, 7, 4, 4])
  }

  // spec 1.21
  @Test func offsettingNullGivesNull() {
    #expect(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
  }
}
