import Foundation

/// Cutting paths by length: the part between two fractions (a shape layer's `strokeStart` and
/// `strokeEnd`) and the painted dashes of a dash pattern.
///
/// Curves are flattened into short lines first, so the pieces are polylines.
package enum PathTrimming {
  /// The part of a path between two fractions of its total length, as open polylines (a
  /// closed subpath is cut open where it starts); the whole path when the fractions cover it.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - start: The fraction where the part starts, clamped to 0…1.
  ///   - end: The fraction where it ends, clamped to 0…1.
  /// - Returns: The part; empty when `end` is not after `start`.
  package static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    if from <= 0, to >= 1 { return path }
    guard to > from else { return CGMutablePath() }
    let lines = openPolylines(of: path)
    let total = lines.reduce(0) { $0 + length(of: $1) }
    return cut(lines, ranges: [(from * total, to * total)])
  }

  /// The painted dashes of a dash pattern along a path, as open polylines; the path itself for
  /// an empty pattern or one whose lengths add up to zero.
  ///
  /// The pattern starts again at each subpath, `phase` into it.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - lengths: Alternating painted and unpainted lengths; negative lengths count as 0.
  ///   - phase: How far into the pattern each subpath starts.
  /// - Returns: The dashes.
  package static func dashes(of path: CGPath, lengths: [CGFloat], phase: CGFloat) -> CGPath {
    let pattern = lengths.map { max($0, 0) }
    let period = pattern.reduce(0, +) * (pattern.count % 2 == 0 ? 1 : 2)
    guard period > 0 else { return path }
    let full = pattern.count % 2 == 0 ? pattern : pattern + pattern
    let result = CGMutablePath()
    for line in openPolylines(of: path) {
      let total = length(of: line)
      var ranges: [(CGFloat, CGFloat)] = []
      var offset = -(phase.truncatingRemainder(dividingBy: period) + period)
        .truncatingRemainder(dividingBy: period)
      var index = 0
      while offset < total {
        let length = full[index % full.count]
        if index % 2 == 0, length > 0, offset + length > 0 {
          ranges.append((max(offset, 0), min(offset + length, total)))
        }
        offset += length
        index += 1
      }
      result.addPath(cut([line], ranges: ranges))
    }
    return result
  }

  /// A path's subpaths as open polylines; a closed one ends back at its start.
  static func openPolylines(of path: CGPath) -> [[CGPoint]] {
    PathGeometry.polylines(of: path.elements).map { line in
      guard line.isClosed, let first = line.points.first else { return line.points }
      return line.points.last == first ? line.points : line.points + [first]
    }
  }

  /// The length of a polyline.
  static func length(of line: [CGPoint]) -> CGFloat {
    zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The parts of polylines (taken one after another) between distances along them.
  static func cut(_ lines: [[CGPoint]], ranges: [(CGFloat, CGFloat)]) -> CGPath {
    let result = CGMutablePath()
    var base: CGFloat = 0
    for line in lines {
      let total = length(of: line)
      for (from, to) in ranges where to > base && from < base + total {
        let piece = part(of: line, from: from - base, to: to - base)
        if piece.count > 1 { result.addLines(between: piece) }
      }
      base += total
    }
    return result
  }

  /// The part of a polyline between two distances along it.
  static func part(of line: [CGPoint], from: CGFloat, to: CGFloat) -> [CGPoint] {
    var points: [CGPoint] = []
    var travelled: CGFloat = 0
    for (a, b) in zip(line, line.dropFirst()) {
      let segment = distance(a, b)
      let segmentEnd = travelled + segment
      func point(at d: CGFloat) -> CGPoint {
        let t = segment > 0 ? (d - travelled) / segment : 0
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      if segmentEnd >= from, travelled <= to {
        if points.isEmpty { points.append(point(at: max(from, travelled))) }
        points.append(point(at: min(to, segmentEnd)))
      }
      travelled = segmentEnd
      if travelled > to { break }
    }
    return points
  }
}
