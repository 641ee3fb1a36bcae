import Foundation
import UIGeometry

@_implementationOnly import CFreeType

/// Turns a stroke into the outline it paints, with FreeType's stroker (decision DR5).
///
/// Each subpath is stroked on its own, as an open curve with caps or as a closed one with a
/// join where it closes, with the style's width, cap, join and miter limit; the outlines are
/// gathered into one path, each turned so that its outer edge runs the same way, so that under
/// the non-zero rule overlapping strokes add up instead of cancelling. Dashes are cut before
/// stroking.
package enum Stroker {
  /// Extra fixed-point precision: coordinates are multiplied by this before stroking (FreeType
  /// works in 1/64 units), so thin strokes in small user spaces keep their shape.
  static let precision: CGFloat = 64

  /// The outline painted by stroking a path.
  ///
  /// - Parameters:
  ///   - path: The path, in the stroke's user space.
  ///   - width: The line width.
  ///   - cap: 0 butt, 1 round, 2 square (`CGLineCap` raw values).
  ///   - join: 0 miter, 1 round, 2 bevel (`CGLineJoin` raw values).
  ///   - miterLimit: The miter limit, in line widths.
  /// - Returns: A path to fill with the non-zero rule; empty for a zero width.
  package static func outline(
    of path: Path, width: CGFloat, cap: Int32, join: Int32, miterLimit: CGFloat
  ) -> Path {
    var result = Path()
    guard width > 0, width.isFinite else { return result }
    let scale = CGAffineTransform(scaleX: precision, y: precision)
    let unscale = CGAffineTransform(scaleX: 1 / precision, y: 1 / precision)
    let ftCap: FT_Stroker_LineCap =
      cap == 1
      ? FT_STROKER_LINECAP_ROUND
      : cap == 2
        ? FT_STROKER_LINECAP_SQUARE
        : FT_STROKER_LINECAP_BUTT
    let ftJoin: FT_Stroker_LineJoin =
      join == 1
      ? FT_STROKER_LINEJOIN_ROUND
      : join == 2
        ? FT_STROKER_LINEJOIN_BEVEL
        : FT_STROKER_LINEJOIN_MITER_FIXED
    Rasterizer.withLibrary { library in
      var stroker: FT_Stroker?
      guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return }
      defer { FT_Stroker_Done(stroker) }
      let radius = FT_Fixed((width / 2 * precision * 64).rounded())
      let limit = FT_Fixed((max(miterLimit, 1) * 65_536).rounded())
      for subpath in subpaths(of: path.applying(scale)) {
        FT_Stroker_Set(stroker, radius, ftCap, ftJoin, limit)
        var stroked = Path()
        for builder in OutlineBuilder.batches(of: subpath.path) {
          builder.withOutline { outline in
            guard FT_Stroker_ParseOutline(stroker, outline, subpath.isOpen ? 1 : 0) == 0 else {
              return
            }
            stroked.append(export(stroker, library: library))
          }
        }
        if signedArea(of: stroked) < 0 { stroked = stroked.reversedContours() }
        result.append(stroked.applying(unscale))
      }
    }
    return result
  }

  /// The subpaths of a path, each with whether it is open (not ended by a close).
  static func subpaths(of path: Path) -> [(path: Path, isOpen: Bool)] {
    var result: [(Path, Bool)] = []
    var current = Path()
    for element in path.elements {
      switch element {
      case .move:
        if !current.isEmpty { result.append((current, true)) }
        current = Path()
        current.move(to: element.endPoint)
      case .close:
        if !current.isEmpty {
          current.close()
          result.append((current, false))
        }
        current = Path()
      default:
        current.append(element)
      }
    }
    if !current.isEmpty { result.append((current, true)) }
    // A lone point strokes nothing.
    return result.filter { $0.0.elements.count > 1 }
  }

  /// The stroker's outline as a path.
  private static func export(_ stroker: FT_Stroker, library: FT_Library) -> Path {
    var points: FT_UInt = 0
    var contours: FT_UInt = 0
    guard FT_Stroker_GetCounts(stroker, &points, &contours) == 0, points > 0 else {
      return Path()
    }
    var outline = FT_Outline()
    guard FT_Outline_New(library, points, Int32(contours), &outline) == 0 else { return Path() }
    defer { FT_Outline_Done(library, &outline) }
    outline.n_points = 0
    outline.n_contours = 0
    FT_Stroker_Export(stroker, &outline)
    return path(of: outline)
  }

  /// An outline's contours as a path (on-curve, conic and cubic points).
  static func path(of outline: FT_Outline) -> Path {
    var path = Path()
    guard let points = outline.points, let tags = outline.tags, let ends = outline.contours
    else { return path }
    var start = 0
    for contour in 0..<Int(outline.n_contours) {
      let end = Int(ends[contour])
      defer { start = end + 1 }
      guard end >= start else { continue }
      var contourPoints: [(CGPoint, Int32)] = (start...end).map { index in
        let p = points[index]
        return (CGPoint(x: CGFloat(p.x) / 64, y: CGFloat(p.y) / 64), Int32(tags[index]) & 3)
      }
      guard let firstOn = contourPoints.firstIndex(where: { $0.1 == FT_CURVE_TAG_ON }) else {
        continue
      }
      contourPoints = Array(contourPoints[firstOn...] + contourPoints[..<firstOn])
      contourPoints.append(contourPoints[0])
      path.move(to: contourPoints[0].0)
      var index = 1
      while index < contourPoints.count {
        let (point, tag) = contourPoints[index]
        if tag == FT_CURVE_TAG_CUBIC, index + 2 < contourPoints.count {
          path.cubic(
            to: contourPoints[index + 2].0, control1: point, control2: contourPoints[index + 1].0)
          index += 3
        } else if tag == FT_CURVE_TAG_CONIC, index + 1 < contourPoints.count {
          let (next, nextTag) = contourPoints[index + 1]
          if nextTag == FT_CURVE_TAG_CONIC {
            let middle = CGPoint(x: (point.x + next.x) / 2, y: (point.y + next.y) / 2)
            path.quad(to: middle, control: point)
            index += 1
          } else {
            path.quad(to: next, control: point)
            index += 2
          }
        } else {
          path.line(to: point)
          index += 1
        }
      }
      path.close()
    }
    return path
  }

  /// Twice the signed area of a path's control polygon (positive when y-down clockwise).
  static func signedArea(of path: Path) -> CGFloat {
    var area: CGFloat = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        area += current.x * start.y - start.x * current.y
        start = p
        current = p
      case .close:
        area += current.x * start.y - start.x * current.y
        current = start
      default:
        let p = element.endPoint
        area += current.x * p.y - p.x * current.y
        current = p
      }
    }
    area += current.x * start.y - start.x * current.y
    return area
  }
}

