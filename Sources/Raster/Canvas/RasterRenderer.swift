import Foundation
import TextLayout
import UIGeometry

/// Draws a display list into a ``Canvas``: the pixel half of the PNG output.
///
/// Groups are walked depth first. Each group's transform is composed with its parent's and
/// with the scale (points × scale = pixels); its clip shape becomes a coverage mask that
/// intersects the parent's clip; its opacity either multiplies into the alpha of what it draws
/// or, when it draws more than one thing, composites an offscreen layer (decision R4).
package enum RasterRenderer {
  /// Renders `list` at `scale` pixels per point over `background` (transparent when `nil`).
  ///
  /// The canvas is `list.size × scale` pixels, each side rounded up to whole pixels
  /// (decision R2).
  package static func render(_ list: DisplayList, scale: Double, background: RenderColor?)
    -> Canvas
  {
    let width = pixelCount(list.size.width * scale)
    let height = pixelCount(list.size.height * scale)
    var canvas = Canvas(width: width, height: height, background: background)
    var context = Context(canvas: canvas.bounds)
    context.draw(
      list.root, parent: CGAffineTransform(scaleX: scale, y: scale), alpha: 1, clip: nil,
      on: &canvas)
    return canvas
  }

  /// Whole pixels for a length, rounded up but tolerant of floating-point noise.
  static func pixelCount(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return Int((length - 1e-9).rounded(.up))
  }
}

/// The renderer's walk over the groups.
private struct Context {
  let canvas: PixelRect

  mutating func draw(
    _ group: DisplayGroup, parent: CGAffineTransform, alpha: Double, clip: CoverageMask?,
    on target: inout Canvas
  ) {
    let opacity = alpha * min(max(group.opacity, 0), 1)
    guard opacity > 0 else { return }
    let transform = group.transform.concatenating(parent)
    var clip = clip
    if let shape = group.clip {
      let mask = mask(of: Path(shape).applying(transform), within: clip?.region ?? canvas)
      clip = clip.map { $0.intersection(mask) } ?? mask
    }
    if let clip, clip.region.isEmpty { return }
    if opacity < 1, group.items.drawingCount > 1 {
      var layer = Canvas(width: target.width, height: target.height)
      var drawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
      for item in group.items {
        drawn = drawn.union(
          draw(item, transform: transform, alpha: 1, clip: clip, on: &layer))
      }
      target.composite(layer, opacity: opacity, in: drawn)
    } else {
      for item in group.items {
        draw(item, transform: transform, alpha: opacity, clip: clip, on: &target)
      }
    }
  }

  /// Draws one item and returns the pixels it may have touched.
  @discardableResult
  mutating func draw(
    _ item: DisplayItem, transform: CGAffineTransform, alpha: Double, clip: CoverageMask?,
    on target: inout Canvas
  ) -> PixelRect {
    switch item {
    case .group(let child):
      // A child may draw anywhere its clip allows; its layer spans the whole canvas.
      draw(child, parent: transform, alpha: alpha, clip: clip, on: &target)
      return clip?.region ?? canvas
    case .fill(let shape, let color):
      return fill(Path(shape), color, transform, alpha, clip, &target)
    case .border(let shape, let width, let color):
      return fill(.border(of: shape, width: width), color, transform, alpha, clip, &target)
    case .text(let text):
      var color = text.color
      color.alpha *= alpha
      // Colour glyphs (emoji) are bitmaps in their own colours, at the text's alpha (TX18).
      var touched = canvas.emptyCorner
      if text.font.face.hasColorGlyphs, color.alpha > 0 {
        for bitmap in RenderBitmap.colorGlyphs(of: text) {
          touched = draw(
            .bitmap(bitmap), transform: transform, alpha: color.alpha, clip: clip, on: &target)
        }
      }
      let glyphs = Path.glyphs(of: text).map { $0.applying(transform) }
      let bounds = glyphs.reduce(CGRect.null) { $0.union($1.controlPointBounds) }
      let region = PixelRect(enclosing: bounds)?.intersection(clip?.region ?? canvas)
      guard let region, !region.isEmpty, color.alpha > 0 else {
        return touched.isEmpty ? canvas.emptyCorner : clip?.region ?? canvas
      }
      let mask = Rasterizer.mask(ofEach: glyphs, in: region)
      target.fill(color, through: mask, clip: clip)
      return touched.isEmpty ? mask.region : clip?.region ?? canvas
    case .image(let rect, let color):
      let placeholder = ImagePlaceholder(rect: rect.standardized, color: color)
      let inside = mask(
        of: Path.rect(placeholder.rect).applying(transform), within: clip?.region ?? canvas)
      let area = clip.map { $0.intersection(inside) } ?? inside
      var color = placeholder.color
      color.alpha *= alpha
      target.fill(color, through: inside, clip: clip)
      // The diagonals are clipped to the rectangle, so their square ends never stick out.
      fill(placeholder.cross, placeholder.crossColor, transform, alpha, area, &target)
      return inside.region
    case .bitmap(let bitmap):
      let placed = bitmap.transform.concatenating(transform)
      let inside = mask(
        of: Path.rect(bitmap.pixelRect).applying(placed), within: clip?.region ?? canvas)
      target.draw(bitmap, transform: placed, alpha: alpha, through: inside, clip: clip)
      return inside.region
    }
  }

