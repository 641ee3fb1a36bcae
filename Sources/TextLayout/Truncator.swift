/// Fits a run of clusters into a width by replacing part of it with "…" (decision T6).
///
/// Tail truncation keeps the longest prefix, head truncation the longest suffix, such that the
/// kept text plus the ellipsis fits. Middle truncation grows a prefix and a suffix together, each
/// step adding a cluster to whichever side is narrower (the prefix on ties), and stops at the first
/// cluster that would not fit. White space next to the ellipsis is dropped. When not even the
/// ellipsis fits, the result is the ellipsis alone (the label clips it).
package enum Truncator {
  /// The ellipsis UIKit inserts, U+2026.
  package static let ellipsis: Character = "\u{2026}"

  /// Where the ellipsis goes.
  package enum Position: Sendable {
    /// "…" then the end of the text.
    case head
    /// The start and end of the text with "…" between.
    case middle
    /// The start of the text then "…".
    case tail
  }

  /// `range` of `text` cut to fit `maxWidth` with an ellipsis at `position`.
  ///
  /// - Returns: the visible string and its width in points.
  package static func truncate(
    _ text: MeasuredText, _ range: Range<Int>, to maxWidth: Double, at position: Position,
    measuring measure: some TextMeasuring
  ) -> (text: String, width: Double) {
    let fit = Fit(text: text, measure: measure, range: range)
    var prefix = range.lowerBound
    var suffix = range.upperBound
    switch position {
    case .tail:
      while prefix < range.upperBound, fit.width(prefix + 1, nil) <= maxWidth { prefix += 1 }
      return fit.result(prefix, nil)
    case .head:
      while suffix > range.lowerBound, fit.width(nil, suffix - 1) <= maxWidth { suffix -= 1 }
      return fit.result(nil, suffix)
    case .middle:
      while prefix < suffix {
        let prefixWidth = text.width(of: range.lowerBound..<prefix)
        let suffixWidth = text.width(of: suffix..<range.upperBound)
        let next = prefixWidth <= suffixWidth ? (prefix + 1, suffix) : (prefix, suffix - 1)
        guard fit.width(next.0, next.1) <= maxWidth else { break }
        (prefix, suffix) = next
      }
      return fit.result(prefix, suffix)
    }
  }

  /// Widths of candidate results: kept prefix `range.lowerBound..<prefixEnd`, the ellipsis, and
  /// the kept suffix `suffixStart..<range.upperBound`.
  private struct Fit<Measure: TextMeasuring> {
    let text: MeasuredText
    let measure: Measure
    let range: Range<Int>

    func parts(_ prefixEnd: Int?, _ suffixStart: Int?) -> (Range<Int>, Range<Int>) {
      let head = text.trimmingTrailingSpaces(range.lowerBound..<(prefixEnd ?? range.lowerBound))
      let tail = text.trimmingLeadingSpaces((suffixStart ?? range.upperBound)..<range.upperBound)
      return (head, tail)
    }

    func width(_ prefixEnd: Int?, _ suffixStart: Int?) -> Double {
      let (head, tail) = parts(prefixEnd, suffixStart)
      var width = text.width(of: head) + measure.advance(of: ellipsis)
      width += text.width(of: tail)
      if let last = head.last { width += measure.kerning(text.clusters[last], ellipsis) }
      if let first = tail.first { width += measure.kerning(ellipsis, text.clusters[first]) }
      return width
    }

    func result(_ prefixEnd: Int?, _ suffixStart: Int?) -> (text: String, width: Double) {
      let (head, tail) = parts(prefixEnd, suffixStart)
      let string = text.text(of: head) + String(ellipsis) + text.text(of: tail)
      return (string, width(prefixEnd, suffixStart))
    }
  }
}
