/// The vertical extent of a line's fonts: ascent and descent (both positive) and leading.
package struct LineMetrics: Hashable, Sendable {
  /// The height above the baseline.
  package var ascent: Double
  /// The depth below the baseline, positive.
  package var descent: Double
  /// The line gap below the descent.
  package var leading: Double

  /// Creates metrics from their parts.
  package init(ascent: Double, descent: Double, leading: Double) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
  }

  /// A font's metrics: its ascender, its descender made positive and its leading.
  package init(_ font: Font) {
    self.init(ascent: font.ascender, descent: -font.descender, leading: font.leading)
  }

  /// No extent at all; the identity of ``union(_:)``.
  package static let zero = LineMetrics(ascent: 0, descent: 0, leading: 0)

  /// The natural line height: ascent + descent + leading.
  package var height: Double { ascent + descent + leading }

  /// The larger of each part, which is how a line holding several fonts measures (decision T11).
  package func union(_ other: LineMetrics) -> LineMetrics {
    LineMetrics(
      ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
      leading: max(leading, other.leading))
  }
}
