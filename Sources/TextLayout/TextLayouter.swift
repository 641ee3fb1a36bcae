/// The limits text is laid out within.
package struct TextLayoutOptions: Hashable, Sendable {
  /// The width lines wrap at, in points; `.infinity` for unwrapped text.
  package var maxWidth: Double
  /// The largest number of lines; 0 means no limit.
  package var numberOfLines: Int
  /// How lines wrap and how the last line is cut when the text does not fit, for paragraphs
  /// whose style sets no mode of its own.
  package var lineBreakMode: LineBreakMode
  /// Whether the writing direction is right to left, which resolves `.natural` alignment and puts
  /// head indents on the right.
  package var isRightToLeft: Bool = false
  /// `UILabel.allowsDefaultTighteningForTruncation`: every paragraph tightens before truncating
  /// (decision TX14).
  package var tightensBeforeTruncating = false

  /// Creates options; the defaults are a `UILabel`'s (one line, truncating the tail, no width).
  package init(
    maxWidth: Double = .infinity, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, isRightToLeft: Bool = false
  ) {
    self.maxWidth = maxWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.isRightToLeft = isRightToLeft
  }
}

/// Lays text out in lines: wrapping, the line limit and truncation of the last line (decision T8).
///
/// Every mode but ``LineBreakMode/byCharWrapping`` wraps at word boundaries. When the text needs
/// more lines than ``TextLayoutOptions/numberOfLines``, the last line kept takes the rest of its
/// paragraph: the truncating modes cut it to fit with "…" (tail truncation also marks a last line
/// after which more paragraphs were dropped, even when it fits); clipping keeps it whole and its
/// width is clamped to the line; the wrapping modes keep the line as wrapped and drop the rest.
/// Each paragraph wraps to the room its style's indents leave and in its own line break mode;
/// ``LineStacker`` then places the lines vertically.
package enum TextLayouter {
  /// Lays out `string` measured with `measure`, `lineHeight` points per line.
  package static func layout(
    _ string: some StringProtocol, measuring measure: some TextMeasuring, lineHeight: Double,
    options: TextLayoutOptions
  ) -> TextLayoutResult {
    let text = MeasuredText(string, measuring: measure)
    let styles = UniformClusterStyles(
      measure: measure, clusters: text.clusters, lineHeight: lineHeight)
    return layout(text, styles: styles, lineHeight: lineHeight, options: options)
  }

  /// Lays out measured clusters whose metrics and paragraph styles come from `styles`.
  package static func layout(
    _ text: MeasuredText, styles: some ClusterStyles, lineHeight: Double,
    options: TextLayoutOptions
  ) -> TextLayoutResult {
    var text = text
    var lines: [BrokenLine] = []
    let limit = options.numberOfLines
    for paragraph in LineBreaker.paragraphs(of: text) {
      let style = styles.paragraphStyle(at: paragraph.lowerBound)
      let mode = style.lineBreakMode ?? options.lineBreakMode
      // Text with tabs is broken one line at a time: a tab's advance depends on where its line
      // starts (decision TX13).
      var start = paragraph.lowerBound
      repeat {
        let isFirst = start == paragraph.lowerBound
        placeTabs(&text, from: start, of: paragraph, style: style, styles: styles)
        var hyphenation = LineBreaker.Hyphenation(advance: { _ in 0 })
        if style.hyphenationFactor > 0 { hyphenation.advance = styles.hyphenAdvance(at:) }
        var ranges = LineBreaker.lines(
          of: text, paragraph: start..<paragraph.upperBound,
          firstWidth: style.availableWidth(options.maxWidth, isFirstLine: isFirst),
          otherWidth: style.availableWidth(options.maxWidth, isFirstLine: false),
          wrapsByCharacter: mode == .byCharWrapping, strategy: style, hyphenation: &hyphenation)
        if text.hasTabs { ranges = [ranges[0]] }
        for (index, range) in ranges.enumerated() {
          if limit > 0, lines.count == limit {
            let last = lines[limit - 1]
            if text.hasTabs,
              let owner = LineBreaker.paragraphs(of: text).first(where: {
                $0.contains(last.range.lowerBound)
              })
            {
              placeTabs(
                &text, from: last.range.lowerBound, of: owner, style: last.style, styles: styles)
            }
            lines[limit - 1] = truncate(last, text, styles: styles, options: options)
            return LineStacker.stack(lines, lineHeight: lineHeight, options: options)
          }
          let visible = text.trimmingTrailingSpaces(range)
          var line = BrokenLine(
            range: range, text: text.text(of: visible), width: text.width(of: visible),
            isTruncated: false, metrics: metrics(of: range, text, styles), style: style,
            mode: mode, isFirstInParagraph: isFirst && index == 0,
            isLastInParagraph: range.upperBound == paragraph.upperBound,
            segments: text.visualSegments(
              of: visible, paragraph: paragraph, runs: styles.run(at:)))
          if hyphenation.ends.contains(range.upperBound), let last = visible.last {
            // Decision TX15: the hyphen follows the line's last cluster, in its attributes.
            line.segments.append(TextSegment(text: "-", run: styles.run(at: last), x: line.width))
            line.text += "-"
            line.width += styles.hyphenAdvance(at: last)
          }
          lines.append(line)
        }
        start = ranges[ranges.count - 1].upperBound
      } while start < paragraph.upperBound
    }
    return LineStacker.stack(lines, lineHeight: lineHeight, options: options)
  }

  /// Places the tabs of the line starting at cluster `start` of `paragraph` (decision TX13).
  private static func placeTabs(
    _ text: inout MeasuredText, from start: Int, of paragraph: Range<Int>,
    style: ParagraphLayoutStyle, styles: some ClusterStyles
  ) {
    guard text.hasTabs else { return }
    text.placeTabs(
      in: start..<paragraph.upperBound,
      headIndent: style.headIndent(isFirstLine: start == paragraph.lowerBound),
      style: style, spaceAdvance: styles.spaceAdvance(at:))
  }

  /// The last line kept by the line limit, extended to the rest of its paragraph and cut.
  private static func truncate(
    _ line: BrokenLine, _ text: MeasuredText, styles: some ClusterStyles,
    options: TextLayoutOptions
  ) -> BrokenLine {
    var last = line
    last.isTruncated = true
    let start = line.range.lowerBound
    let rest = start..<LineBreaker.paragraphEnd(in: text, from: start)
    let visible = text.trimmingTrailingSpaces(rest)
    let fullWidth = text.width(of: visible)
    let available = line.style.availableWidth(
      options.maxWidth, isFirstLine: line.isFirstInParagraph)
    let moreParagraphs = rest.upperBound < text.count - 1
    switch line.mode {
    case .byWordWrapping, .byCharWrapping:
      return last
    case .byClipping:
      last.text = text.text(of: visible)
      last.width = min(fullWidth, available)
      last.segments = text.visualSegments(of: visible, paragraph: rest, runs: styles.run(at:))
    case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
      if fullWidth <= available && !(line.mode == .byTruncatingTail && moreParagraphs) {
        last.text = text.text(of: visible)
        last.width = fullWidth
        last.segments = text.visualSegments(of: visible, paragraph: rest, runs: styles.run(at:))
      } else if options.tightensBeforeTruncating || line.style.tightensBeforeTruncating,
        !(line.mode == .byTruncatingTail && moreParagraphs), visible.count > 1,
        fullWidth <= available * (1 + Truncator.tighteningFactor)
      {
        // Decision TX14: the clusters move closer, each gap by the same amount.
        let tracking = (available - fullWidth) / Double(visible.count - 1)
        last.text = text.text(of: visible)
        last.width = available
        last.isTruncated = false
        last.segments = text.visualSegments(of: visible, paragraph: rest, runs: styles.run(at:))
          .tightened(by: tracking)
      } else if visible.isEmpty {
        last.text = String(Truncator.ellipsis)
        last.width = styles.ellipsisAdvance(replacing: start)
        last.metrics = styles.ellipsisMetrics(replacing: start)
        last.segments = [
          TextSegment(text: String(Truncator.ellipsis), run: styles.run(at: start), x: 0)
        ]
        return last
      } else {
        let position: Truncator.Position =
          line.mode == .byTruncatingHead
          ? .head : line.mode == .byTruncatingMiddle ? .middle : .tail
        let cut = Truncator.truncate(text, visible, to: available, at: position, styles: styles)
        last.text = cut.text
        last.width = cut.width
        last.segments = Self.segments(of: cut, in: text, paragraph: rest, styles: styles)
        var metrics = styles.ellipsisMetrics(replacing: cut.replaced)
        if !cut.head.isEmpty { metrics = metrics.union(Self.metrics(of: cut.head, text, styles)) }
        if !cut.tail.isEmpty { metrics = metrics.union(Self.metrics(of: cut.tail, text, styles)) }
        last.metrics = metrics
        return last
      }
    }
    if !rest.isEmpty { last.metrics = metrics(of: rest, text, styles) }
    return last
  }
}

