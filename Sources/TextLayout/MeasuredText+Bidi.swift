extension MeasuredText {
  /// The pieces of a line's visible clusters `range`, in visual order from the left, split where
  /// the run or the direction changes (decision TX3).
  ///
  /// Lines without right-to-left characters are one left-to-right run: their pieces are
  /// ``segments(of:runs:startingAt:)``'s. Otherwise the line is reordered by the Unicode bidi
  /// algorithm within `paragraph` (its direction from its first strong character): the visual
  /// runs follow each other from the left, and inside a right-to-left run its pieces go from
  /// right to left. Each piece keeps its characters in logical order; shaping draws a
  /// right-to-left script's glyphs right to left.
  package func visualSegments(
    of range: Range<Int>, paragraph: Range<Int>, runs run: (Int) -> Int
  ) -> [TextSegment] {
    guard !range.isEmpty, mayHoldRightToLeft(range),
      UnicodeBidi.mayNeedReordering(clusters[range].lazy.flatMap(\.utf16))
    else { return segments(of: range, runs: run, startingAt: 0) }
    // The paragraph's UTF-16 text and the offset of each of its clusters.
    var utf16: [UInt16] = []
    var starts: [Int] = []
    starts.reserveCapacity(paragraph.count + 1)
    for index in paragraph {
      starts.append(utf16.count)
      utf16.append(contentsOf: clusters[index].utf16)
    }
    starts.append(utf16.count)
    let first = range.lowerBound - paragraph.lowerBound
    let last = range.upperBound - paragraph.lowerBound
    let line = UnicodeBidi.line(starts[first]..<starts[last], of: utf16, direction: .natural)
    var pieces: [TextSegment] = []
    var x = 0.0
    for visual in line.runs {
      // The clusters whose first unit lies in the run.
      let lower = visual.range.lowerBound + starts[first]
      let upper = visual.range.upperBound + starts[first]
      var index = first
      while index < last, starts[index] < lower { index += 1 }
      let runStart = index
      while index < last, starts[index] < upper { index += 1 }
      let clusterRange = (runStart + paragraph.lowerBound)..<(index + paragraph.lowerBound)
      guard !clusterRange.isEmpty else { continue }
      var ranges = self.pieces(of: clusterRange, runs: run)
      if visual.isRightToLeft { ranges.reverse() }
      for piece in ranges {
        if !isTab(piece) { pieces.append(segment(piece, runs: run, x: x)) }
        x += width(of: piece)
      }
    }
    return pieces
  }
}
