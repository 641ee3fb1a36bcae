import Foundation

/// The lines text breaks into and the size they cover.
package struct TextLayoutResult: Hashable, Sendable {
  /// The lines, top to bottom.
  package var lines: [TextLine]
  /// The line height of the text's first font (for one-font text, the distance between baselines
  /// when no paragraph style changes it).
  package var lineHeight: Double
  /// The sum of the line fragments' heights, spacing included (decisions T11–T13), in points
  /// (unrounded); 0 for empty text.
  package var height: Double

  /// Creates a result from laid-out lines; `height` defaults to the bottom of the last fragment.
  package init(lines: [TextLine], lineHeight: Double, height: Double? = nil) {
    self.lines = lines
    self.lineHeight = lineHeight
    self.height = height ?? lines.last.map { $0.top + $0.height } ?? 0
  }

  /// The width of the widest line with its head indent, in points (unrounded).
  package var width: Double { lines.map { $0.headIndent + $0.width }.max() ?? 0 }
  /// The baseline of the first line, from the top; 0 for empty text.
  package var firstBaseline: Double { lines.first?.baseline ?? 0 }
  /// The baseline of the last line, from the top; 0 for empty text.
  package var lastBaseline: Double { lines.last?.baseline ?? 0 }
  /// Whether any line was truncated or clipped, or lines were dropped by the line limit.
  package var isTruncated: Bool { lines.contains(where: \.isTruncated) }

  /// The size rounded up to whole pixels at `scale` pixels per point (decision T7).
  ///
  /// A label's measured size is `ceil(value × scale) / scale` in each dimension, so the text is
  /// never clipped by a fraction of a pixel: "hiiiii" at 17 pt measures (29.0, 20.5) on a 2× screen.
  package func size(scale: Double) -> CGSize {
    CGSize(width: Self.ceil(width, scale: scale), height: Self.ceil(height, scale: scale))
  }

  /// `value` rounded up to the pixel grid of `scale`.
  package static func ceil(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.up) / scale
  }
}
