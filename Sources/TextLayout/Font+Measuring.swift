extension Font: TextMeasuring {
  /// The advance of a grapheme cluster: the sum of the advances of its visible scalars.
  ///
  /// Scalars that combine with or modify the base (nonspacing and enclosing marks, format
  /// characters such as ZWJ, variation selectors and emoji skin-tone modifiers) add nothing, so a
  /// cluster is as wide as its base characters (decision T4). A scalar the face lacks takes the
  /// missing glyph's advance; there is no fallback to other fonts.
  package func advance(of cluster: Character) -> Double {
    // Fast path: a one-byte cluster is one ASCII scalar, drawn on its own.
    let utf8 = cluster.utf8
    if utf8.count == 1, let byte = utf8.first {
      return Double(face.advance(of: Unicode.Scalar(byte))) * scale
    }
    var units = 0
    for scalar in cluster.unicodeScalars where !scalar.isZeroAdvance {
      units += face.advance(of: scalar)
    }
    return Double(units) * scale
  }

  /// The kerning between the last scalar of `first` and the first scalar of `second`.
  ///
  /// FreeType's kerning pairs are in visual order, so between two right-to-left clusters the pair
  /// is looked up the other way round.
  package func kerning(_ first: Character, _ second: Character) -> Double {
    guard face.hasKerning else { return 0 }
    // Fast path: two ASCII clusters are a left-to-right pair of single scalars.
    let firstUTF8 = first.utf8
    let secondUTF8 = second.utf8
    if firstUTF8.count == 1, secondUTF8.count == 1, let a = firstUTF8.first,
      let b = secondUTF8.first
    {
      let pair = (face.glyph(for: Unicode.Scalar(a)), face.glyph(for: Unicode.Scalar(b)))
      return Double(face.kerning(left: pair.0, right: pair.1)) * scale
    }
    guard let left = first.unicodeScalars.last(where: { !$0.isZeroAdvance }),
      let right = second.unicodeScalars.first
    else { return 0 }
    var pair = (face.glyph(for: left), face.glyph(for: right))
    if left.isRightToLeft && right.isRightToLeft { pair = (pair.1, pair.0) }
    return Double(face.kerning(left: pair.0, right: pair.1)) * scale
  }
}

extension Unicode.Scalar {
  /// Whether the scalar draws nothing of its own inside a cluster.
  var isZeroAdvance: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return properties.isVariationSelector || properties.isEmojiModifier
    }
  }

  /// Whether the scalar belongs to a right-to-left script block (Hebrew, Arabic, Syriac, Thaana,
  /// NKo, Samaritan, Mandaic and their presentation forms).
  var isRightToLeft: Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return true
    default: return false
    }
  }
}
