import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Layer styling in the display list and in pixels: sublayers, zPosition, shadows, masks,
/// gradient and text layers.
@MainActor
@Suite struct DisplayListBuilderLayerTests {
  /// The groups nested in a group's items.
  private func children(_ group: DisplayGroup) -> [DisplayGroup] {
    group.items.compactMap { item in
      if case .group(let child) = item { return child }
      return nil
    }
  }

  /// Renders a view at scale 1 over white.
  private func pixels(_ view: UIView) -> Canvas {
    RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: white)
  }

  @Test("Core Animation: plain sublayers are drawn, in sublayer order among the subviews")
  func plainSublayersAreDrawn() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let below = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(below)
    let plain = CALayer()
    plain.frame = CGRect(x: 10, y: 0, width: 20, height: 20)
    plain.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.layer.addSublayer(plain)
    let list = DisplayList(rendering: root)
    #expect(children(list.root).map(\.name) == ["UIView", "CALayer"])
    #expect(children(list.root)[1].transform == CGAffineTransform(translationX: 10, y: 0))
    #expect(pixels(root).pixel(x: 25, y: 10) == [0, 0, 255, 255])
  }

  @Test("Core Animation: a higher zPosition draws a sibling in front, whatever its index")
  func zPositionOrdersSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let front = UIView(frame: root.bounds)
    front.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    front.layer.zPosition = 1
    let back = UIView(frame: root.bounds)
    back.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    root.addSubview(front)
    root.addSubview(back)
    #expect(pixels(root).pixel(x: 10, y: 10) == [255, 0, 0, 255])
    front.layer.zPosition = 0
    #expect(pixels(root).pixel(x: 10, y: 10) == [0, 255, 0, 255])
  }

  @Test("Core Animation: a shadow is offset, blurred over 2 × shadowRadius, and under the layer")
  func shadowIsDrawn() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    card.layer.shadowRadius = 4
    root.addSubview(card)
    let shadow = try #require(children(children(DisplayList(rendering: root).root)[0]).first)
    #expect(shadow.name == "shadow")
    #expect(shadow.transform == CGAffineTransform(translationX: 0, y: 10))
    let canvas = pixels(root)
    // The layer covers its own shadow.
    #expect(canvas.pixel(x: 30, y: 30) == [255, 0, 0, 255])
    // Below the layer, inside the offset silhouette's blurred edge: dark.
    #expect(canvas.pixel(x: 30, y: 44) == [0, 0, 0, 255])
    // At the offset silhouette's edge the ramp is half-way; beyond the radius, nothing.
    let edge = canvas.pixel(x: 30, y: 50)
    #expect(edge[0] > 64 && edge[0] < 192, "edge \(edge)")
    #expect(canvas.pixel(x: 30, y: 55) == [255, 255, 255, 255])
    // The default offset (0, −3) casts upwards.
    card.layer.shadowOffset = CGSize(width: 0, height: -3)
    let upward = pixels(root)
    #expect(upward.pixel(x: 30, y: 18)[0] < 200 && upward.pixel(x: 30, y: 41)[0] > 200)
  }

  @Test("Core Animation: a shadowPath shapes the shadow, even for a layer that draws nothing")
  func shadowPathShapesTheShadow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    card.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 0)
    root.addSubview(card)
    // A transparent view casts no shadow of its own.
    #expect(pixels(root).pixel(x: 30, y: 30) == [255, 255, 255, 255])
    // With a path, the path's shape casts: a 10 × 10 square in the card's top-left corner.
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    card.layer.shadowPath = path
    path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))  // copied: no effect
    let canvas = pixels(root)
    #expect(canvas.pixel(x: 15, y: 15) == [0, 0, 0, 255])
    #expect(canvas.pixel(x: 35, y: 35) == [255, 255, 255, 255])
    #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("Core Animation: no shadow with opacity 0, and masksToBounds clips the shadow away")
  func shadowNeedsOpacityAndNoClip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    root.addSubview(card)
    #expect(pixels(root).pixel(x: 30, y: 45) == [255, 255, 255, 255])
    card.layer.shadowOpacity = 1
    #expect(pixels(root).pixel(x: 30, y: 45) != [255, 255, 255, 255])
    card.layer.masksToBounds = true
    #expect(pixels(root).pixel(x: 30, y: 45) == [255, 255, 255, 255])
  }

  @Test("Core Animation: a mask layer clips to its frame and multiplies by its opacity")
  func maskClips() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let masked = UIView(frame: root.bounds)
    masked.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let mask = CALayer()
    mask.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
    mask.backgroundColor = CGColor(gray: 0, alpha: 1)
    masked.layer.mask = mask
    root.addSubview(masked)
    var canvas = pixels(root)
    #expect(canvas.pixel(x: 15, y: 15) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 5, y: 5) == [255, 255, 255, 255])
    #expect(canvas.pixel(x: 25, y: 15) == [255, 255, 255, 255])
    mask.opacity = 0
    canvas = pixels(root)
    #expect(canvas.pixel(x: 15, y: 15) == [255, 255, 255, 255])
  }

  @Test("Core Animation: maskedCorners limits which corners cornerRadius rounds")
  func maskedCornersRoundOnlyTheirCorners() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let card = UIView(frame: root.bounds)
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.layer.cornerRadius = 10
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.addSubview(card)
    let group = children(DisplayList(rendering: root).root)[0]
    #expect(
      group.items.first
        == .fill(
          .partiallyRoundedRect(root.bounds, cornerRadius: 10, corners: [.topLeft, .topRight]),
          RenderColor(red: 1, green: 0, blue: 0)))
    let canvas = pixels(root)
    #expect(canvas.pixel(x: 0, y: 0) == [255, 255, 255, 255])
    #expect(canvas.pixel(x: 19, y: 0) == [255, 255, 255, 255])
    #expect(canvas.pixel(x: 0, y: 19) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 19, y: 19) == [255, 0, 0, 255])
    let svg = SVGWriter.svg(for: DisplayList(rendering: root))
    #expect(svg.contains(#"<path d="M10 0 L10 0 A10 10 0 0 1 20 10 L20 20 L0 20 L0 10"#))
  }

  /// A view whose layer is a gradient layer.
  private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  @Test("Core Animation: an axial gradient runs from startPoint to endPoint")
  func gradientIsDrawn() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    let gradient = try #require(view.layer as? CAGradientLayer)
    gradient.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    var canvas = pixels(view)
    let left = canvas.pixel(x: 1, y: 5)
    let middle = canvas.pixel(x: 50, y: 5)
    let right = canvas.pixel(x: 98, y: 5)
    #expect(left[0] > 240 && left[2] < 15, "left \(left)")
    #expect(abs(Int(middle[0]) - 127) < 6 && abs(Int(middle[2]) - 127) < 6, "middle \(middle)")
    #expect(right[2] > 240 && right[0] < 15, "right \(right)")
    // Locations move the ramp; past the last stop the last colour extends.
    gradient.locations = [0, 0.5]
    canvas = pixels(view)
    #expect(canvas.pixel(x: 75, y: 5) == [0, 0, 255, 255])
    // Without colours a gradient layer draws nothing.
    gradient.colors = nil
    #expect(pixels(view).pixel(x: 50, y: 5) == [255, 255, 255, 255])
  }

  @Test("Core Animation: a text layer draws its string from the top in its foreground colour")
  func textLayerIsDrawn() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    text.string = "Hello"
    text.fontSize = 20
    text.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.layer.addSublayer(text)
    let group = try #require(children(DisplayList(rendering: root).root).first)
    guard case .text(let line) = group.items.first else {
      Issue.record("no text item in \(group.items)")
      return
    }
    #expect(line.text == "Hello")
    #expect(line.color == RenderColor(red: 0, green: 0, blue: 1))
    #expect(line.origin.x == 0 && line.origin.y > 10 && line.origin.y < 25)
    text.alignmentMode = .right
    let right = try #require(children(DisplayList(rendering: root).root).first)
    guard case .text(let moved) = right.items.first else { return }
    #expect(moved.origin.x > 100)
  }

  @Test("Core Animation: contents draw as an image placeholder over the background")
  func contentsPlaceholder() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let layer = CALayer()
    layer.frame = root.bounds
    layer.contents = "an image"
    root.layer.addSublayer(layer)
    let group = children(DisplayList(rendering: root).root)[0]
    guard case .image(let rect, _) = group.items.first else {
      Issue.record("no image item")
      return
    }
    #expect(rect == root.bounds)
  }
}
