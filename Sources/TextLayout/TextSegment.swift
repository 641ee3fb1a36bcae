/// A piece of a line in one run of the text: what a renderer draws with one font.
package struct TextSegment: Hashable, Sendable {
  /// The characters of the piece (an ellipsis is a piece of its own).
  package var text: String
  /// The index of the run in ``StyledText/runs`` whose font draws the piece (0 for text laid out
  /// in one font).
  package var run: Int
  /// Where the piece starts, in points from the start of the line's visible text.
  package var x: Double
  /// The font that draws the piece in place of its run's, when the run's font lacks its
  /// characters (decision TX4): a fallback face at the run font's size.
  package var fallbackFont: Font?
  /// Points added after each cluster when the piece is drawn: negative on a line tightened
  /// instead of truncated (decision TX14).
  package var tracking: Double = 0

  /// Creates a piece.
  package init(text: String, run: Int, x: Double, fallbackFont: Font? = nil) {
    self.text = text
    self.run = run
    self.x = x
    self.fallbackFont = fallbackFont
  }

  /// The font that draws the piece: its fallback at `runFont`'s size, or `runFont`.
  package func font(drawnWith runFont: Font) -> Font {
    guard let fallbackFont else { return runFont }
    return Font(face: fallbackFont.face, size: runFont.pointSize)
  }
}

extension [TextSegment] {
  /// The pieces of a line, in visual order, with `tracking` points after each cluster: each
  /// piece moves by the tracking of the clusters to its left.
  func tightened(by tracking: Double) -> [TextSegment] {
    var clustersBefore = 0
    return map { segment in
      var moved = segment
      moved.x += tracking * Double(clustersBefore)
      moved.tracking += tracking
      clustersBefore += segment.text.count
      return moved
    }
  }
}

extension MeasuredText {
  /// Where cluster `index` starts, in points from the start of cluster `start` (advances of the
  /// clusters between them and the kerning before each of them after `start`).
  package func offset(of index: Int, from start: Int) -> Double {
    index <= start ? 0 : width(of: start..<index) + kerning(before: index)
  }

  /// The pieces of the clusters `range`, split where the run changes, from `x`; tabs are gaps
  /// between pieces (decision TX13).
  package func segments(
    of range: Range<Int>, runs run: (Int) -> Int, startingAt x: Double
  ) -> [TextSegment] {
    pieces(of: range, runs: run).compactMap { piece in
      isTab(piece)
        ? nil
        : segment(piece, runs: run, x: x + offset(of: piece.lowerBound, from: range.lowerBound))
    }
  }

  /// `range` split where the run or the fallback font changes; each tab is a piece of its own.
  func pieces(of range: Range<Int>, runs run: (Int) -> Int) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let current = run(start)
      let font = fallbackFont(at: start)
      var end = start + 1
      let isTab = hasTabs && clusters[start] == "\t"
      while !isTab, end < range.upperBound, run(end) == current, fallbackFont(at: end) == font,
        !(hasTabs && clusters[end] == "\t")
      {
        end += 1
      }
      pieces.append(start..<end)
      start = end
    }
    return pieces
  }

  /// The segment of the clusters `piece` (one run, one fallback font) at `x`.
  func segment(_ piece: Range<Int>, runs run: (Int) -> Int, x: Double) -> TextSegment {
    TextSegment(
      text: text(of: piece), run: run(piece.lowerBound), x: x,
      fallbackFont: fallbackFont(at: piece.lowerBound))
  }
}
