/// The limits text is laid out within.
package struct TextLayoutOptions: Hashable, Sendable {
  /// The width lines wrap at, in points; `.infinity` for unwrapped text.
  package var maxWidth: Double
  /// The largest number of lines; 0 means no limit.
  package var numberOfLines: Int
  /// How lines wrap and how the last line is cut when the text does not fit.
  package var lineBreakMode: LineBreakMode

  /// Creates options; the defaults are a `UILabel`'s (one line, truncating the tail, no width).
  package init(
    maxWidth: Double = .infinity, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) {
    self.maxWidth = maxWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}

/// Lays text out in lines: wrapping, the line limit and truncation of the last line (decision T8).
///
/// Every mode but ``LineBreakMode/byCharWrapping`` wraps at word boundaries. When the text needs
/// more lines than ``TextLayoutOptions/numberOfLines``, the last line kept takes the rest of its
/// paragraph: the truncating modes cut it to fit with "…" (tail truncation also marks a last line
/// after which more paragraphs were dropped, even when it fits); clipping keeps it whole and its
/// width is clamped to the line; the wrapping modes keep the line as wrapped and drop the rest.
package enum TextLayouter {
  /// Lays out `string` measured with `measure`, `lineHeight` points per line.
  package static func layout(
    _ string: some StringProtocol, measuring measure: some TextMeasuring, lineHeight: Double,
    options: TextLayoutOptions
  ) -> TextLayoutResult {
    let text = MeasuredText(string, measuring: measure)
    let mode = options.lineBreakMode
    var ranges = LineBreaker.lines(
      of: text, maxWidth: options.maxWidth, wrapsByCharacter: mode == .byCharWrapping)
    var lines = ranges.map { range in
      let visible = text.trimmingTrailingSpaces(range)
      return TextLine(
        text: text.text(of: visible), width: text.width(of: visible), isTruncated: false)
    }
    let limit = options.numberOfLines
    guard limit > 0, ranges.count > limit else {
      return TextLayoutResult(lines: lines, lineHeight: lineHeight)
    }
    ranges.removeSubrange(limit...)
    lines.removeSubrange(limit...)
    let lastRange = ranges[limit - 1]
    let rest = lastRange.lowerBound..<LineBreaker.paragraphEnd(in: text, from: lastRange.lowerBound)
    let visible = text.trimmingTrailingSpaces(rest)
    let fullWidth = text.width(of: visible)
    let fits = fullWidth <= options.maxWidth
    let moreParagraphs = rest.upperBound < text.count - 1
    var last = lines[limit - 1]
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      last.isTruncated = true
    case .byClipping:
      last = TextLine(
        text: text.text(of: visible), width: min(fullWidth, options.maxWidth), isTruncated: true)
    case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
      if fits && !(mode == .byTruncatingTail && moreParagraphs) {
        last = TextLine(text: text.text(of: visible), width: fullWidth, isTruncated: true)
      } else {
        let position: Truncator.Position =
          mode == .byTruncatingHead ? .head : mode == .byTruncatingMiddle ? .middle : .tail
        let cut = Truncator.truncate(
          text, visible, to: options.maxWidth, at: position, measuring: measure)
        last = TextLine(text: cut.text, width: cut.width, isTruncated: true)
      }
    }
    lines[limit - 1] = last
    return TextLayoutResult(lines: lines, lineHeight: lineHeight)
  }
}

extension Font {
  /// Lays out `string` in this font; lines are ``lineHeight`` apart.
  package func layout(_ string: some StringProtocol, options: TextLayoutOptions = .init())
    -> TextLayoutResult
  {
    TextLayouter.layout(string, measuring: self, lineHeight: lineHeight, options: options)
  }
}
