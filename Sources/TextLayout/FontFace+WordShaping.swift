/// Shaping long ASCII text word by word, with a cache of shaped words (decision TX7).
///
/// Latin text set in one face shapes the same whole or a word at a time: ligatures and
/// contextual forms stay inside words, and what HarfBuzz applies across a space is pair
/// kerning between the space and its neighbours. So text of ASCII bytes, each its own cluster
/// (no CR LF pair), is cut into words (runs of bytes other than space, tab and the line
/// separators 10–13) and the white space between them; each word is shaped on its own and
/// cached, each white-space byte is shaped alone once, and the pair kerning at each cut is read
/// from a table filled by shaping the two bytes together. The advances and kerns come out as
/// ``FontFace/shapedAdvances(of:clusters:pairKerning:)`` gives for the whole text. Every
/// method here runs with ``FontFace/lock`` held.
extension FontFace {
  /// Texts of at most this many clusters are shaped whole and cached whole; longer ASCII texts
  /// are put together from shaped words.
  static let wholeShapingLimit = 15
  /// The largest number of shaped words a face keeps (it forgets them all when full).
  static let wordCacheLimit = 16_384

  /// The advances of ASCII `bytes` (one cluster each; `clusters` is their number) put together
  /// from shaped words, or `nil` when the text is not plain ASCII or holds a CR LF pair.
  func wordShapedLocked(
    _ bytes: UnsafeBufferPointer<UInt8>, clusters: Int, _ pairKerning: Bool
  ) -> ShapedAdvances? {
    let count = bytes.count
    guard count == clusters, !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    var advances: [Double] = []
    var kerns: [Double] = []
    advances.reserveCapacity(count)
    kerns.reserveCapacity(count)
    var start = 0
    while start < count {
      var end = start + 1
      if Self.isWordBreak(bytes[start]) {
        advances.append(asciiAdvanceLocked(bytes[start], pairKerning))
        kerns.append(0)
      } else {
        while end < count, !Self.isWordBreak(bytes[end]) { end += 1 }
        let word = wordLocked(UnsafeBufferPointer(rebasing: bytes[start..<end]), pairKerning)
        advances += word.advances
        kerns += word.kerns
      }
      if start > 0 {
        // The pair kerning across the cut, which the whole text's shaping puts before the
        // cluster after the cut (the word before it ends on its unkerned advance).
        kerns[start] += pairKerningLocked(bytes[start - 1], bytes[start], pairKerning)
      }
      start = end
    }
    return ShapedAdvances(advances: advances, kerns: kerns)
  }

  /// Whether an ASCII byte separates words: space, tab, line feed to carriage return.
  static func isWordBreak(_ byte: UInt8) -> Bool { byte == 32 || (byte >= 9 && byte <= 13) }

  /// The advances of one word, shaped alone and cached.
  private func wordLocked(_ word: UnsafeBufferPointer<UInt8>, _ pairKerning: Bool)
    -> ShapedAdvances
  {
    let key = ShapeKey(text: String(decoding: word, as: UTF8.self), pairKerning: pairKerning)
    if let cached = words[key] { return cached }
    let shaped = shapeLocked(word, clusters: asciiClusters(word), pairKerning: pairKerning)
    if words.count >= Self.wordCacheLimit { words.removeAll(keepingCapacity: true) }
    words[key] = shaped
    return shaped
  }

  /// The advance of one ASCII byte shaped alone.
  private func asciiAdvanceLocked(_ byte: UInt8, _ pairKerning: Bool) -> Double {
    let slot = Int(byte) + (pairKerning ? 128 : 0)
    let known = asciiAdvances[slot]
    if !known.isNaN { return known }
    let advance = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { buffer in
      buffer[0] = byte
      return shapeLocked(
        UnsafeBufferPointer(buffer), clusters: [Character(Unicode.Scalar(byte))],
        pairKerning: pairKerning
      ).advances[0]
    }
    asciiAdvances[slot] = advance
    return advance
  }

  /// The kerning HarfBuzz puts between two ASCII bytes shaped together.
  private func pairKerningLocked(_ first: UInt8, _ second: UInt8, _ pairKerning: Bool) -> Double {
    let slot = (pairKerning ? 128 * 128 : 0) + Int(first) * 128 + Int(second)
    // (only faces that shape long ASCII text pay for the table)
    if asciiPairKerns.isEmpty { asciiPairKerns = [Double](repeating: .nan, count: 2 * 128 * 128) }
    let known = asciiPairKerns[slot]
    if !known.isNaN { return known }
    let kern = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { buffer in
      buffer[0] = first
      buffer[1] = second
      return shapeLocked(
        UnsafeBufferPointer(buffer),
        clusters: [Character(Unicode.Scalar(first)), Character(Unicode.Scalar(second))],
        pairKerning: pairKerning
      ).kerns[1]
    }
    asciiPairKerns[slot] = kern
    return kern
  }

  private func asciiClusters(_ bytes: UnsafeBufferPointer<UInt8>) -> ArraySlice<Character> {
    ArraySlice(bytes.map { Character(Unicode.Scalar($0)) })
  }
}
