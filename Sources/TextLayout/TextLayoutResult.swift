import Foundation

/// One laid-out line: its visible text and width.
package struct TextLine: Hashable, Sendable {
  /// The visible text, without hanging spaces or the line separator; truncated lines include "…".
  package var text: String
  /// The width of the visible text in points (unrounded).
  package var width: Double
  /// Whether the line was cut with an ellipsis or clipped at the edge.
  package var isTruncated: Bool
}

/// The lines text breaks into and the size they cover.
package struct TextLayoutResult: Hashable, Sendable {
  /// The lines, top to bottom.
  package var lines: [TextLine]
  /// The distance between consecutive baselines (the font's ``Font/lineHeight``).
  package var lineHeight: Double

  /// The width of the widest line, in points (unrounded).
  package var width: Double { lines.map(\.width).max() ?? 0 }
  /// `lines.count × lineHeight`, in points (unrounded); 0 for empty text.
  package var height: Double { Double(lines.count) * lineHeight }
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