extension Path.Element {
  /// Where the element leaves the current point (a close's is not known here: `.zero`).
  var endPoint: CGPoint {
    switch self {
    case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
    case .close: .zero
    }
  }
}

extension Path {
  /// Appends one element.
  mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): line(to: p)
    case .quad(let c, let p): quad(to: p, control: c)
    case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
    case .close: close()
    }
  }

  /// The path with every closed contour running the other way.
  func reversedContours() -> Path {
    var result = Path()
    var start = CGPoint.zero
    var segments: [(CGPoint, Element)] = []
    var current = CGPoint.zero
    func flush() {
      guard !segments.isEmpty else { return }
      result.move(to: current)
      for (from, element) in segments.reversed() {
        switch element {
        case .line: result.line(to: from)
        case .quad(let c, _): result.quad(to: from, control: c)
        case .cubic(let c1, let c2, _): result.cubic(to: from, control1: c2, control2: c1)
        case .move, .close: break
        }
      }
      result.close()
      segments = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        start = p
        current = p
      case .close:
        if current != start {
          segments.append((current, .line(start)))
          current = start
        }
        flush()
      default:
        segments.append((current, element))
        current = element.endPoint
      }
    }
    flush()
    result.usesEvenOddRule = usesEvenOddRule
    return result
  }
}
