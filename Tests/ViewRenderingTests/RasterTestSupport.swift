import Foundation
import UIGeometry

@testable import Raster
@testable import ViewRendering

/// Opaque colours the raster tests draw with.
let red = RenderColor(red: 1, green: 0, blue: 0)
let white = RenderColor(red: 1, green: 1, blue: 1)
let black = RenderColor(red: 0, green: 0, blue: 0)

/// A group at the origin with no clip.
func group(
  opacity: Double = 1, clip: RenderShape? = nil, transform: CGAffineTransform = .identity,
  _ items: [DisplayItem]
) -> DisplayGroup {
  DisplayGroup(
    name: "UIView", frame: .zero, transform: transform, opacity: opacity, clip: clip,
    items: items)
}

/// Renders `items` in a root group of `width × height` points at `scale`.
func render(
  width: Double, height: Double, scale: Double = 1, background: RenderColor? = nil,
  _ items: [DisplayItem]
) -> Canvas {
  RasterRenderer.render(
    DisplayList(size: CGSize(width: width, height: height), root: group(items)), scale: scale,
    background: background)
}

/// A rectangle from `Double`s.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension Canvas {
  /// The pixels whose alpha is not 0, as (x, y) pairs.
  var paintedPixels: [[Int]] {
    var painted: [[Int]] = []
    for y in 0..<height {
      for x in 0..<width where premultipliedPixel(x: x, y: y).alpha > 0 { painted.append([x, y]) }
    }
    return painted
  }

  /// The covered area in pixels: the sum of alpha over the canvas, divided by 255.
  var alphaArea: Double {
    var total = 0
    for index in stride(from: 3, to: pixels.count, by: 4) { total += Int(pixels[index]) }
    return Double(total) / 255
  }
}
