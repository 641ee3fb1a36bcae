/// What the line-breaking and truncation algorithms need to know about a font.
///
/// The algorithms work on grapheme clusters (Swift `Character`s) and never look inside one;
/// ``Font`` conforms by reading FreeType, and tests can supply simple fakes.
package protocol TextMeasuring: Sendable {
  /// The advance of one grapheme cluster, in points.
  func advance(of cluster: Character) -> Double
  /// The kerning adjustment between two adjacent clusters in logical order, in points.
  func kerning(_ first: Character, _ second: Character) -> Double
}

extension TextMeasuring {
  /// The width of `text` set on one line: cluster advances plus kerning between neighbours.
  package func width(of text: some StringProtocol) -> Double {
    let measured = MeasuredText(text, measuring: self)
    return measured.width(of: 0..<measured.count)
  }
}
