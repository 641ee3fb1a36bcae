import Foundation
import HeadlessUIKit
import Testing

@Suite struct UIImageTests {
  @Test func pngHeaderGivesPixelSizeAtScaleOne() throws {
    let image = try #require(UIImage(data: ImageBytes.png(width: 200, height: 100)))
    #expect(image.size == CGSize(width: 200, height: 100))
    #expect(image.scale == 1)
  }

  @Test func scaleDividesPixelSize() throws {
    let image = try #require(UIImage(data: ImageBytes.png(width: 200, height: 100), scale: 2))
    #expect(image.size == CGSize(width: 100, height: 50))
    #expect(image.scale == 2)
    let third = try #require(UIImage(data: ImageBytes.png(width: 90, height: 45), scale: 3))
    #expect(third.size == CGSize(width: 30, height: 15))
  }

  @Test func gifHeaderGivesLogicalScreenSize() throws {
    let image = try #require(UIImage(data: ImageBytes.gif(width: 300, height: 2)))
    #expect(image.size == CGSize(width: 300, height: 2))
  }

  @Test(arguments: [UInt8(0xC0), 0xC1, 0xC2, 0xC3, 0xC5, 0xC9, 0xCF])
  func jpegStartOfFrameGivesSize(marker: UInt8) throws {
    let image = try #require(
      UIImage(data: ImageBytes.jpeg(width: 640, height: 480, startOfFrame: marker)))
    #expect(image.size == CGSize(width: 640, height: 480))
  }

  @Test func jpegMarkersThatAreNotFramesAreSkippedOrRefused() {
    // DHT (C4), JPG (C8) and DAC (CC) are not frames; the scan starts before any frame.
    for marker: UInt8 in [0xC4, 0xC8, 0xCC] {
      #expect(UIImage(data: ImageBytes.jpeg(width: 10, height: 10, startOfFrame: marker)) == nil)
    }
  }

  @Test func emptyImageHasZeroSizeAtScaleOne() {
    let image = UIImage()
    #expect(image.size == .zero)
    #expect(image.scale == 1)
    #expect(image.renderingMode == .automatic)
    #expect(image.resizingMode == .tile)
    #expect(image.capInsets == .zero)
    #expect(image.alignmentRectInsets == .zero)
  }

  @Test func rawValuesMatchUIKit() {
    #expect(UIImage.RenderingMode.automatic.rawValue == 0)
    #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    #expect(UIImage.ResizingMode.tile.rawValue == 0)
    #expect(UIImage.ResizingMode.stretch.rawValue == 1)
  }

  @Test func modifiersReturnNewImagesAndKeepTheReceiver() throws {
    let image = try #require(UIImage(data: ImageBytes.png(width: 40, height: 20), scale: 2))
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template !== image)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(image.renderingMode == .automatic)
    #expect(template.size == CGSize(width: 20, height: 10))
    #expect(template.scale == 2)

    let caps = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
    let tiled = template.resizableImage(withCapInsets: caps)
    #expect(tiled.capInsets == caps)
    #expect(tiled.resizingMode == .tile)
    #expect(tiled.renderingMode == .alwaysTemplate)
    let stretched = image.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    #expect(stretched.resizingMode == .stretch)
    #expect(image.capInsets == .zero)

    let insets = UIEdgeInsets(top: 1, left: 1, bottom: 2, right: 2)
    let aligned = stretched.withAlignmentRectInsets(insets)
    #expect(aligned.alignmentRectInsets == insets)
    #expect(aligned.capInsets == caps)
    #expect(aligned.resizingMode == .stretch)
    #expect(stretched.alignmentRectInsets == .zero)
  }

  @Test func imagesCrossActorBoundaries() async throws {
    let image = try #require(UIImage(data: ImageBytes.png(width: 8, height: 6)))
    let size = await Task.detached { image.size }.value
    #expect(size == CGSize(width: 8, height: 6))
  }
}
