/// Greedy line breaking over grapheme clusters (decisions T5, TX2).
///
/// Text is split into paragraphs at line separators (`\n`, `\r\n`, U+2028, U+2029…). Inside a
/// paragraph a line takes clusters while they fit `maxWidth`; white space hangs past the edge and
/// never causes a break by itself. Word wrapping breaks at the last opportunity before the
/// overflow that the Unicode line breaking algorithm (UAX #14, through ICU:
/// ``UnicodeLineBreaks``) allows: after spaces, after hyphens, between ideographs, never before
/// closing punctuation or inside "10 kg" written with a no-break space; a
/// line with no opportunity (a word wider than the line) breaks before the cluster that overflows.
/// Character wrapping always breaks before the overflowing cluster. Every line holds at least one
/// cluster, so a cluster wider than the line sits on a line of its own. A final line separator
/// does not start an empty line; separators inside the text do.
package enum LineBreaker {
  /// The cluster ranges of each line of `text` wrapped to `maxWidth`, in order.
  ///
  /// Ranges include their hanging spaces and their line separator; use
  /// ``MeasuredText/trimmingTrailingSpaces(_:)`` for the visible part.
  package static func lines(
    of text: MeasuredText, maxWidth: Double, wrapsByCharacter: Bool
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    for paragraph in paragraphs(of: text) {
      lines += self.lines(
        of: text, paragraph: paragraph, firstWidth: maxWidth, otherWidth: maxWidth,
        wrapsByCharacter: wrapsByCharacter)
    }
    return lines
  }

  /// The cluster ranges of the paragraphs of `text`, each including its line separator.
  package static func paragraphs(of text: MeasuredText) -> [Range<Int>] {
    var paragraphs: [Range<Int>] = []
    var start = 0
    while start < text.count {
      let end = paragraphEnd(in: text, from: start)
      let upper = end < text.count ? end + 1 : end
      paragraphs.append(start..<upper)
      start = upper
    }
    return paragraphs
  }

  /// The lines of one paragraph: the first wrapped to `firstWidth`, the others to `otherWidth`.
  ///
  /// The last range includes the paragraph's line separator; an empty paragraph (a separator
  /// alone) is one line.
  package static func lines(
    of text: MeasuredText, paragraph: Range<Int>, firstWidth: Double, otherWidth: Double,
    wrapsByCharacter: Bool, strategy: ParagraphLayoutStyle = .init()
  ) -> [Range<Int>] {
    var hyphenated = Hyphenation(advance: { _ in 0 })
    return lines(
      of: text, paragraph: paragraph, firstWidth: firstWidth, otherWidth: otherWidth,
      wrapsByCharacter: wrapsByCharacter, strategy: strategy, hyphenation: &hyphenated)
  }

  /// The lines of one paragraph, hyphenated as ``ParagraphLayoutStyle/hyphenationFactor`` asks
  /// (decision TX15): `hyphenation` collects the ends of the lines that take a hyphen.
  package static func lines(
    of text: MeasuredText, paragraph: Range<Int>, firstWidth: Double, otherWidth: Double,
    wrapsByCharacter: Bool, strategy: ParagraphLayoutStyle, hyphenation: inout Hyphenation
  ) -> [Range<Int>] {
    let end = paragraphEnd(in: text, from: paragraph.lowerBound)
    guard end > paragraph.lowerBound else { return [paragraph] }
    var lines = wrap(
      text, paragraph.lowerBound..<end, firstWidth: firstWidth, otherWidth: otherWidth,
      byCharacter: wrapsByCharacter, strategy: strategy, hyphenation: &hyphenation)
    lines[lines.count - 1] = lines[lines.count - 1].lowerBound..<paragraph.upperBound
    return lines
  }

  /// The index of the line separator ending the paragraph that holds `index`, or the text's end.
  package static func paragraphEnd(in text: MeasuredText, from index: Int) -> Int {
    if let end = text.lineSeparator(from: index) { return end }
    var end = index
    while end < text.count, !text.clusters[end].isLineSeparator { end += 1 }
    return end
  }

  private static func wrap(
    _ text: MeasuredText, _ paragraph: Range<Int>, firstWidth: Double, otherWidth: Double,
    byCharacter: Bool, strategy: ParagraphLayoutStyle, hyphenation: inout Hyphenation
  ) -> [Range<Int>] {
    // A paragraph that fits on its first line needs no break opportunities.
    if text.width(of: text.trimmingTrailingSpaces(paragraph)) <= firstWidth {
      return [paragraph]
    }
    var opportunities =
      byCharacter
      ? []
      : text.plainWordOpportunities(in: paragraph)
        ?? UnicodeLineBreaks.opportunities(in: text.clusters[paragraph])
    if strategy.keepsHangulWords, !byCharacter {
      keepHangulWords(text.clusters[paragraph], &opportunities)
    }
    var lines: [Range<Int>] = []
    var start = paragraph.lowerBound
    var maxWidth = firstWidth
    while start < paragraph.upperBound {
      var end = paragraph.upperBound
      var opportunity: Int?
      var index = start
      while index < paragraph.upperBound {
        if index > start, !byCharacter, opportunities[index - paragraph.lowerBound] {
          opportunity = index
        }
        if text.width(of: start..<index + 1) > maxWidth, !text.clusters[index].isHangingSpace {
          if !byCharacter, let opportunity {
            end = opportunity
          } else {
            end = max(index, start + 1)
          }
          if strategy.hyphenationFactor > 0, !byCharacter,
            let point = hyphenation.point(
              text, line: start, word: opportunity ?? start, overflow: index, paragraph: paragraph,
              opportunities: opportunities, maxWidth: maxWidth,
              factor: strategy.hyphenationFactor)
          {
            end = point
          }
          break
        }
        index += 1
      }
      lines.append(start..<end)
      start = end
      maxWidth = otherWidth
    }
    if strategy.pushesOutOrphans, !byCharacter, lines.count > 1 {
      pushOutOrphan(
        &lines, text, opportunities: opportunities, from: paragraph.lowerBound,
        lastWidth: otherWidth)
    }
    return lines
  }

  /// Drops the opportunities between two Hangul characters (`.hangulWordPriority`).
  private static func keepHangulWords(
    _ clusters: ArraySlice<Character>, _ opportunities: inout [Bool]
  ) {
    var previous = false
    for (offset, cluster) in clusters.enumerated() {
      let hangul = cluster.unicodeScalars.first.map(isHangul) ?? false
      if hangul && previous { opportunities[offset] = false }
      previous = hangul
    }
  }

  /// Whether a scalar is Hangul: syllables, jamo and compatibility jamo.
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      true
    default: false
    }
  }

  /// `.pushOut`: when the last line holds a single word (no opportunity inside it), the last
  /// word of the line before moves down to join it, if the line before keeps a word and the new
  /// last line fits `lastWidth`.
  private static func pushOutOrphan(
    _ lines: inout [Range<Int>], _ text: MeasuredText, opportunities: [Bool], from base: Int,
    lastWidth: Double
  ) {
    let last = lines[lines.count - 1]
    let visibleLast = text.trimmingTrailingSpaces(last)
    let inside =
      (visibleLast.lowerBound + 1)..<max(visibleLast.upperBound, visibleLast.lowerBound + 1)
    guard !inside.contains(where: { opportunities[$0 - base] }) else { return }
    let previous = lines[lines.count - 2]
    guard
      let cut = (previous.lowerBound + 1..<previous.upperBound).last(where: {
        opportunities[$0 - base]
      }),
      text.width(of: text.trimmingTrailingSpaces(cut..<last.upperBound)) <= lastWidth
    else { return }
    lines[lines.count - 2] = previous.lowerBound..<cut
    lines[lines.count - 1] = cut..<last.upperBound
  }
}
