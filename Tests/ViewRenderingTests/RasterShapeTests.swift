import Foundation
import Testing
import UIGeometry

@testable import Raster
@testable import ViewRendering

/// Fills, borders, transforms and the non-zero rule, checked pixel by pixel.
struct RasterShapeTests {
  @Test("A rect on pixel boundaries fills exactly its pixels with the exact colour")
  func pixelAlignedRect() {
    let canvas = render(width: 10, height: 10, [.fill(.rect(rect(2, 3, 4, 5)), red)])
    var expected: [[Int]] = []
    for y in 3..<8 { for x in 2..<6 { expected.append([x, y]) } }
    #expect(canvas.paintedPixels == expected)
    #expect(canvas.pixel(x: 2, y: 3) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 5, y: 7) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 1, y: 3) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 6, y: 7) == [0, 0, 0, 0])
  }

  @Test("A half-pixel edge covers its column by half")
  func halfPixelEdge() {
    let canvas = render(
      width: 10, height: 4, background: white, [.fill(.rect(rect(2.5, 0, 3.5, 4)), black)])
    // Black at 50 % over white is mid-grey; the rounding of FreeType's coverage allows ±1.
    let edge = canvas.pixel(x: 2, y: 1)
    #expect((126...129).contains(Int(edge[0])), "\(edge)")
    #expect(edge[0] == edge[1] && edge[1] == edge[2] && edge[3] == 255)
    #expect(canvas.pixel(x: 3, y: 1) == [0, 0, 0, 255])
    #expect(canvas.pixel(x: 1, y: 1) == [255, 255, 255, 255])
    #expect(canvas.pixel(x: 6, y: 1) == [255, 255, 255, 255])
  }

  @Test("A square rotated by 45° keeps its area and stays anti-aliased")
  func rotatedSquare() {
    let rotation = CGAffineTransform(translationX: -5, y: -5)
      .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
      .concatenating(CGAffineTransform(translationX: 20, y: 20))
    let list = DisplayList(
      size: CGSize(width: 40, height: 40),
      root: group([.group(group(transform: rotation, [.fill(.rect(rect(0, 0, 10, 10)), red)]))]))
    let canvas = RasterRenderer.render(list, scale: 1, background: nil)
    #expect(abs(canvas.alphaArea - 100) < 0.5, "area \(canvas.alphaArea)")
    // The diagonal is 10·√2 ≈ 14.14 px: the tips are at 20 ± 7.07.
    #expect(canvas.pixel(x: 20, y: 20) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 12, y: 20)[3] == 0)
    #expect(canvas.pixel(x: 13, y: 20)[3] > 0)
    #expect(canvas.pixel(x: 13, y: 20)[3] < 255)
    #expect(canvas.pixel(x: 20, y: 12)[3] == 0)
  }

  @Test("A scale of 2 maps points to twice as many pixels")
  func scale() {
    let canvas = render(width: 4, height: 4, scale: 2, [.fill(.rect(rect(1, 1, 2, 2)), red)])
    #expect(canvas.width == 8 && canvas.height == 8)
    var expected: [[Int]] = []
    for y in 2..<6 { for x in 2..<6 { expected.append([x, y]) } }
    #expect(canvas.paintedPixels == expected)
  }

  @Test("Canvas sides round up to whole pixels")
  func canvasSize() {
    let canvas = render(width: 10.2, height: 393, scale: 3, [])
    #expect(canvas.width == 31)
    #expect(canvas.height == 1179)
  }

  @Test("Rounded corners: the corner pixel is empty, the edges full, the area exact")
  func roundedRect() {
    let canvas = render(
      width: 20, height: 20, [.fill(.roundedRect(rect(0, 0, 20, 20), cornerRadius: 4), red)])
    #expect(canvas.pixel(x: 0, y: 0) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 19, y: 19) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 4, y: 0) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 10, y: 0) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 0, y: 10) == [255, 0, 0, 255])
    let corner = canvas.premultipliedPixel(x: 1, y: 1).alpha
    #expect(corner > 0 && corner < 255)
    // 400 minus four corners of (1 − π/4)·r²; FreeType flattens curves slightly inside the
    // arc (decision R5), so the area may be short by up to 1 % of the curved part.
    let expected = 400 - (4 - Double.pi) * 16
    #expect(canvas.alphaArea <= expected + 0.1, "area \(canvas.alphaArea)")
    #expect(canvas.alphaArea >= expected - 1.5, "area \(canvas.alphaArea)")
  }

  @Test("A corner radius larger than half the side is clamped: a circle")
  func clampedRadius() {
    let canvas = render(
      width: 20, height: 20, [.fill(.roundedRect(rect(0, 0, 20, 20), cornerRadius: 50), red)])
    // π·r², less FreeType's flattening of the arcs (at most 1 %, decision R5).
    #expect(canvas.alphaArea <= Double.pi * 100, "area \(canvas.alphaArea)")
    #expect(canvas.alphaArea >= Double.pi * 99, "area \(canvas.alphaArea)")
    #expect(canvas.pixel(x: 10, y: 10) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 10, y: 1) == [255, 0, 0, 255])
    // Pixel (1, 1)'s nearest corner, (2, 2), is 11.3 from the centre: outside the circle.
    #expect(canvas.pixel(x: 1, y: 1) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 2, y: 2)[3] > 0)
  }

