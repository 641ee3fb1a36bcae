import Examples
import Foundation
import HeadlessUIKitTestSupport
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Small deterministic scenes and every bundled example, rendered and compared with the checked-in
/// golden PNGs (decisions R30–R32).
///
/// Each small scene also checks a few pixels by value, so a wrong golden cannot hide a wrong
/// rendering.
@MainActor
@Suite struct GoldenSceneTests {
  /// The scale of the small scenes: 2 pixels per point, enough to show anti-aliasing.
  static let sceneScale = 2.0

  /// A 160 × 100 point root view with a white background.
  private func root() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
    view.backgroundColor = .white
    return view
  }

  /// A view with a frame and a background colour, added to `parent`.
  @discardableResult
  private func box(
    _ parent: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    _ color: UIColor
  ) -> UIView {
    let view = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
    view.backgroundColor = color
    parent.addSubview(view)
    return view
  }

  private func rendered(_ view: UIView, scale: Double = sceneScale) -> Canvas {
    RasterRenderer.render(DisplayList(rendering: view), scale: scale, background: nil)
  }

  /// The straight RGBA bytes of the pixel under the point (`x`, `y`) at the scene scale.
  private func pixel(_ canvas: Canvas, _ x: Double, _ y: Double) -> [UInt8] {
    canvas.pixel(x: Int(x * Self.sceneScale), y: Int(y * Self.sceneScale))
  }

  private let opaqueRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  private let opaqueBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  private let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

  @Test("R21, R30: fills, rounded corners, a border above the fill and a translucent colour")
  func shapes() throws {
    let root = root()
    box(root, 10, 10, 60, 40, opaqueRed).layer.cornerRadius = 12
    let bordered = box(root, 80, 10, 70, 40, opaqueBlue)
    bordered.layer.cornerRadius = 8
    bordered.layer.borderWidth = 3
    bordered.layer.borderColor = UIColor.black.cgColor
    box(root, 40, 40, 60, 40, UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
    let canvas = rendered(root)
    #expect(canvas.width == 320 && canvas.height == 200)
    #expect(pixel(canvas, 30, 20) == [255, 0, 0, 255])
    // Outside the rounded corner (centre (22, 22), radius 12): the white background.
    #expect(pixel(canvas, 10.5, 10.5) == [255, 255, 255, 255])
    // The border (3 pt, inside the bounds) is black over the blue fill.
    #expect(pixel(canvas, 115, 11) == [0, 0, 0, 255])
    #expect(pixel(canvas, 115, 25) == [0, 0, 255, 255])
    // Green at alpha 0.5 (128 of 255) over white, and over red: 255 · 127 / 255 = 127 remains.
    #expect(pixel(canvas, 90, 70) == [127, 255, 127, 255])
    #expect(pixel(canvas, 45, 45) == [127, 128, 0, 255])
    try GoldenImage.assertMatches(canvas, named: "scene-shapes")
  }

  @Test("R21, R30: clipsToBounds with rounded corners clips a subtree; without it, no clip")
  func clipping() throws {
    let root = root()
    let clipping = box(root, 10, 10, 80, 80, .gray)
    clipping.layer.cornerRadius = 20
    clipping.clipsToBounds = true
    box(clipping, -10, -10, 60, 60, orange)
    let open = box(root, 100, 10, 50, 50, .gray)
    box(open, 30, 30, 40, 40, orange)
    let canvas = rendered(root)
    // The child's corner beyond the container's rounded corner (centre (30, 30)) is clipped.
    #expect(pixel(canvas, 11, 11) == [255, 255, 255, 255])
    #expect(pixel(canvas, 5, 30) == [255, 255, 255, 255])
    #expect(pixel(canvas, 40, 40) == [255, 128, 0, 255])
    // Without clipping the child spills out of its container (130…170 × 40…80).
    #expect(pixel(canvas, 155, 75) == [255, 128, 0, 255])
    try GoldenImage.assertMatches(canvas, named: "scene-clipping")
  }

  @Test("R21, R30: rotated and scaled views draw turned about their centres, anti-aliased")
  func transforms() throws {
    let root = root()
    let rotated = box(root, 15, 35, 60, 30, .purple)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let diamond = box(root, 100, 30, 40, 40, opaqueBlue)
    diamond.transform = CGAffineTransform(scaleX: 1.2, y: 1.2).rotated(by: .pi / 4)
    let canvas = rendered(root)
    #expect(pixel(canvas, 45, 50) == [128, 0, 128, 255])
    // The corners of the unrotated frame are outside the turned rectangle.
    #expect(pixel(canvas, 16, 36) == [255, 255, 255, 255])
    #expect(pixel(canvas, 120, 50) == [0, 0, 255, 255])
    // The diamond's corners point up and down: 20 · 1.2 · √2 = 33.9 from its centre.
    #expect(pixel(canvas, 120, 18) == [0, 0, 255, 255])
    #expect(pixel(canvas, 101, 31) == [255, 255, 255, 255])
    // Edges are anti-aliased: some pixels are between white and purple.
    var partial = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width / 2 {
        let color = canvas.pixel(x: x, y: y)
        if color[1] > 0 && color[1] < 255 && color[0] < 255 { partial += 1 }
      }
    }
    #expect(partial > 20)
    try GoldenImage.assertMatches(canvas, named: "scene-transforms")
  }

  @Test("R4, R30: a half-transparent parent composites its children as one layer")
  func alphaGroup() throws {
    let root = root()
    let group = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 80))
    group.alpha = 0.5
    root.addSubview(group)
    box(group, 0, 0, 80, 60, opaqueRed)
    box(group, 40, 20, 80, 60, opaqueBlue)
    let canvas = rendered(root)
    // Red only, blue only, and the overlap: blue hides red inside the layer, so the overlap
    // is half blue over white, not a blend of all three.
    let redOnly = pixel(canvas, 20, 20)
    let overlap = pixel(canvas, 70, 50)
    let blueOnly = pixel(canvas, 120, 80)
    #expect(redOnly[2] == redOnly[1] && redOnly[0] == 255 && (127...128).contains(redOnly[1]))
    #expect(overlap == blueOnly)
    #expect(blueOnly[0] == blueOnly[1] && blueOnly[2] == 255 && (127...128).contains(blueOnly[0]))
    try GoldenImage.assertMatches(canvas, named: "scene-alpha-group")
  }

  @Test("12.1, R24, R30: a centred two-line label draws its text inside its frame")
  func twoLineLabel() throws {
    let root = root()
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 140, height: 60))
    label.backgroundColor = UIColor(red: 1, green: 1, blue: 0.8, alpha: 1)
    label.numberOfLines = 2
    label.textAlignment = .center
    label.text = "Golden images check every pixel"
    root.addSubview(label)
    let canvas = rendered(root)
    // Dark (text) pixels exist, all inside the label's frame (20…300 × 40…160 pixels).
    var dark: [(Int, Int)] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas.pixel(x: x, y: y)[0] < 128 { dark.append((x, y)) }
    }
    #expect(dark.count > 200)
    #expect(dark.allSatisfy { (20..<300).contains($0.0) && (40..<160).contains($0.1) })
    // Two lines: dark rows come in two runs with a gap between them.
    let rows = Set(dark.map(\.1)).sorted()
    let gaps = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }
    #expect(gaps.count == 1)
    try GoldenImage.assertMatches(canvas, named: "scene-two-line-label")
  }

  @Test("R30: dark appearance resolves system colours for dark mode")
  func darkAppearance() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
    root.overrideUserInterfaceStyle = .dark
    root.backgroundColor = .systemBackground
    let card = box(root, 10, 10, 140, 80, .secondarySystemBackground)
    card.layer.cornerRadius = 10
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
    label.textColor = .label
    label.text = "Dark mode"
    card.addSubview(label)
    let canvas = rendered(root)
    // systemBackground is black and secondarySystemBackground #1C1C1E in dark appearance.
    #expect(pixel(canvas, 2, 2) == [0, 0, 0, 255])
    #expect(pixel(canvas, 140, 80) == [28, 28, 30, 255])
    // The label's text is white: bright pixels inside the card.
    var bright = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas.pixel(x: x, y: y)[0] > 200 { bright += 1 }
    }
    #expect(bright > 100)
    try GoldenImage.assertMatches(canvas, named: "scene-dark")
  }

  @Test("R32: the golden list names every bundled example")
  func everyExampleHasAGolden() {
    #expect(ExampleScene.all.map(\.name) == exampleNames)
  }

  /// The scale of the example goldens (decision R32).
  static let exampleScale = 2.0

  @Test(
    "R30, R32: every bundled example on iPhone 15 Pro portrait matches its golden",
    arguments: exampleNames)
  func example(_ name: String) throws {
    let scene = try #require(ExampleScene.named(name))
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let screen = UIScreen(headlessDevice: device, orientation: .portrait)
    let saved = UIScreen.main
    UIScreen.headlessMain = screen
    defer { UIScreen.headlessMain = saved }
    let window = scene.makeWindow(screen)
    window.layoutIfNeeded()
    let canvas = RasterRenderer.render(
      DisplayList(rendering: window), scale: Self.exampleScale, background: nil)
    #expect(canvas.width == Int(393 * Self.exampleScale))
    #expect(canvas.height == Int(852 * Self.exampleScale))
    #expect(canvas.isOpaque)
    try GoldenImage.assertMatches(canvas, named: "example-\(name)")
  }
}

/// The names of the bundled examples (`ExampleScene.all`, which is main-actor isolated and so
/// cannot feed test arguments); ``GoldenSceneTests/everyExampleHasAGolden()`` keeps them equal.
let exampleNames = [
  "profile", "map-container", "map-container-framed", "self-sizing-child", "preview-cap",
  "frame-vs-bounds",
]
