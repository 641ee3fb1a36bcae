/// A piece of a line in one run of the text: what a renderer draws with one font.
package struct TextSegment: Hashable, Sendable {
  /// The characters of the piece (an ellipsis is a piece of its own).
  package var text: String
  /// The index of the run in ``StyledText/runs`` whose font draws the piece (0 for text laid out
  /// in one font).
  package var run: Int
  /// Where the piece starts, in points from the start of the line's visible text.
  package var x: Double

  /// Creates a piece.
  package init(text: String, run: Int, x: Double) {
    self.text = text
    self.run = run
    self.x = x
  }
}

extension MeasuredText {
  /// Where cluster `index` starts, in points from the start of cluster `start` (advances of the
  /// clusters between them and the kerning before each of them after `start`).
  package func offset(of index: Int, from start: Int) -> Double {
    index <= start ? 0 : width(of: start..<index) + kerning(before: index)
  }

  /// The pieces of the clusters `range`, split where the run changes, from `x`.
  package func segments(
    of range: Range<Int>, runs run: (Int) -> Int, startingAt x: Double
  ) -> [TextSegment] {
    var segments: [TextSegment] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let current = run(start)
      var end = start + 1
      while end < range.upperBound, run(end) == current { end += 1 }
      segments.append(
        TextSegment(
          text: text(of: start..<end), run: current,
          x: x + offset(of: start, from: range.lowerBound)))
      start = end
    }
    return segments
  }
}
