import Foundation
import Raster
import UIGeometry

/// How an image fills a rectangle: scaled, or in nine slices when it has cap insets
/// (decision IM7); with its pixels, or what was drawn to make it (decisions PX6, DR1).
extension DisplayListBuilder {
  /// An image placed in a rectangle: its pixels (tinted when `tint` is given), or, for an
  /// untinted image made by drawing, what was drawn (which keeps SVG output vector); a
  /// placeholder when it has neither (decision R27).
  ///
  /// - Parameters:
  ///   - image: The image (not a symbol).
  ///   - rect: The rectangle, standardized.
  ///   - tint: The colour a template is drawn in, or `nil` to draw the image's own colours.
  ///   - traits: The traits colours are resolved for.
  /// - Returns: The items, in the rectangle's space.
  nonisolated static func placedImage(
    _ image: UIImage, in rect: CGRect, tint: RenderColor?, traits: UITraitCollection
  ) -> [DisplayItem] {
    if tint == nil, let drawing = image.drawing, drawing.size.width > 0,
      drawing.size.height > 0
    {
      return drawnImage(image, drawing: drawing, in: rect, traits: traits)
    }
    let size = image.size
    guard let pixels = image.pixelSource?.canvas, pixels.width > 0, pixels.height > 0,
      size.width > 0, size.height > 0
    else {
      return [.image(rect, imagePlaceholder(traits: traits))]
    }
    let orientation = image.imageOrientation
    let width = CGFloat(pixels.width)
    let height = CGFloat(pixels.height)
    let shown = orientation.isQuarterTurn ? (height, width) : (width, height)
    let toPoints = orientation.transform(width: width, height: height).concatenating(
      CGAffineTransform(scaleX: size.width / shown.0, y: size.height / shown.1))
    let content: [DisplayItem] = [
      .bitmap(RenderBitmap(pixels: pixels, transform: toPoints, tint: tint))
    ]
    return sliced(content, size: size, caps: image.capInsets, in: rect)
  }

  /// A drawn image placed in a rectangle.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - drawing: What was drawn to make it.
  ///   - rect: The rectangle, standardized.
  ///   - traits: The traits colours are resolved for.
  /// - Returns: One group per slice drawn.
  nonisolated static func drawnImage(
    _ image: UIImage, drawing: RecordedDrawing, in rect: CGRect, traits: UITraitCollection
  ) -> [DisplayItem] {
    sliced(items(of: drawing, traits: traits), size: drawing.size, caps: image.capInsets, in: rect)
  }

  /// An image's content (in its own point space, `size`) placed in a rectangle.
  ///
  /// Content without cap insets, or drawn at its own size, is scaled to the rectangle. A
  /// resizable image keeps its caps: the corners keep their size, the edges stretch along
  /// their length, the middle stretches both ways; caps wider (or taller) than the rectangle
  /// shrink in proportion. The middle of a `.tile` image is stretched too (decision IM7).
  nonisolated static func sliced(
    _ content: [DisplayItem], size: CGSize, caps: UIEdgeInsets, in rect: CGRect
  ) -> [DisplayItem] {
    guard caps != .zero, rect.size != size else {
      return [slice(content, from: CGRect(origin: .zero, size: size), to: rect)]
    }
    let columns = edges(length: size.width, caps: (caps.left, caps.right), target: rect.width)
    let rows = edges(length: size.height, caps: (caps.top, caps.bottom), target: rect.height)
    var slices: [DisplayItem] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: columns.source[column], y: rows.source[row],
          width: columns.source[column + 1] - columns.source[column],
          height: rows.source[row + 1] - rows.source[row])
        let target = CGRect(
          x: rect.minX + columns.target[column], y: rect.minY + rows.target[row],
          width: columns.target[column + 1] - columns.target[column],
          height: rows.target[row + 1] - rows.target[row])
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else {
          continue
        }
        slices.append(slice(content, from: source, to: target))
      }
    }
    return slices
  }

  /// A group that draws the part `source` of a drawing into `target`, clipped to that part.
  private nonisolated static func slice(
    _ content: [DisplayItem], from source: CGRect, to target: CGRect
  )
    -> DisplayItem
  {
    let scaleX = target.width / source.width
    let scaleY = target.height / source.height
    let placement = CGAffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: target.minX - source.minX * scaleX,
      ty: target.minY - source.minY * scaleY)
    return .group(
      DisplayGroup(
        name: "UIImage", frame: target, transform: placement, opacity: 1, clip: .rect(source),
        items: content))
  }

  /// The slice edges along one axis, in the image and in the target.
  ///
  /// - Parameters:
  ///   - length: The image's length along the axis.
  ///   - caps: The leading and trailing caps, clamped to the image.
  ///   - target: The target's length along the axis.
  /// - Returns: Four edges each: start, end of the leading cap, start of the trailing cap, end.
  nonisolated static func edges(
    length: CGFloat, caps: (CGFloat, CGFloat), target: CGFloat
  ) -> (source: [CGFloat], target: [CGFloat]) {
    let leading = max(0, min(caps.0, length))
    let trailing = max(0, min(caps.1, length - leading))
    var scale: CGFloat = 1
    if leading + trailing > target, leading + trailing > 0 {
      scale = target / (leading + trailing)
    }
    return (
      [0, leading, length - trailing, length],
      [0, leading * scale, target - trailing * scale, target]
    )
  }
}
