import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// What symbol images and button background images put into PNG and SVG renders.
@MainActor
@Suite struct ImageRenderTests {
  /// Renders a view at scale 1 on a transparent background.
  private func canvas(_ view: UIView) -> Canvas {
    RasterRenderer.render(DisplayList(rendering: view), scale: 1, background: nil)
  }

  /// The fills of a view's own group.
  private func fills(_ view: UIView) -> [(RenderShape, RenderColor)] {
    DisplayList(rendering: view).root.items.compactMap { item in
      if case .fill(let shape, let color) = item { return (shape, color) }
      return nil
    }
  }

  private let red = RenderColor(red: 1, green: 0, blue: 0)

  @Test("IM6: a symbol draws as a rounded square in the image view's tint colour")
  func symbolInImageView() throws {
    let symbol = try #require(
      UIImage(
        systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
    let imageView = UIImageView(image: symbol)
    imageView.tintColor = .red
    let side = imageView.bounds.width
    let drawn = fills(imageView)
    try #require(drawn.count == 1)
    #expect(drawn[0].0 == .roundedRect(imageView.bounds, cornerRadius: side / 4))
    #expect(drawn[0].1 == red)
    let pixels = canvas(imageView)
    #expect(pixels.pixel(x: Int(side / 2), y: Int(side / 2)) == [255, 0, 0, 255])
    #expect(pixels.pixel(x: 0, y: 0) == [0, 0, 0, 0])
    let svg = SVGWriter.svg(for: DisplayList(rendering: imageView))
    #expect(svg.contains(#"rx="\#(SVGNumber.format(side / 4))" fill="rgb(255,0,0)""#))
  }

  @Test("IM6: a symbol's colour: tint colour given to the image, palette, original, tint")
  func symbolColors() throws {
    let symbol = try #require(UIImage(systemName: "heart"))
    let imageView = UIImageView(image: symbol)
    imageView.tintColor = .blue
    #expect(fills(imageView).first?.1 == RenderColor(red: 0, green: 0, blue: 1))
    imageView.image = symbol.withTintColor(.red)
    #expect(fills(imageView).first?.1 == red)
    imageView.image = symbol.withRenderingMode(.alwaysOriginal)
    #expect(fills(imageView).first?.1 == RenderColor(red: 0, green: 0, blue: 0))
    imageView.image = symbol
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      paletteColors: [.red, .green])
    #expect(fills(imageView).first?.1 == red)
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      hierarchicalColor: .green)
    #expect(fills(imageView).first?.1 == RenderColor(red: 0, green: 1, blue: 0))
  }

  @Test("IM6: a system button's symbol takes the default tint colour")
  func symbolInButton() throws {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    button.sizeToFit()
    button.layoutIfNeeded()
    let imageView = try #require(button.imageView)
    let tint = DisplayListBuilder.renderColor(.systemBlue, traits: button.traitCollection)
    #expect(fills(imageView).first?.1 == tint)
    let pixels = canvas(button)
    let center = button.bounds.width / 2
    #expect(pixels.pixel(x: Int(center), y: Int(center)) == [0, 122, 255, 255])
  }

  @Test("IM7: a resizable background image keeps its caps and stretches its middle")
  func resizableBackground() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let frame = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
      .image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.green.setFill()
        context.fill(CGRect(x: 4, y: 4, width: 2, height: 2))
      }
    let caps = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let button = UIButton(type: .custom)
    button.setBackgroundImage(frame.resizableImage(withCapInsets: caps), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    button.layoutIfNeeded()
    let pixels = canvas(button)
    #expect(pixels.pixel(x: 1, y: 1) == [255, 0, 0, 255])  // corner
    #expect(pixels.pixel(x: 30, y: 2) == [255, 0, 0, 255])  // top edge, stretched
    #expect(pixels.pixel(x: 6, y: 15) == [0, 255, 0, 255])  // middle starts after 4 points
    #expect(pixels.pixel(x: 55, y: 15) == [0, 255, 0, 255])
    #expect(pixels.pixel(x: 58, y: 28) == [255, 0, 0, 255])
    // Without caps the same image is scaled: its 4-point border becomes 24 points wide.
    button.setBackgroundImage(frame, for: .normal)
    #expect(canvas(button).pixel(x: 6, y: 15) == [255, 0, 0, 255])
  }

  @Test("IM5: a button's background image is drawn behind its title")
  func backgroundBehindTitle() throws {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.setBackgroundImage(PlaceholderImage.make(), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.layoutIfNeeded()
    let groups = DisplayList(rendering: button).root.items.compactMap { item -> String? in
      if case .group(let group) = item { return group.name }
      return nil
    }
    #expect(groups == ["UIImageView", "UIButtonLabel"])
    let svg = SVGWriter.svg(for: DisplayList(rendering: button))
    let background = try #require(svg.range(of: #"data-class="UIImageView""#))
    let title = try #require(svg.range(of: #"data-class="UIButtonLabel""#))
    #expect(background.lowerBound < title.lowerBound)
  }
}

/// An image with a size and no pixels, as a PNG file's header gives it.
enum PlaceholderImage {
  static func make() -> UIImage {
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) }
    }
    let header: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
      + bigEndian(20) + bigEndian(10) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return UIImage(data: Data(header)) ?? UIImage()
  }
}
