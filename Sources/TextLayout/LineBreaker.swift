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
    wrapsByCharacter: Bool
  ) -> [Range<Int>] {
    let end = paragraphEnd(in: text, from: paragraph.lowerBound)
    guard end > paragraph.lowerBound else { return [paragraph] }
    var lines = wrap(
      text, paragraph.lowerBound..<end, firstWidth: firstWidth, otherWidth: otherWidth,
      byCharacter: wrapsByCharacter)
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
    byCharacter: Bool
  ) -> [Range<Int>] {
    // A paragraph that fits on its first line needs no break opportunities.
    if text.width(of: text.trimmingTrailingSpaces(paragraph)) <= firstWidth {
      return [paragraph]
    }
    let opportunities =
      byCharacter
      ? []
      : text.plainWordOpportunities(in: paragraph)
        ?? UnicodeLineBreaks.opportunities(in: text.clusters[paragraph])
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
          break
        }
        index += 1
      }
      lines.append(start..<end)
      start = end
      maxWidth = otherWidth
    }
    return lines
  }
}
