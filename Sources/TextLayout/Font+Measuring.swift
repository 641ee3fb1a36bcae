extension Font: TextMeasuring {
  /// The advance of a grapheme cluster shaped on its own (decision TX1).
  ///
  /// HarfBuzz shapes the cluster: marks that attach to the base, joiners and variation selectors
  /// add what the font's positioning gives them (usually nothing), and a sequence the font draws
  /// as one glyph (an emoji sequence, a ligature) is as wide as that glyph. A scalar the face
  /// lacks takes the missing glyph's advance; fallback to other fonts is not done here.
  package func advance(of cluster: Character) -> Double {
    // Fast path: a one-byte cluster is one ASCII scalar; a lone letter shapes to its hmtx advance.
    let utf8 = cluster.utf8
    if utf8.count == 1, let byte = utf8.first {
      return Double(face.advance(of: Unicode.Scalar(byte))) * scale
    }
    let shaped = face.shapedAdvances(of: String(cluster), clusters: [cluster], pairKerning: true)
    return shaped.advances[0] * scale
  }

  /// The pair adjustment HarfBuzz makes between `first` and `second` shaped together (GPOS
  /// kerning, or the legacy `kern` table when the font has no GPOS kerning).
  package func kerning(_ first: Character, _ second: Character) -> Double {
    let shaped = face.shapedAdvances(
      of: String(first) + String(second), clusters: [first, second], pairKerning: true)
    return shaped.kerns.count == 2 ? shaped.kerns[1] * scale : 0
  }
}
