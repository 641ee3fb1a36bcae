extension LineBreaker {
  /// Hyphenation while lines are broken (decision TX15): the advance of a hyphen after a
  /// cluster, and the ends of the lines that take one.
  package struct Hyphenation {
    /// The advance of a hyphen in the attributes of cluster `index`.
    package var advance: (Int) -> Double
    /// The line ends (cluster indices) after which a hyphen is drawn.
    package var ends: Set<Int> = []

    /// Creates hyphenation state with the hyphen's advance.
    package init(advance: @escaping (Int) -> Double) { self.advance = advance }

    /// Where the line starting at `line` breaks inside the word that overflowed, if it may.
    ///
    /// As `NSParagraphStyle.hyphenationFactor` documents, hyphenation is tried when the line
    /// broken without it (up to `word`, the last opportunity) fills less than `factor` of
    /// `maxWidth`. The word runs from `word` to the next break opportunity after `overflow`
    /// (spaces and punctuation around it left out, letters before it on a line above put back);
    /// the break is after the last hyphenation
    /// point whose part of the word, plus a hyphen, still fits. The point is recorded in
    /// ``ends``.
    mutating func point(
      _ text: MeasuredText, line: Int, word: Int, overflow: Int, paragraph: Range<Int>,
      opportunities: [Bool], maxWidth: Double, factor: Double
    ) -> Int? {
      guard maxWidth > 0, maxWidth.isFinite,
        text.width(of: text.trimmingTrailingSpaces(line..<word)) / maxWidth < factor
      else { return nil }
      var wordEnd = overflow + 1
      while wordEnd < paragraph.upperBound, !opportunities[wordEnd - paragraph.lowerBound] {
        wordEnd += 1
      }
      // The letters of the word: no leading or trailing spaces and punctuation, and the part a
      // line above already hyphenated included.
      var first = word
      while first < wordEnd, !text.clusters[first].isLetter { first += 1 }
      while first > paragraph.lowerBound, text.clusters[first - 1].isLetter { first -= 1 }
      var last = wordEnd
      while last > first, !text.clusters[last - 1].isLetter { last -= 1 }
      guard last - first >= 5 else { return nil }
      for point in Hyphenator.points(in: text.clusters[first..<last]).reversed() {
        let end = first + point
        guard end > line, end <= overflow else { continue }
        if text.width(of: line..<end) + advance(end - 1) <= maxWidth {
          ends.insert(end)
          return end
        }
      }
      return nil
    }
  }
}
