/// One laid-out line: its visible text and width, its vertical metrics and place, and what
/// places it horizontally.
///
/// Vertical positions are measured down from the top of the text block. A line fragment runs
/// from ``top`` for ``height`` points and holds, in order, any paragraph spacing before, the line
/// itself (with its baseline ``descent`` + ``leading`` above the line's bottom), the line spacing
/// and any paragraph spacing after (decisions T11–T13).
package struct TextLine: Hashable, Sendable {
  /// The visible text, without hanging spaces or the line separator; truncated lines include "…".
  package var text: String
  /// The width of the visible text in points (unrounded).
  package var width: Double
  /// Whether the line was cut with an ellipsis or clipped at the edge.
  package var isTruncated: Bool
  /// The largest ascent of the fonts on the line (positive, above the baseline).
  package var ascent: Double
  /// The largest descent of the fonts on the line (positive, below the baseline).
  package var descent: Double
  /// The largest leading of the fonts on the line.
  package var leading: Double
  /// The y of the line fragment's top.
  package var top: Double
  /// The height of the line fragment, spacing included.
  package var height: Double
  /// The y of the baseline.
  package var baseline: Double
  /// The distance of the line's start from the leading margin (the paragraph's head indent).
  package var headIndent: Double
  /// The paragraph's tail indent (see ``ParagraphLayoutStyle/tailIndent``).
  package var tailIndent: Double
  /// The alignment with `.natural` resolved (see ``TextAlignment/resolved(isRightToLeft:)``).
  package var alignment: TextAlignment
  /// Whether the leading margin is on the right.
  package var isRightToLeft: Bool
  /// The visible text in pieces of one run each, for drawing; empty for a line made directly.
  package var segments: [TextSegment]

  /// Creates a line; the metrics default to zero, the placement to a left-aligned line.
  package init(
    text: String, width: Double, isTruncated: Bool, ascent: Double = 0, descent: Double = 0,
    leading: Double = 0, top: Double = 0, height: Double = 0, baseline: Double = 0,
    headIndent: Double = 0, tailIndent: Double = 0, alignment: TextAlignment = .left,
    isRightToLeft: Bool = false, segments: [TextSegment] = []
  ) {
    self.text = text
    self.width = width
    self.isTruncated = isTruncated
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
    self.top = top
    self.height = height
    self.baseline = baseline
    self.headIndent = headIndent
    self.tailIndent = tailIndent
    self.alignment = alignment
    self.isRightToLeft = isRightToLeft
    self.segments = segments
  }
}