  @Test("A border is the band of its width inside the shape")
  func borderBand() {
    let canvas = render(width: 10, height: 10, [.border(.rect(rect(0, 0, 10, 10)), width: 2, red)])
    #expect(canvas.paintedPixels.count == 64)
    #expect(canvas.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 1, y: 5) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 9, y: 9) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 2, y: 2) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 5, y: 5) == [0, 0, 0, 0])
  }

  @Test("A rounded border's inner corners have radius r − width")
  func roundedBorder() {
    let canvas = render(
      width: 20, height: 20,
      [.border(.roundedRect(rect(0, 0, 20, 20), cornerRadius: 6), width: 2, red)])
    // Outer 20² less corners (4 − π)·6², inner 16² less corners (4 − π)·4² (radius 6 − 2):
    // 144 − (4 − π)·20 = 126.8. An inner radius of 6 would leave 144, of 0 113.1. FreeType
    // flattens small arcs by a few hundredths of a pixel (decision R5).
    let expected = 144 - (4 - Double.pi) * 20
    #expect(abs(canvas.alphaArea - expected) < 2, "area \(canvas.alphaArea)")
    // Pixel (2, 2) is outside the inner corner (its nearest point is 4.24 from the inner arc's
    // centre) and inside the outer one: wholly in the band.
    #expect(canvas.pixel(x: 2, y: 2) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 3, y: 3)[3] < 255)
    #expect(canvas.pixel(x: 0, y: 0) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 10, y: 1) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 10, y: 2) == [0, 0, 0, 0])
  }

  @Test("A border wider than half the shape fills it")
  func wideBorder() {
    let canvas = render(width: 10, height: 10, [.border(.rect(rect(0, 0, 10, 10)), width: 6, red)])
    #expect(canvas.paintedPixels.count == 100)
  }

  @Test("Overlapping subpaths fill by the non-zero rule")
  func nonZeroWinding() {
    var same = Path.rect(rect(0, 0, 6, 4))
    same.append(.rect(rect(2, 0, 6, 4)))
    let union = Rasterizer.mask(of: same, in: PixelRect(x: 0, y: 0, width: 10, height: 4))
    #expect(union.coverage(x: 3, y: 1) == 255)
    #expect(union.area == 32)
    var opposite = Path.rect(rect(0, 0, 6, 4))
    opposite.append(.rect(rect(2, 0, 6, 4), clockwise: false))
    let cut = Rasterizer.mask(of: opposite, in: PixelRect(x: 0, y: 0, width: 10, height: 4))
    #expect(cut.coverage(x: 3, y: 1) == 0)
    #expect(cut.coverage(x: 1, y: 1) == 255)
    #expect(cut.coverage(x: 7, y: 1) == 255)
  }

  @Test("An image placeholder is its colour with a darker cross on the diagonals")
  func imagePlaceholder() {
    let grey = RenderColor(red: 0.8, green: 0.8, blue: 0.8)
    let canvas = render(width: 20, height: 20, [.image(rect(0, 0, 20, 20), grey)])
    #expect(canvas.pixel(x: 10, y: 2) == [204, 204, 204, 255])
    #expect(canvas.pixel(x: 2, y: 10) == [204, 204, 204, 255])
    // Where the diagonals cross, the fill colour at half brightness.
    #expect(canvas.pixel(x: 10, y: 10) == [102, 102, 102, 255])
    // A 1-wide band along a pixel's diagonal covers 1 − (1 − 1/√2)² ≈ 0.914 of it:
    // 204 − 102 × 0.914 ≈ 110.7, in 8-bit steps 110.
    #expect(canvas.pixel(x: 5, y: 5) == [110, 110, 110, 255])
    #expect(canvas.pixel(x: 14, y: 5) == [110, 110, 110, 255])
    #expect(canvas.paintedPixels.count == 400)
  }

  @Test("Separately rendered pieces add their coverage, saturating at full")
  func summedPieces() {
    let halves = [Path.rect(rect(0, 0, 0.5, 1)), Path.rect(rect(0.5, 0, 0.5, 1))]
    let mask = Rasterizer.mask(ofEach: halves, in: PixelRect(x: 0, y: 0, width: 2, height: 1))
    // FreeType gives each half-covered pixel 127.
    #expect(mask.coverage(x: 0, y: 0) == 254)
    #expect(mask.coverage(x: 1, y: 0) == 0)
    let twice = [Path.rect(rect(0, 0, 1, 1)), Path.rect(rect(0, 0, 1.5, 1))]
    let overlap = Rasterizer.mask(ofEach: twice, in: PixelRect(x: 0, y: 0, width: 2, height: 1))
    #expect(overlap.coverage(x: 0, y: 0) == 255)
    #expect(overlap.coverage(x: 1, y: 0) == 127)
  }

  @Test("A path longer than one FreeType outline is rendered in batches of whole subpaths")
  func batchedPath() {
    // 5,000 unit squares of 4 points each: 20,000 points, more than one batch of 16,000.
    var path = Path()
    for index in 0..<5_000 {
      path.append(.rect(rect(Double(index % 100) * 2, Double(index / 100) * 2, 1, 1)))
    }
    let mask = Rasterizer.mask(of: path, in: PixelRect(x: 0, y: 0, width: 200, height: 100))
    #expect(mask.area == 5_000)
    #expect(mask.coverage(x: 198, y: 98) == 255)
    #expect(mask.coverage(x: 199, y: 98) == 0)
  }
}
