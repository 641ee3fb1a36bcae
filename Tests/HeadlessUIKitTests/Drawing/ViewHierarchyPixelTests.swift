import Foundation
import HeadlessUIKit
import Testing

/// A view that draws a red square in the top-left quarter of its bounds.
private final class QuarterView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2))
  }
}

/// `drawHierarchy(in:afterScreenUpdates:)` and `layer.render(in:)` draw view trees into an
/// image's pixels (decision PX2).
@MainActor
@Suite struct ViewHierarchyPixelTests {
  /// A white 40 × 40 view with a blue 10 × 10 subview at (20, 20) and a drawing subview.
  private func tree() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
    square.backgroundColor = .blue
    root.addSubview(square)
    root.addSubview(QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
    return root
  }

  private func image(scale: CGFloat = 1, _ draw: (UIView) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let view = tree()
    return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in draw(view) }
  }

  @Test("drawHierarchy draws backgrounds, subviews and draw(_:) overrides")
  func drawHierarchy() throws {
    let snapshot = image(scale: 2) { view in
      #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
    }
    let pixels = try #require(snapshot.headlessPixels)
    #expect(pixels.width == 80)
    #expect(pixels.rgba(50, 50) == [0, 0, 255, 255])  // the blue subview
    #expect(pixels.rgba(70, 10) == [255, 255, 255, 255])  // white background
    #expect(pixels.rgba(10, 10) == [255, 0, 0, 255])  // the draw(_:) override's quarter
    #expect(pixels.rgba(30, 30) == [255, 255, 255, 255])  // the drawing view's other part
  }

  @Test("drawHierarchy into a smaller rectangle scales the tree")
  func drawHierarchyScaled() throws {
    let snapshot = image { view in
      view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false)
    }
    let pixels = try #require(snapshot.headlessPixels)
    #expect(pixels.rgba(12, 12) == [0, 0, 255, 255])
    #expect(pixels.rgba(30, 30) == [0, 0, 0, 0])
  }

  @Test("layer.render(in:) draws the layer tree in the layer's bounds space")
  func layerRender() throws {
    let snapshot = image { view in
      guard let context = UIGraphicsGetCurrentContext() else { return }
      view.layer.render(in: context)
    }
    let pixels = try #require(snapshot.headlessPixels)
    #expect(pixels.rgba(25, 25) == [0, 0, 255, 255])
    #expect(pixels.rgba(5, 5) == [255, 0, 0, 255])
  }
}
