/// Fits a run of clusters into a width by replacing part of it with "…" (decision T6).
///
/// Tail truncation keeps the longest prefix, head truncation the longest suffix, such that the
/// kept text plus the ellipsis fits. Middle truncation grows a prefix and a suffix together, each
/// step adding a cluster to whichever side is narrower (the prefix on ties), and stops at the first
/// cluster that would not fit. White space next to the ellipsis is dropped. When not even the
/// ellipsis fits, the result is the ellipsis alone (the label clips it). In styled text the
/// ellipsis takes the attributes of the cluster it replaces: the first dropped one for tail and
/// middle truncation, the last dropped one for head truncation (decision T16).
package enum Truncator {
  /// The ellipsis UIKit inserts, U+2026.
  package static let ellipsis: Character = "\u{2026}"

  /// How much wider than its line a truncating line may be and still be tightened to fit instead
  /// of cut, as a fraction of the line's width, when tightening is allowed (decision TX14):
  /// AppKit's documented default `tighteningFactorForTruncation`.
  package static let tighteningFactor = 0.05

  /// Where the ellipsis goes.
  package enum Position: Sendable {
    /// "…" then the end of the text.
    case head
    /// The start and end of the text with "…" between.
    case middle
    /// The start of the text then "…".
    case tail
  }

  /// What truncation keeps: the visible string, its width and the parts of the run it shows.
  package struct Cut: Sendable {
    /// The kept prefix, the ellipsis and the kept suffix.
    package var text: String
    /// The width of ``text`` in points.
    package var width: Double
    /// The clusters kept before the ellipsis.
    package var head: Range<Int>
    /// The clusters kept after the ellipsis.
    package var tail: Range<Int>
    /// The cluster whose attributes the ellipsis takes.
    package var replaced: Int
  }

  /// `range` of `text` cut to fit `maxWidth` with an ellipsis at `position`; `range` is not empty.
  package static func truncate(
    _ text: MeasuredText, _ range: Range<Int>, to maxWidth: Double, at position: Position,
    styles: some ClusterStyles
  ) -> Cut {
    let fit = Fit(text: text, styles: styles, range: range, position: position)
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
  private struct Fit<Styles: ClusterStyles> {
    let text: MeasuredText
    let styles: Styles
    let range: Range<Int>
    let position: Position

    func parts(_ prefixEnd: Int?, _ suffixStart: Int?) -> (Range<Int>, Range<Int>) {
      let head = text.trimmingTrailingSpaces(range.lowerBound..<(prefixEnd ?? range.lowerBound))
      let tail = text.trimmingLeadingSpaces((suffixStart ?? range.upperBound)..<range.upperBound)
      return (head, tail)
    }

    /// The cluster the ellipsis stands for: the first dropped, or the last for head truncation.
    func replaced(_ prefixEnd: Int?, _ suffixStart: Int?) -> Int {
      let index =
        position == .head
        ? (suffixStart ?? range.upperBound) - 1 : (prefixEnd ?? range.lowerBound)
      return min(max(index, range.lowerBound), range.upperBound - 1)
    }

    func width(_ prefixEnd: Int?, _ suffixStart: Int?) -> Double {
      let (head, tail) = parts(prefixEnd, suffixStart)
      let replaced = replaced(prefixEnd, suffixStart)
      var width = text.width(of: head) + styles.ellipsisAdvance(replacing: replaced)
      width += text.width(of: tail)
      if let last = head.last { width += styles.kerning(last, beforeEllipsisReplacing: replaced) }
      if let first = tail.first {
        width += styles.kerning(afterEllipsisReplacing: replaced, first)
      }
      return width
    }

    func result(_ prefixEnd: Int?, _ suffixStart: Int?) -> Cut {
      let (head, tail) = parts(prefixEnd, suffixStart)
      let string = text.text(of: head) + String(ellipsis) + text.text(of: tail)
      return Cut(
        text: string, width: width(prefixEnd, suffixStart), head: head, tail: tail,
        replaced: replaced(prefixEnd, suffixStart))
    }
  }
}
