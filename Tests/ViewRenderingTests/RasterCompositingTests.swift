import Foundation
import Testing
import TextLayout
import UIGeometry

@testable import Raster
@testable import ViewRendering

/// Clips, group opacity, text and determinism of the raster renderer.
struct RasterCompositingTests {
  @Test("Nested clips intersect")
  func clipIntersection() {
    let inner = group(
      clip: .rect(rect(5, 5, 10, 10)), [.fill(.rect(rect(0, 0, 20, 20)), red)])
    let outer = group(clip: .rect(rect(0, 0, 10, 10)), [.group(inner)])
    let canvas = render(width: 20, height: 20, [.group(outer)])
    var expected: [[Int]] = []
    for y in 5..<10 { for x in 5..<10 { expected.append([x, y]) } }
    #expect(canvas.paintedPixels == expected)
    #expect(canvas.pixel(x: 5, y: 5) == [255, 0, 0, 255])
  }

  @Test("A rounded clip cuts the corners of what the group draws")
  func roundedClip() {
    let clipped = group(
      clip: .roundedRect(rect(0, 0, 20, 20), cornerRadius: 10),
      [.fill(.rect(rect(0, 0, 20, 20)), red)])
    let canvas = render(width: 20, height: 20, [.group(clipped)])
    // π·r², less FreeType's flattening of the arcs (at most 1 %, decision R5).
    #expect(canvas.alphaArea <= Double.pi * 100, "area \(canvas.alphaArea)")
    #expect(canvas.alphaArea >= Double.pi * 99, "area \(canvas.alphaArea)")
    #expect(canvas.pixel(x: 0, y: 0) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 10, y: 10) == [255, 0, 0, 255])
  }

  @Test("A clip in a translated group is placed by the group's transform")
  func transformedClip() {
    let moved = group(
      clip: .rect(rect(0, 0, 2, 2)), transform: CGAffineTransform(translationX: 3, y: 4),
      [.fill(.rect(rect(-5, -5, 20, 20)), red)])
    let canvas = render(width: 10, height: 10, [.group(moved)])
    #expect(canvas.paintedPixels == [[3, 4], [4, 4], [3, 5], [4, 5]])
  }

  @Test("Group opacity applies to the composited group: overlaps do not show")
  func groupOpacity() {
    let items: [DisplayItem] = [
      .fill(.rect(rect(0, 0, 6, 4)), red), .fill(.rect(rect(4, 0, 6, 4)), red),
    ]
    let canvas = render(
      width: 10, height: 4, background: white, [.group(group(opacity: 0.5, items))])
    // Red at 50 % over white, the same inside and outside the overlap.
    #expect(canvas.pixel(x: 1, y: 1) == [255, 127, 127, 255])
    #expect(canvas.pixel(x: 5, y: 1) == [255, 127, 127, 255])
    #expect(canvas.pixel(x: 8, y: 1) == [255, 127, 127, 255])
  }

  @Test("Per-item alpha, unlike group opacity, darkens the overlap")
  func itemAlpha() {
    var halfRed = red
    halfRed.alpha = 0.5
    let canvas = render(
      width: 10, height: 4, background: white,
      [.fill(.rect(rect(0, 0, 6, 4)), halfRed), .fill(.rect(rect(4, 0, 6, 4)), halfRed)])
    #expect(canvas.pixel(x: 1, y: 1) == [255, 127, 127, 255])
    #expect(canvas.pixel(x: 5, y: 1) == [255, 63, 63, 255])
  }

  @Test(
    "A group drawing one thing multiplies its opacity into the colour; nested opacities multiply")
  func singleItemOpacity() {
    let single = render(
      width: 4, height: 4, background: white,
      [.group(group(opacity: 0.5, [.fill(.rect(rect(0, 0, 4, 4)), red)]))])
    #expect(single.pixel(x: 1, y: 1) == [255, 127, 127, 255])
    let nested = render(
      width: 4, height: 4,
      [
        .group(
          group(opacity: 0.5, [.group(group(opacity: 0.5, [.fill(.rect(rect(0, 0, 4, 4)), red)]))])
        )
      ])
    #expect(nested.pixel(x: 1, y: 1) == [255, 0, 0, 64])
  }

  @Test("A group with opacity 0 draws nothing")
  func zeroOpacity() {
    let canvas = render(
      width: 4, height: 4, [.group(group(opacity: 0, [.fill(.rect(rect(0, 0, 4, 4)), red)]))])
    #expect(canvas.paintedPixels.isEmpty)
  }

  @Test("'Hello' at 17 pt has ink inside its advance box and none outside")
  func textInk() throws {
    let font = try Font.system(size: 17)
    let origin = CGPoint(x: 10, y: 30)
    let canvas = render(
      width: 100, height: 50,
      [.text(RenderText(text: "Hello", font: font, origin: origin, color: black))])
    let width = font.width(of: "Hello")
    let painted = canvas.paintedPixels
    #expect(painted.count > 100)
    let xs = painted.map { $0[0] }
    let ys = painted.map { $0[1] }
    let left = try #require(xs.min())
    let right = try #require(xs.max())
    // The advance box spans x from 10 to 10 + width and y from the ascender to the descender.
    #expect(Double(left) >= 10 && Double(left) <= 13, "left \(left)")
    #expect(Double(right) < 10 + width && Double(right) >= 10 + width - 3, "right \(right)")
    #expect(Double(try #require(ys.min())) >= 30 - font.ascender)
    #expect(Double(try #require(ys.max())) < 30 - font.descender)
    // 'H' and 'l' stand on the baseline: ink in the row just above it, none below it.
    #expect(painted.contains([left, 29]))
    #expect(!ys.contains { $0 >= 31 })
    // The stems are solid: some pixel of a row through them is fully black.
    #expect((0..<100).contains { canvas.pixel(x: $0, y: 25) == [0, 0, 0, 255] })
  }

  @Test("Rendering is deterministic: the same list gives the same bytes")
  func determinism() throws {
    let list = try sampleList()
    let first = RasterRenderer.render(list, scale: 3, background: white)
    let second = RasterRenderer.render(list, scale: 3, background: white)
    #expect(first.pixels == second.pixels)
    #expect(try first.pngData() == second.pngData())
  }
}

/// A small scene using every kind of item, clips, transforms and opacity.
func sampleList() throws -> DisplayList {
  let font = try Font.system(size: 17)
  let blue = RenderColor(red: 0, green: 0.478, blue: 1)
  let card = DisplayGroup(
    name: "Card", frame: rect(20, 20, 200, 120),
    transform: CGAffineTransform(rotationAngle: 0.1).concatenating(
      CGAffineTransform(translationX: 20, y: 20)),
    opacity: 0.8, clip: .roundedRect(rect(0, 0, 200, 120), cornerRadius: 12),
    items: [
      .fill(.roundedRect(rect(0, 0, 200, 120), cornerRadius: 12), blue),
      .border(.roundedRect(rect(0, 0, 200, 120), cornerRadius: 12), width: 2, black),
      .text(
        RenderText(text: "Hello, world", font: font, origin: CGPoint(x: 12, y: 40), color: white)),
      .image(rect(12, 60, 48, 48), RenderColor(red: 0.8, green: 0.8, blue: 0.8)),
    ])
  return DisplayList(
    size: CGSize(width: 260, height: 180),
    root: DisplayGroup(
      name: "UIWindow", frame: rect(0, 0, 260, 180), transform: .identity, opacity: 1, clip: nil,
      items: [.group(card)]))
}
