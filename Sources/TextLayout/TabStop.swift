/// A tab stop of a paragraph: where the text after a tab character lines up (decision TX13).
///
/// Locations are points from the leading margin. As with `NSTextTab`, a left stop starts the
/// text after the tab at the stop, a right stop ends it there and a centre stop centres it on the
/// stop; the text a right or centre stop aligns runs to the next tab or the end of the paragraph,
/// or, when the stop has column terminators (a decimal tab), to the first terminator, so that the
/// terminator sits at the stop.
package struct TabStop: Hashable, Sendable {
  /// The distance from the leading margin, in points.
  package var location: Double
  /// How the text after the tab sits on the stop; `.natural` and `.justified` act as `.left`.
  package var alignment: TextAlignment
  /// The characters that end the aligned column (empty for none).
  package var columnTerminators: Set<Character>

  /// Creates a stop.
  package init(
    location: Double, alignment: TextAlignment = .left, columnTerminators: Set<Character> = []
  ) {
    self.location = location
    self.alignment = alignment
    self.columnTerminators = columnTerminators
  }

  /// `NSParagraphStyle`'s default stops: 12 left stops, 28 points apart.
  package static let defaultStops = (1...12).map { TabStop(location: Double($0) * 28) }
}

extension ParagraphLayoutStyle {
  /// The stop a tab `x` points from the leading margin goes to: the first stop beyond `x`, else
  /// the next multiple of ``defaultTabInterval`` when it is positive, else `nil`.
  package func tabStop(after x: Double) -> TabStop? {
    if let stop = (tabStops ?? TabStop.defaultStops).first(where: { $0.location > x + 1e-9 }) {
      return stop
    }
    guard defaultTabInterval > 0 else { return nil }
    return TabStop(
      location: ((x + 1e-9) / defaultTabInterval).rounded(.down) * defaultTabInterval
        + defaultTabInterval)
  }
}

extension MeasuredText {
  /// Sets the advance of each tab in `range`, a line's clusters to the end of its paragraph,
  /// for a line that starts `headIndent` points from the leading margin (decision TX13).
  ///
  /// A tab goes to ``ParagraphLayoutStyle/tabStop(after:)`` for the place it starts at; a left
  /// stop makes its advance the distance to the stop, a right or centre stop subtracts all or
  /// half of the aligned column's width (never below zero). A tab with no stop after it advances
  /// by `spaceAdvance(index)`, a space in its run's font.
  package mutating func placeTabs(
    in range: Range<Int>, headIndent: Double, style: ParagraphLayoutStyle,
    spaceAdvance: (Int) -> Double
  ) {
    guard hasTabs else { return }
    for index in range where clusters[index] == "\t" {
      let x = headIndent + offset(of: index, from: range.lowerBound)
      guard let stop = style.tabStop(after: x) else {
        setAdvance(spaceAdvance(index), at: index)
        continue
      }
      var end = index + 1
      while end < range.upperBound, clusters[end] != "\t", !clusters[end].isLineSeparator,
        !stop.columnTerminators.contains(clusters[end])
      {
        end += 1
      }
      let column = width(of: index + 1..<end) + kerning(before: index + 1)
      let advance =
        switch stop.alignment {
        case .right: max(0, stop.location - x - column)
        case .center: max(0, stop.location - x - column / 2)
        case .left, .natural, .justified: stop.location - x
        }
      setAdvance(advance, at: index)
    }
  }

  /// Whether the clusters of `piece` are a single tab, which is not drawn.
  func isTab(_ piece: Range<Int>) -> Bool {
    hasTabs && piece.count == 1 && clusters[piece.lowerBound] == "\t"
  }
}
