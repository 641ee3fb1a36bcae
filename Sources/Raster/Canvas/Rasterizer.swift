import Foundation

@_implementationOnly import CFreeType

/// Turns paths into anti-aliased coverage masks with FreeType's outline rasteriser.
///
/// The path (in pixels, y down) becomes an `FT_Outline` in 26.6 fixed point, rendered with
/// `FT_Outline_Render` in direct anti-aliased mode: FreeType's "smooth" rasteriser reports the
/// exact area coverage of each pixel as spans, clipped to the requested region. The fill rule
/// is non-zero winding. FreeType's rasteriser is shared, so calls are serialised by a lock.
package enum Rasterizer {
  /// Points per `FT_Outline` (its point count is a C `short`); longer paths are rendered in
  /// batches of whole subpaths whose coverage adds up.
  static let maximumPointsPerOutline = 16_000

  /// Coordinates beyond this many pixels from the origin are clamped (decision R3).
  static let coordinateLimit: Double = 1_000_000

  /// The coverage of `path` (in pixel coordinates) over the pixels of `region`.
  package static func mask(of path: Path, in region: PixelRect) -> CoverageMask {
    mask(ofEach: [path], in: region)
  }

  /// The summed coverage of `paths`, each rendered as its own outline, over `region`.
  ///
  /// Coverage adds up, saturating at full coverage: meant for pieces that barely overlap, such
  /// as the glyphs of a line. FreeType walks an outline once per band of rows it can hold in
  /// its cell pool, so many small outlines are much faster than one wide one (decision R3).
  package static func mask(ofEach paths: [Path], in region: PixelRect) -> CoverageMask {
    var mask = CoverageMask(region: region)
    guard !region.isEmpty else { return mask }
    library.withLibrary { library in
      var accumulate = false
      for path in paths where !path.isEmpty {
        for outline in OutlineBuilder.batches(of: path) {
          render(outline, library: library, into: &mask, accumulate: accumulate)
          accumulate = true
        }
      }
    }
    return mask
  }

  private static let library = RasterLibrary()

  /// Runs `body` with the shared FreeType library, serialised with rasterising.
  static func withLibrary(_ body: (FT_Library) -> Void) {
    library.withLibrary(body)
  }

  private static func render(
    _ builder: OutlineBuilder, library: FT_Library, into mask: inout CoverageMask,
    accumulate: Bool
  ) {
    let region = mask.region
    mask.values.withUnsafeMutableBufferPointer { values in
      var target = SpanTarget(
        values: values.baseAddress, x: region.x, y: region.y, width: region.width,
        accumulate: accumulate)
      builder.withOutline { outline in
        withUnsafeMutablePointer(to: &target) { targetPointer in
          var params = FT_Raster_Params()
          params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
          params.gray_spans = { y, count, spans, user in
            guard let spans, let user else { return }
            user.assumingMemoryBound(to: SpanTarget.self).pointee.write(
              y: Int(y), spans: UnsafeBufferPointer(start: spans, count: Int(count)))
          }
          params.user = UnsafeMutableRawPointer(targetPointer)
          params.clip_box = FT_BBox(
            xMin: FT_Pos(region.x), yMin: FT_Pos(region.y), xMax: FT_Pos(region.maxX),
            yMax: FT_Pos(region.maxY))
          // An error leaves the mask as far as it got; FreeType reports errors only for
          // malformed outlines, which the builder does not make.
          _ = FT_Outline_Render(library, outline, &params)
        }
      }
    }
  }
}

/// Where FreeType's span callback writes: the mask's storage and its origin.
private struct SpanTarget {
  let values: UnsafeMutablePointer<UInt8>?
  let x: Int
  let y: Int
  let width: Int
  let accumulate: Bool

