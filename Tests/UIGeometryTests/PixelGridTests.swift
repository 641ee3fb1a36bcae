import TestSupport
import Testing
import UIGeometry

/// `PixelGrid`: snapping to device pixels at scales 1, 2 and 3.
@Suite struct PixelGridTests {
  private let one = PixelGrid(scale: 1)
  private let two = PixelGrid(scale: 2)
  private let three = PixelGrid(scale: 3)

  @Test func nearestSnapsToTheClosestPixelBoundary() {
    #expect(one.snap(1.3) == 1)
    #expect(two.snap(1.3) == 1.5)
    #expect(isClose(three.snap(1.3), 4.0 / 3))
    #expect(isClose(three.snap(1.2), 4.0 / 3))
    #expect(two.snap(-1.3) == -1.5)
  }

  @Test func exactHalvesRoundTowardPositiveInfinity() {
    #expect(one.snap(0.5) == 1)
    #expect(one.snap(-0.5) == 0)
    #expect(one.snap(-1.5) == -1)
    #expect(two.snap(1.25) == 1.5)
    #expect(two.snap(-1.25) == -1)
    #expect(three.snap(0.5) == 2.0 / 3)  // 1.5 px → 2 px
  }

  @Test func downAndUpAreFloorAndCeilingInPixels() {
    #expect(one.snap(-1.3, rule: .down) == -2)
    #expect(one.snap(-1.3, rule: .up) == -1)
    #expect(two.snap(-1.3, rule: .down) == -1.5)
    #expect(two.snap(-1.3, rule: .up) == -1)
    #expect(two.snap(1.3, rule: .down) == 1)
    #expect(two.snap(1.3, rule: .up) == 1.5)
    #expect(isClose(three.snap(1.1, rule: .up), 4.0 / 3))
  }

  @Test func valuesOnABoundaryStayPut() {
    for rule in [PixelGrid.RoundingRule.toNearest, .down, .up] {
      #expect(two.snap(-2.5, rule: rule) == -2.5)
      #expect(isClose(three.snap(5.0 / 3, rule: rule), 5.0 / 3))
    }
  }

  @Test func floatingPointNoiseNearABoundaryIsAbsorbed() {
    #expect(one.snap(1.999_999_99, rule: .down) == 2)
    #expect(one.snap(2.000_000_01, rule: .up) == 2)
    #expect(three.snap(0.1 * 3 + 0.2 * 3, rule: .up) == 1)
    #expect(one.snap(1.9, rule: .down) == 1)
  }

  @Test func nonFiniteValuesPassThrough() {
    #expect(two.snap(CGFloat.infinity) == .infinity)
    #expect(two.snap(-CGFloat.infinity, rule: .up) == -.infinity)
    #expect(two.snap(CGFloat.nan).isNaN)
  }

  @Test func pointsAndSizesSnapPerComponent() {
    #expect(two.snap(CGPoint(x: 0.3, y: -0.3)) == CGPoint(x: 0.5, y: -0.5))
    #expect(
      two.snap(CGSize(width: 10.1, height: 0.2), rule: .up) == CGSize(width: 10.5, height: 0.5))
  }

  @Test func rectsSnapByEdgesNotBySize() {
    let rect = CGRect(x: 0.4, y: 0, width: 0.4, height: 1)
    #expect(fields(one.snap(rect)) == [0, 0, 1, 1])  // maxX 0.8 → 1, though 0.4 rounds to 0
  }

  @Test func rectStraddlingZeroKeepsItsWidth() {
    let rect = CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
    #expect(fields(one.snap(rect)) == [0, 0, 1, 1])
  }

  @Test func flippedRectsAreStandardizedAndNullStaysNull() {
    #expect(fields(one.snap(CGRect(x: 10.4, y: 0, width: -5, height: 1))) == [5, 0, 5, 1])
    #expect(one.snap(CGRect.null).isNull)
    #expect(two.enclosingRect(.null).isNull)
  }

  @Test func enclosingRectMatchesIntegralAtScaleOne() {
    let rect = CGRect(x: 1.222, y: 1.3333, width: 1, height: 1)
    #expect(fields(one.enclosingRect(rect)) == fields(rect.integral))
    #expect(fields(two.enclosingRect(rect)) == [1, 1, 1.5, 1.5])
    #expect(
      fields(two.enclosingRect(CGRect(x: -0.2, y: -0.7, width: 0.1, height: 0.1)))
        == [-0.5, -1, 0.5, 0.5])
  }

  @Test func adjacentRectsStayAdjacent() {
    var generator = SplitMix64(seed: 0x9A1D)
    for grid in [one, two, three] {
      for _ in 0..<300 {
        let x = CGFloat.random(in: -500...500, using: &generator)
        let width = CGFloat.random(in: 0...80, using: &generator)
        let left = CGRect(x: x, y: 0, width: width, height: 10)
        let right = CGRect(x: left.maxX, y: 0, width: 33.3, height: 10)
        let leftEdge = grid.snap(left).maxX * grid.scale
        let rightEdge = grid.snap(right).minX * grid.scale
        #expect(leftEdge.rounded() == rightEdge.rounded(), "\(left) at \(grid.scale)x")
        #expect(abs(leftEdge - rightEdge) < 1e-9, "\(left) at \(grid.scale)x")
      }
    }
  }

  @Test func movingByWholePixelsCommutesWithSnapping() {
    var generator = SplitMix64(seed: 0x9A1E)
    for grid in [one, two] {  // 1/3 is inexact, so scale 3 is checked by example above.
      for _ in 0..<300 {
        let pixels = CGFloat(Int.random(in: -400...400, using: &generator))
        let halves = CGFloat(Int.random(in: -400...400, using: &generator)) / 2
        let rect = CGRect(x: halves / grid.scale, y: 0, width: 1.5 / grid.scale, height: 1)
        let shift = pixels / grid.scale
        #expect(
          grid.snap(rect.offsetBy(dx: shift, dy: 0)).width == grid.snap(rect).width,
          "\(rect) moved by \(shift) at \(grid.scale)x")
      }
    }
  }

  @Test func nonPositiveScaleIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = PixelGrid(scale: 0)
    }
  }
}