extension TextLayouter {
  /// The metrics of the clusters `range`: those of their runs' fonts and of the fallback fonts
  /// that draw some of them, so that a line is as tall as the tallest font on it (decision TX8).
  static func metrics(
    of range: Range<Int>, _ text: MeasuredText, _ styles: some ClusterStyles
  ) -> LineMetrics {
    var metrics = styles.lineMetrics(of: range)
    guard !text.fallbackFonts.isEmpty else { return metrics }
    var last: Font?
    for index in range {
      guard let font = text.fallbackFonts[index], font != last else { continue }
      metrics = metrics.union(LineMetrics(font))
      last = font
    }
    return metrics
  }

  /// The pieces of a truncated line: the kept head, the ellipsis in the attributes of the
  /// cluster it replaces, the kept tail, placed as ``Truncator`` measured them; neighbouring
  /// pieces of one run are joined.
  static func segments(
    of cut: Truncator.Cut, in text: MeasuredText, paragraph: Range<Int>,
    styles: some ClusterStyles
  ) -> [TextSegment] {
    if isRightToLeft(paragraph, in: text) {
      return rightToLeftSegments(of: cut, in: text, paragraph: paragraph, styles: styles)
    }
    var segments = text.segments(of: cut.head, runs: styles.run(at:), startingAt: 0)
    var x = text.width(of: cut.head)
    if let last = cut.head.last {
      x += styles.kerning(last, beforeEllipsisReplacing: cut.replaced)
    }
    segments.append(
      TextSegment(text: String(Truncator.ellipsis), run: styles.run(at: cut.replaced), x: x))
    x += styles.ellipsisAdvance(replacing: cut.replaced)
    if let first = cut.tail.first {
      x += styles.kerning(afterEllipsisReplacing: cut.replaced, first)
    }
    segments += text.segments(of: cut.tail, runs: styles.run(at:), startingAt: x)
    // Neighbours in one run are one piece: the ellipsis in the font of the text it follows is
    // drawn with the text, kerning included.
    var merged: [TextSegment] = []
    for segment in segments {
      if let last = merged.last, last.run == segment.run,
        last.fallbackFont == segment.fallbackFont, !text.hasTabs
      {
        merged[merged.count - 1].text += segment.text
      } else {
        merged.append(segment)
      }
    }
    return merged
  }
}