  func write(y spanY: Int, spans: UnsafeBufferPointer<FT_Span>) {
    guard let values else { return }
    let row = values + (spanY - y) * width - x
    for span in spans {
      let start = Int(span.x)
      let end = start + Int(span.len)
      if accumulate {
        for column in start..<end {
          row[column] = UInt8(min(255, Int(row[column]) + Int(span.coverage)))
        }
      } else {
        (row + start).update(repeating: span.coverage, count: end - start)
      }
    }
  }
}

/// Points, tags and contour ends of one `FT_Outline`, built from whole subpaths.
struct OutlineBuilder {
  var points: [FT_Vector] = []
  var tags: [CChar] = []
  var contours: [Int16] = []
  /// Whether the outline is filled with the even-odd rule.
  var evenOdd = false

  static let onCurve = CChar(FT_CURVE_TAG_ON)
  static let conic = CChar(FT_CURVE_TAG_CONIC)
  static let cubic = CChar(FT_CURVE_TAG_CUBIC)

  /// The path's subpaths grouped into outlines of at most `maximumPointsPerOutline` points.
  static func batches(of path: Path) -> [OutlineBuilder] {
    var batches: [OutlineBuilder] = []
    var current = OutlineBuilder(evenOdd: path.usesEvenOddRule)
    var contour: [(FT_Vector, CChar)] = []
    func finishContour() {
      defer { contour.removeAll(keepingCapacity: true) }
      guard contour.count > 1 else { return }
      if current.points.count + contour.count > Rasterizer.maximumPointsPerOutline,
        !current.points.isEmpty
      {
        batches.append(current)
        current = OutlineBuilder(evenOdd: path.usesEvenOddRule)
      }
      // A single subpath longer than an outline allows is cut off (decision R3).
      for (point, tag) in contour.prefix(Rasterizer.maximumPointsPerOutline) {
        current.points.append(point)
        current.tags.append(tag)
      }
      current.contours.append(Int16(current.points.count - 1))
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finishContour()
        contour.append((vector(p), onCurve))
      case .line(let p):
        contour.append((vector(p), onCurve))
      case .quad(let c, let p):
        contour.append((vector(c), conic))
        contour.append((vector(p), onCurve))
      case .cubic(let c1, let c2, let p):
        contour.append((vector(c1), cubic))
        contour.append((vector(c2), cubic))
        contour.append((vector(p), onCurve))
      case .close:
        finishContour()
      }
    }
    finishContour()
    if !current.points.isEmpty { batches.append(current) }
    return batches
  }

  /// A pixel coordinate in 26.6 fixed point, clamped to the rasteriser's safe range.
  static func vector(_ p: CGPoint) -> FT_Vector {
    func fixed(_ value: CGFloat) -> FT_Pos {
      let limit = Rasterizer.coordinateLimit
      let clamped = value.isNaN ? 0 : min(max(Double(value), -limit), limit)
      return FT_Pos((clamped * 64).rounded())
    }
    return FT_Vector(x: fixed(p.x), y: fixed(p.y))
  }

  /// Calls `body` with an `FT_Outline` viewing this builder's arrays.
  func withOutline(_ body: (UnsafeMutablePointer<FT_Outline>) -> Void) {
    var points = points
    var tags = tags
    var contours = contours
    points.withUnsafeMutableBufferPointer { points in
      tags.withUnsafeMutableBufferPointer { tags in
        contours.withUnsafeMutableBufferPointer { contours in
          var outline = FT_Outline(
            n_contours: Int16(contours.count), n_points: Int16(points.count),
            points: points.baseAddress, tags: tags.baseAddress, contours: contours.baseAddress,
            flags: evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0)
          body(&outline)
        }
      }
    }
  }
}

/// The FreeType library instance the rasteriser renders with; calls are serialised.
private final class RasterLibrary: @unchecked Sendable {
  private let lock = NSLock()
  private var library: FT_Library?

  func withLibrary(_ body: (FT_Library) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if library == nil, FT_Init_FreeType(&library) != 0 { library = nil }
    guard let library else {
      preconditionFailure("FreeType could not be initialised for rasterising")
    }
    body(library)
  }
}
