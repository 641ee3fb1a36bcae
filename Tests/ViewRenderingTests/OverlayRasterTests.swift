import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// The overlay's pixels: outlines coloured, interiors left as the scene drew them (decisions
/// R35–R37).
@MainActor
@Suite struct OverlayRasterTests {
  /// A white 40 × 40 root with a 20 × 20 child at (10, 10) that draws nothing.
  private func scene() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(child)
    return (root, child)
  }

  /// The sky blue of frame outlines, as opaque bytes.
  private let frameBytes: [UInt8] = [0, 153, 255, 255]

  @Test("R35: at 1× a 1-point outline colours one pixel row or column; interiors stay white")
  func outlinesAtOneX() {
    let (root, _) = scene()
    let canvas = RasterRenderer.render(
      DisplayList(rendering: root, overlay: true), scale: 1, background: nil)
    #expect(canvas.width == 40 && canvas.height == 40)
    // The root's and the child's frame outlines.
    #expect(canvas.pixel(x: 0, y: 20) == frameBytes)
    #expect(canvas.pixel(x: 39, y: 20) == frameBytes)
    #expect(canvas.pixel(x: 10, y: 20) == frameBytes)
    #expect(canvas.pixel(x: 29, y: 20) == frameBytes)
    #expect(canvas.pixel(x: 20, y: 10) == frameBytes)
    // The root's margins (8 points), in orange, where the child's outline does not cross.
    #expect(canvas.pixel(x: 8, y: 8) == [255, 148, 0, 255])
    // Interiors are the scene's white.
    for (x, y) in [(20, 20), (11, 11), (28, 28), (1, 1), (5, 20), (9, 20), (30, 20)] {
      #expect(canvas.pixel(x: x, y: y) == [255, 255, 255, 255], "pixel (\(x), \(y))")
    }
    // Without the overlay nothing but white is drawn.
    let plain = RasterRenderer.render(DisplayList(rendering: root), scale: 1, background: nil)
    #expect(plain.pixel(x: 10, y: 20) == [255, 255, 255, 255])
  }

  @Test("R35: at 3× the outline is 3 pixels wide, inside the view's frame")
  func outlinesAtThreeX() {
    let (root, _) = scene()
    let canvas = RasterRenderer.render(
      DisplayList(rendering: root, overlay: true), scale: 3, background: nil)
    #expect(canvas.width == 120)
    for x in 30...32 { #expect(canvas.pixel(x: x, y: 60) == frameBytes, "column \(x)") }
    #expect(canvas.pixel(x: 29, y: 60) == [255, 255, 255, 255])
    #expect(canvas.pixel(x: 33, y: 60) == [255, 255, 255, 255])
  }

  @Test("5.12, R37: an ambiguous view's interior is tinted violet, its edge solid violet")
  func ambiguousTint() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let loose = UIView()
    loose.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(loose)
    NSLayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      loose.widthAnchor.constraint(equalToConstant: 40),
      loose.heightAnchor.constraint(equalToConstant: 40),
      // Below the main screen's safe-area band; the top can still move down.
      loose.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: 80),
    ])
    window.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    let top = Int(loose.frame.minY)
    #expect(top >= 80 && top <= 110)
    let canvas = RasterRenderer.render(
      DisplayList(rendering: window, overlay: true), scale: 1, background: nil)
    // 25 % of (153, 64, 255) over white.
    let tint = canvas.pixel(x: 30, y: top + 20)
    #expect(tint[3] == 255)
    #expect(abs(Int(tint[0]) - 229) <= 1 && abs(Int(tint[1]) - 207) <= 1 && tint[2] == 255)
    // The 3-point outline: the pixel inside the 1-point frame outline is violet.
    #expect(canvas.pixel(x: 11, y: top + 20) == [153, 64, 255, 255])
    #expect(canvas.pixel(x: 12, y: top + 20) == [153, 64, 255, 255])
  }
}
