/// A piece of text in one font, kern and paragraph style: the layout part of an attributed run.
package struct StyledRun: Hashable, Sendable {
  /// The run's characters.
  package var text: String
  /// The font the run is measured in.
  package var font: Font
  /// `NSAttributedString.Key.kern`: points added after each cluster (decision T14).
  ///
  /// `nil` applies the font's pair kerning; any value, zero included, turns pair kerning off
  /// next to the run's clusters.
  package var kern: Double?
  /// The paragraph style; a paragraph uses the style of the run holding its first cluster.
  package var paragraphStyle: ParagraphLayoutStyle

  /// Creates a run of `text` in `font`.
  package init(
    _ text: String, font: Font, kern: Double? = nil,
    paragraphStyle: ParagraphLayoutStyle = .init()
  ) {
    self.text = text
    self.font = font
    self.kern = kern
    self.paragraphStyle = paragraphStyle
  }
}

/// Text in runs of fonts and paragraph styles, as an attributed string lays out.
///
/// Grapheme clusters are formed over the whole string, so a cluster may span two runs; it takes
/// the attributes of the run holding its first scalar (decision T10).
package struct StyledText: Hashable, Sendable {
  /// The runs, in order.
  package var runs: [StyledRun]

  /// Creates text from `runs`.
  package init(runs: [StyledRun]) { self.runs = runs }

  /// Creates text of one run.
  package init(_ string: String, font: Font, paragraphStyle: ParagraphLayoutStyle = .init()) {
    runs = [StyledRun(string, font: font, paragraphStyle: paragraphStyle)]
  }

  /// The text of all runs joined.
  package var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }
}