/// A line broken and cut but not yet placed vertically.
package struct BrokenLine: Sendable {
  /// The clusters the line was broken at, hanging spaces and separator included.
  package var range: Range<Int>
  /// The visible text.
  package var text: String
  /// The visible text's width.
  package var width: Double
  /// Whether the line was cut or clipped, or lines after it were dropped.
  package var isTruncated: Bool
  /// The union of the metrics of the fonts on the line.
  package var metrics: LineMetrics
  /// The style of the line's paragraph.
  package var style: ParagraphLayoutStyle
  /// The line break mode the paragraph uses.
  package var mode: LineBreakMode
  /// Whether the line starts its paragraph.
  package var isFirstInParagraph: Bool
  /// Whether the line ends its paragraph.
  package var isLastInParagraph: Bool
  /// The visible text in pieces of one run each.
  package var segments: [TextSegment] = []
}

extension Font {
  /// Lays out `string` in this font, as one run of ``StyledText`` with the default style.
  package func layout(_ string: some StringProtocol, options: TextLayoutOptions = .init())
    -> TextLayoutResult
  {
    TextLayouter.layout(StyledText(String(string), font: self), options: options)
  }
}

extension TextLayouter {
  /// Whether the paragraph `range` is right to left: its first strong character is (UAX #9
  /// P2–P3).
  static func isRightToLeft(_ range: Range<Int>, in text: MeasuredText) -> Bool {
    guard !range.isEmpty, text.mayHoldRightToLeft(range) else { return false }
    let utf16 = text.clusters[range].flatMap(\.utf16)
    guard UnicodeBidi.mayNeedReordering(utf16) else { return false }
    return UnicodeBidi.line(0..<utf16.count, of: utf16, direction: .natural).paragraphLevel == 1
  }

  /// The pieces of a truncated line of a right-to-left paragraph (decision TX10): read from the
  /// right, the kept head, the ellipsis, the kept tail, so from the left the tail, the ellipsis
  /// at the line's visual end and the head, each part in its own visual order.
  static func rightToLeftSegments(
    of cut: Truncator.Cut, in text: MeasuredText, paragraph: Range<Int>,
    styles: some ClusterStyles
  ) -> [TextSegment] {
    var segments = text.visualSegments(
      of: cut.tail, paragraph: paragraph, runs: styles.run(at:))
    var x = 0.0
    x += text.width(of: cut.tail)
    segments.append(
      TextSegment(text: String(Truncator.ellipsis), run: styles.run(at: cut.replaced), x: x))
    x += styles.ellipsisAdvance(replacing: cut.replaced)
    for var segment in text.visualSegments(
      of: cut.head, paragraph: paragraph, runs: styles.run(at:))
    {
      segment.x += x
      segments.append(segment)
    }
    return segments
  }
}
