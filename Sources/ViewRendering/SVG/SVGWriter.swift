import Foundation
import Raster
import TextLayout
import UIGeometry

/// Writes a display list as SVG 1.1 text, for looking at a view tree in a browser.
///
/// The document is `size` points wide and tall with a matching `viewBox`. Each group becomes a
/// `<g>` with its transform as `matrix(a b c d tx ty)`, its `opacity`, its view's class in
/// `data-class` and frame in `data-frame` (`x y width height`), and a `clip-path` referring to a
/// `<clipPath>` in the document's `<defs>` when it clips (ids `clip1`, `clip2`, … in document
/// order). Images with pixels are `<image>` elements whose `href` is a PNG data URI (a template
/// image's pixels tinted first, decision PX6). Fills and image placeholders are rectangles (`rx` when rounded); borders are stroked
/// rectangles inset by half the border width, so the band lies inside the shape; text lines are
/// `<text>` elements at their baseline origin. Colours are `rgb()` with `fill-opacity` or
/// `stroke-opacity` when not opaque, and numbers have at most 3 decimals. The same list always
/// gives the same text (decision R29).
package enum SVGWriter {
  /// The SVG document of a display list.
  ///
  /// - Parameter list: The display list.
  /// - Returns: The document, one element a line, ending with a line feed.
  package static func svg(for list: DisplayList) -> String {
    let width = SVGNumber.format(list.size.width)
    let height = SVGNumber.format(list.size.height)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(width)" "#
        + #"height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
    ]
    var clips: [RenderShape] = []
    collectClips(list.root, into: &clips)
    if !clips.isEmpty {
      lines.append("  <defs>")
      for (index, shape) in clips.enumerated() {
        lines.append(
          #"    <clipPath id="clip\#(index + 1)">\#(element(shape, attributes: ""))</clipPath>"#)
      }
      lines.append("  </defs>")
    }
    var nextClip = 1
    write(list.root, depth: 1, nextClip: &nextClip, into: &lines)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The clip shapes of a group and its descendants, in document order.
  private static func collectClips(_ group: DisplayGroup, into clips: inout [RenderShape]) {
    if let clip = group.clip { clips.append(clip) }
    for case .group(let child) in group.items { collectClips(child, into: &clips) }
  }

  /// Appends a group's `<g>` element, its items indented one level deeper.
  private static func write(
    _ group: DisplayGroup, depth: Int, nextClip: inout Int, into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    let t = group.transform
    let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
    let frame = [group.frame.minX, group.frame.minY, group.frame.width, group.frame.height]
      .map(SVGNumber.format).joined(separator: " ")
    var open =
      #"\#(indent)<g data-class="\#(SVGEscaping.escape(group.name))" data-frame="\#(frame)" "#
      + #"transform="matrix(\#(matrix))" opacity="\#(SVGNumber.format(group.opacity))""#
    if group.clip != nil {
      open += #" clip-path="url(#clip\#(nextClip))""#
      nextClip += 1
    }
    guard !group.items.isEmpty else {
      lines.append(open + "/>")
      return
    }
    lines.append(open + ">")
    for item in group.items {
      switch item {
      case .group(let child):
        write(child, depth: depth + 1, nextClip: &nextClip, into: &lines)
      case .fill(let shape, let color):
        lines.append(indent + "  " + element(shape, attributes: fill(color)))
      case .image(let rect, let color):
        lines.append(indent + "  " + element(.rect(rect), attributes: fill(color)))
      case .bitmap(let bitmap):
        lines.append(indent + "  " + image(bitmap))
      case .border(.path, _, _):
        // Borders are made for rectangles only; an outline's draws nothing, as in the PNG.
        break
      case .border(let shape, let width, let color):
        lines.append(indent + "  " + border(shape, width: width, color: color))
      case .text(let text):
        lines.append(indent + "  " + self.text(text))
      }
    }
    lines.append(indent + "</g>")
  }

  /// A `<rect>` for a shape, or a `<path>` for an outline, with extra attributes (starting
  /// with a space, or empty).
  private static func element(_ shape: RenderShape, attributes: String) -> String {
    if case .partiallyRoundedRect(let rect, let radius, let corners) = shape {
      let (rect, radius) = (rect.standardized, clampedRadius(radius, rect.standardized))
      return #"<path d="\#(pathData(rect, radius, corners))""# + attributes + "/>"
    }
    if case .path(let path) = shape {
      var text = #"<path d="\#(pathData(path))""#
      if path.usesEvenOddRule { text += #" fill-rule="evenodd" clip-rule="evenodd""# }
      return text + attributes + "/>"
    }
    let (rect, radius) = geometry(shape)
    var text =
      #"<rect x="\#(SVGNumber.format(rect.minX))" y="\#(SVGNumber.format(rect.minY))" "#
      + #"width="\#(SVGNumber.format(rect.width))" height="\#(SVGNumber.format(rect.height))""#
    if radius > 0 { text += #" rx="\#(SVGNumber.format(radius))""# }
    return text + attributes + "/>"
  }

  /// A shape's standardized rectangle and corner radius (clamped to half the shorter side).
  private static func geometry(_ shape: RenderShape) -> (CGRect, CGFloat) {
    switch shape {
    case .rect(let rect):
      return (rect.standardized, 0)
    case .roundedRect(let rect, let radius), .partiallyRoundedRect(let rect, let radius, _):
      let rect = rect.standardized
      return (rect, clampedRadius(radius, rect))
    case .path(let path):
      return (path.controlPointBounds, 0)
    }
  }

  /// A corner radius clamped to `0…` half the rectangle's shorter side.
  private static func clampedRadius(_ radius: CGFloat, _ rect: CGRect) -> CGFloat {
    max(min(radius, min(rect.width, rect.height) / 2), 0)
  }

  /// The `d` of a rectangle with the listed corners rounded by circular arcs, clockwise from
  /// the top-left corner's end.
  private static func pathData(_ rect: CGRect, _ radius: CGFloat, _ corners: RenderCorners)
    -> String
  {
    func n(_ value: CGFloat) -> String { SVGNumber.format(value) }
    let r: (RenderCorners) -> CGFloat = { corners.contains($0) ? radius : 0 }
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    var d = "M\(n(minX + r(.topLeft))) \(n(minY))"
    func arc(_ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) {
      if radius > 0 { d += " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" }
    }
    d += " L\(n(maxX - r(.topRight))) \(n(minY))"
    arc(r(.topRight), maxX, minY + r(.topRight))
    d += " L\(n(maxX)) \(n(maxY - r(.bottomRight)))"
    arc(r(.bottomRight), maxX - r(.bottomRight), maxY)
    d += " L\(n(minX + r(.bottomLeft))) \(n(maxY))"
    arc(r(.bottomLeft), minX, maxY - r(.bottomLeft))
    d += " L\(n(minX)) \(n(minY + r(.topLeft)))"
    arc(r(.topLeft), minX + r(.topLeft), minY)
    return d + " Z"
  }

  /// The `d` attribute of an outline: `M`, `L`, `Q`, `C` and `Z` commands.
  static func pathData(_ path: Path) -> String {
    func point(_ p: CGPoint) -> String { SVGNumber.format(p.x) + " " + SVGNumber.format(p.y) }
    return path.elements.map { element in
      switch element {
      case .move(let p): "M" + point(p)
      case .line(let p): "L" + point(p)
      case .quad(let c, let p): "Q" + point(c) + " " + point(p)
      case .cubic(let c1, let c2, let p): "C" + point(c1) + " " + point(c2) + " " + point(p)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// A border: the shape inset by half the width, stroked with the width, so that the band runs
  /// from the shape's edge inwards (its inner corners have the radius less the width).
  ///
  /// A border as wide as half the shorter side or more covers the shape and is drawn as a fill.
  private static func border(_ shape: RenderShape, width: CGFloat, color: RenderColor) -> String {
    let (rect, radius) = geometry(shape)
    guard width * 2 < min(rect.width, rect.height) else {
      return element(shape, attributes: fill(color))
    }
    if case .partiallyRoundedRect(_, _, let corners) = shape {
      // The band as the outline less the inset outline, filled even-odd.
      let inner = pathData(rect.insetBy(dx: width, dy: width), max(radius - width, 0), corners)
      return #"<path d="\#(pathData(rect, radius, corners)) \#(inner)" fill-rule="evenodd""#
        + fill(color) + "/>"
    }
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    let insetRadius = max(radius - width / 2, 0)
    var text =
      #"<rect x="\#(SVGNumber.format(inset.minX))" y="\#(SVGNumber.format(inset.minY))" "#
      + #"width="\#(SVGNumber.format(inset.width))" height="\#(SVGNumber.format(inset.height))""#
    if insetRadius > 0 { text += #" rx="\#(SVGNumber.format(insetRadius))""# }
    text += #" fill="none" stroke="\#(rgb(color))" stroke-width="\#(SVGNumber.format(width))""#
    if color.alpha < 1 { text += #" stroke-opacity="\#(SVGNumber.format(color.alpha))""# }
    return text + "/>"
  }

  /// A `<text>` element for one line, its origin on the baseline.
  private static func text(_ line: RenderText) -> String {
    let style = line.font.face.file.style.lowercased()
    var attributes =
      #"x="\#(SVGNumber.format(line.origin.x))" y="\#(SVGNumber.format(line.origin.y))" "#
      + #"font-family="\#(SVGEscaping.escape(line.font.familyName))" "#
      + #"font-size="\#(SVGNumber.format(line.font.pointSize))""#
    if style.contains("bold") { attributes += #" font-weight="bold""# }
    if style.contains("italic") || style.contains("oblique") {
      attributes += #" font-style="italic""#
    }
    attributes += fill(line.color)
    return #"<text \#(attributes) xml:space="preserve">\#(SVGEscaping.escape(line.text))</text>"#
  }

  /// ` fill="rgb(…)"`, with ` fill-opacity` when the colour is not opaque.
  private static func fill(_ color: RenderColor) -> String {
    var text = #" fill="\#(rgb(color))""#
    if color.alpha < 1 { text += #" fill-opacity="\#(SVGNumber.format(color.alpha))""# }
    return text
  }

  /// `rgb(r,g,b)` with 0…255 integer components (extended-range values clamped).
  private static func rgb(_ color: RenderColor) -> String {
    let bytes = [color.red, color.green, color.blue].map { component in
      Int((min(max(component, 0), 1) * 255).rounded())
    }
    return "rgb(\(bytes[0]),\(bytes[1]),\(bytes[2]))"
  }
}
