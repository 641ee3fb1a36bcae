/// How text that does not fit is wrapped or cut, mirroring `NSLineBreakMode`.
package enum LineBreakMode: Int, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word wider than the line wraps by clusters.
  case byWordWrapping = 0
  /// Wrap at any grapheme-cluster boundary.
  case byCharWrapping
  /// Wrap at word boundaries; the last line holds the rest of its paragraph, cut at the edge.
  case byClipping
  /// Wrap at word boundaries; the last line shows the end of its text after "…".
  case byTruncatingHead
  /// Wrap at word boundaries; the last line shows the start of its text followed by "…".
  case byTruncatingTail
  /// Wrap at word boundaries; the last line keeps both ends with "…" between them.
  case byTruncatingMiddle
}
