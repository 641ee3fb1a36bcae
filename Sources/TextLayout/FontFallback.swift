import Synchronization

/// The faces that draw characters a run's font lacks, as iOS's cascade lists do (decision TX4).
///
/// On iOS a font's cascade list names, per script, the system family that draws characters the
/// font has no glyph for (PingFang for Chinese, Hiragino Sans for Japanese kana, Apple SD Gothic
/// Neo for Hangul, Geeza Pro and SF Arabic for Arabic, SF Hebrew, Kohinoor Devanagari, Thonburi
/// for Thai, Apple Color Emoji for emoji). Linux has none of them; ``cascade`` names the Noto
/// family that stands in for each (Debian packages `fonts-noto-core`, `fonts-noto-cjk` and
/// `fonts-noto-color-emoji`). A cluster whose script is not in the list, or whose cascade face
/// lacks it too, is looked up in fontconfig's sorted font set for its characters; when nothing
/// covers it, the run's own font draws it (its missing-glyph box).
package enum FontFallback {
  /// The stand-in family for each script (ISO 15924 codes, as HarfBuzz names scripts).
  package static let cascade: [String: String] = [
    "Arab": "Noto Sans Arabic",
    "Hebr": "Noto Sans Hebrew",
    "Deva": "Noto Sans Devanagari",
    "Beng": "Noto Sans Bengali",
    "Taml": "Noto Sans Tamil",
    "Thai": "Noto Sans Thai",
    "Hani": "Noto Sans CJK SC",
    "Bopo": "Noto Sans CJK TC",
    "Hira": "Noto Sans CJK JP",
    "Kana": "Noto Sans CJK JP",
    "Hang": "Noto Sans CJK KR",
    "Armn": "Noto Sans Armenian",
    "Geor": "Noto Sans Georgian",
    "Ethi": "Noto Sans Ethiopic",
    "Khmr": "Noto Sans Khmer",
    "Laoo": "Noto Sans Lao",
    "Mymr": "Noto Sans Myanmar",
    "Sinh": "Noto Sans Sinhala",
    "Gujr": "Noto Sans Gujarati",
    "Guru": "Noto Sans Gurmukhi",
    "Knda": "Noto Sans Kannada",
    "Mlym": "Noto Sans Malayalam",
    "Telu": "Noto Sans Telugu",
  ]
  /// The stand-in for Apple Color Emoji.
  package static let emojiFamily = "Noto Color Emoji"

  private static let cache = Mutex([String: FontFace?]())

  /// The face that draws `cluster` in place of `face`, or `nil` when `face` has it (or nothing
  /// installed does).
  ///
  /// A cluster shown as an emoji goes to the emoji family even when `face` has a glyph for it
  /// (DejaVu Sans has monochrome smileys; San Francisco has none, so iOS draws them in Apple
  /// Color Emoji).
  package static func face(for cluster: Character, replacing face: FontFace) -> FontFace? {
    let isEmoji = cluster.isEmojiCluster
    if !isEmoji, face.covers(cluster) { return nil }
    let key = String(cluster)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let found = lookUp(cluster, replacing: face)
    cache.withLock { $0[key] = .some(found) }
    return found
  }

  private static func lookUp(_ cluster: Character, replacing face: FontFace) -> FontFace? {
    var families: [String] = []
    if cluster.isEmojiCluster { families.append(emojiFamily) }
    if let script = cluster.scriptTag, let family = cascade[script] { families.append(family) }
    for family in families {
      if let file = try? FontMatcher.file(for: FontDescription(family: family)),
        let candidate = try? FontFace.face(for: file), candidate.covers(cluster)
      {
        return candidate
      }
    }
    if face.covers(cluster) { return nil }
    for file in FontMatcher.files(covering: cluster.unicodeScalars.filter { !$0.isIgnorable }) {
      if let candidate = try? FontFace.face(for: file), candidate !== face,
        candidate.covers(cluster)
      {
        return candidate
      }
    }
    return nil
  }
}

extension FontFace {
  /// Whether the face has a glyph for every scalar of `cluster` that is drawn (joiners,
  /// variation selectors and other default-ignorable characters need none).
  package func covers(_ cluster: Character) -> Bool {
    cluster.unicodeScalars.allSatisfy { $0.isIgnorable || glyph(for: $0) != 0 }
  }
}

extension Unicode.Scalar {
  /// Default-ignorable characters (ZWJ, variation selectors...) and emoji modifiers' kin that a
  /// face need not have.
  var isIgnorable: Bool {
    properties.isDefaultIgnorableCodePoint || properties.isVariationSelector
  }
}

extension Character {
  /// Whether the cluster is drawn as an emoji: a scalar with emoji presentation, or an emoji
  /// followed by the emoji variation selector or joined by ZWJ.
  var isEmojiCluster: Bool {
    let scalars = unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    return first.properties.isEmojiPresentation
      || scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
      || scalars.contains { $0.properties.isEmojiModifier }
  }

  /// The ISO 15924 code of the cluster's first scalar of a specific script, if any.
  var scriptTag: String? {
    for scalar in unicodeScalars {
      let script = HarfBuzzFont.script(of: scalar.value)
      if HarfBuzzFont.isSharedScript(script) { continue }
      let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: script >> UInt32($0)) }
      return String(decoding: bytes, as: UTF8.self)
    }
    return nil
  }
}