  @discardableResult
  private func fill(
    _ path: Path, _ color: RenderColor, _ transform: CGAffineTransform, _ alpha: Double,
    _ clip: CoverageMask?, _ target: inout Canvas
  ) -> PixelRect {
    var color = color
    color.alpha *= alpha
    guard color.alpha > 0 else { return canvas.emptyCorner }
    let mask = mask(of: path.applying(transform), within: clip?.region ?? canvas)
    target.fill(color, through: mask, clip: clip)
    return mask.region
  }

  private func mask(of path: Path, within limit: PixelRect) -> CoverageMask {
    let region = PixelRect(enclosing: path.controlPointBounds)?.intersection(limit)
    return Rasterizer.mask(
      of: path, in: region ?? PixelRect(x: limit.x, y: limit.y, width: 0, height: 0))
  }
}

extension [DisplayItem] {
  /// How many separately composited drawings the items make, counted up to 2.
  ///
  /// A fill, border, text line or bitmap is one coverage mask; an image placeholder is two (its fill
  /// and its cross overlap); a child group counts what it draws. Counting stops at 2, which is
  /// all the opacity decision needs.
  var drawingCount: Int {
    var count = 0
    for item in self {
      switch item {
      case .fill, .border, .text, .bitmap: count += 1
      case .image: count += 2
      case .group(let child): count += child.items.drawingCount
      }
      if count > 1 { return count }
    }
    return count
  }
}

extension Path {
  /// The glyphs of a text line, one path per glyph, in the group's coordinates (decision R6).
  ///
  /// With a tracking, each HarfBuzz cluster moves by the tracking of the clusters to its left
  /// (decision TX17).
  package static func glyphs(of text: RenderText) -> [Path] {
    var paths: [Path] = []
    let font = text.font
    let scale = font.scale
    var cluster = -1
    var clustersBefore = -1
    for placed in font.placedGlyphs(of: text.text, pairKerning: text.pairKerning) {
      if placed.cluster != cluster {
        cluster = placed.cluster
        clustersBefore += 1
      }
      let outline = font.face.outline(ofGlyph: placed.glyph)
      guard !outline.segments.isEmpty else { continue }
      let originX = text.origin.x + placed.x + text.tracking * Double(clustersBefore)
      let originY = text.origin.y - placed.y
      func point(_ p: GlyphOutline.Point) -> CGPoint {
        CGPoint(x: originX + p.x * scale, y: originY - p.y * scale)
      }
      var path = Path()
      for segment in outline.segments {
        switch segment {
        case .move(let to):
          if !path.isEmpty { path.close() }
          path.move(to: point(to))
        case .line(let to): path.line(to: point(to))
        case .conic(let control, let to): path.quad(to: point(to), control: point(control))
        case .cubic(let control1, let control2, let to):
          path.cubic(to: point(to), control1: point(control1), control2: point(control2))
        }
      }
      path.close()
      paths.append(path)
    }
    return paths
  }
}

extension PixelRect {
  /// An empty rectangle at this one's origin.
  var emptyCorner: PixelRect { PixelRect(x: x, y: y, width: 0, height: 0) }
}
