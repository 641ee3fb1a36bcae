import Testing

@testable import TextLayout

/// Decision TX7: long ASCII text is shaped word by word, from a cache of shaped words, and plain
/// words find their break opportunities without ICU.
@Suite("Word-by-word shaping and plain-word line breaks")
struct WordShapingTests {
  /// A deterministic generator (a linear congruential sequence), so failures repeat.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// `count` texts of words drawn from `alphabet`, separated by spaces and now and then by a
  /// tab or a line feed.
  private static func texts(_ count: Int, alphabet: [UInt8], seed: UInt64) -> [String] {
    var random = Generator(state: seed)
    return (0..<count).map { _ in
      var bytes: [UInt8] = []
      for word in 0..<(1 + random.next(30)) {
        if word > 0 {
          let pick = random.next(20)
          bytes.append(pick == 0 ? 9 : pick == 1 ? 10 : 32)
          if random.next(8) == 0 { bytes.append(32) }
        }
        for _ in 0..<(1 + random.next(10)) { bytes.append(alphabet[random.next(alphabet.count)]) }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test("A long text measures as hb-shape shapes it whole: DejaVu Sans, 32,891 units")
  func longTextMatchesHBShape() throws {
    let dejaVu = try Font(FontDescription(family: "DejaVu Sans"), size: 2048)
    // hb-shape DejaVuSans.ttf 'Type a line of text, then Wrap it.': the 34 advances sum to
    // 32,891 (T=932 before y, kerned; space=651; comma=651; period=651).
    #expect(dejaVu.width(of: "Type a line of text, then Wrap it.") == 32891)
    let measured = MeasuredText("Type a line of text, then Wrap it.", measuring: dejaVu)
    // [T=0+932|y=1+1212|…]: T's hmtx advance is 1251, so 319 units of kerning come before y.
    #expect(measured.width(of: 0..<1) == 1251)
    #expect(measured.kerning(before: 1) == -319)
  }

  @Test(
    "Shaping word by word gives the advances and kerns of shaping the whole text",
    arguments: ["DejaVu Sans", "DejaVu Serif", "Inter", "Noto Sans"])
  func wordShapingMatchesWholeShaping(family: String) throws {
    let font = try Font(FontDescription(family: family), size: 12)
    let face = font.face
    let printable = Array(UInt8(33)...UInt8(126))
    for (index, text) in Self.texts(300, alphabet: printable, seed: 23).enumerated() {
      let pairKerning = index % 3 != 0
      var utf8 = text
      let clusters = Array(text)[...]
      let (byWords, whole) = utf8.withUTF8 { bytes in
        face.lock.lock()
        defer { face.lock.unlock() }
        return (
          face.wordShapedLocked(bytes, clusters: clusters.count, pairKerning),
          face.shapeLocked(bytes, clusters: clusters, pairKerning: pairKerning)
        )
      }
      #expect(byWords == whole, "\(family): \(text.debugDescription)")
    }
  }

  @Test("Text with a CR LF pair or a non-ASCII byte is shaped whole")
  func otherTextIsShapedWhole() throws {
    let face = try Font(FontDescription(family: "DejaVu Sans"), size: 12).face
    for text in ["one line\r\nand another one", "naïve words, shaped whole"] {
      var utf8 = text
      let result = utf8.withUTF8 { bytes in
        face.lock.lock()
        defer { face.lock.unlock() }
        return face.wordShapedLocked(bytes, clusters: text.count, true)
      }
      #expect(result == nil)
    }
  }

  @Test("The word cache stays bounded, and a text measures the same after it is emptied")
  func wordCacheIsBounded() throws {
    let font = try Font(FontDescription(family: "DejaVu Sans"), size: 17)
    let text = "Labels measure their text again whenever it changes, word by word."
    let before = font.width(of: text)
    // Distinct words: every pair of letters after a common stem, more than the cache holds.
    var words: [String] = []
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    outer: for first in letters {
      for second in letters {
        for third in letters {
          words.append("w\(first)\(second)\(third)")
          if words.count > FontFace.wordCacheLimit + 100 { break outer }
        }
      }
    }
    for start in stride(from: 0, to: words.count, by: 40) {
      _ = font.width(of: words[start..<min(start + 40, words.count)].joined(separator: " "))
    }
    font.face.lock.lock()
    let cached = font.face.words.count
    font.face.lock.unlock()
    #expect(cached <= FontFace.wordCacheLimit)
    #expect(font.width(of: text) == before)
    // The same face at another size scales the cached font units.
    let larger = try Font(FontDescription(family: "DejaVu Sans"), size: 34)
    #expect(abs(larger.width(of: text) - 2 * before) < 1e-9)
  }

  @Test("Break opportunities of plain words agree with ICU's line break iterator")
  func plainWordOpportunitiesMatchICU() {
    let alphabet = Array("abcXYZ ,.  ".utf8)
    for text in Self.texts(2000, alphabet: alphabet, seed: 14).map({
      String($0.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }) {
      var utf8 = text
      let fast = utf8.withUTF8 { UnicodeLineBreaks.plainWordOpportunities(in: $0) }
      let icu = UnicodeLineBreaks.opportunities(in: Array(text)[...])
      #expect(fast == icu, "\(text.debugDescription)")
    }
  }

  @Test("Digits, hyphens, quotes and other characters are left to ICU")
  func otherCharactersGoToICU() {
    for text in ["10 kg", "well-known", "\"quoted\" words", "a (b)", "tab\there"] {
      var utf8 = text
      #expect(utf8.withUTF8 { UnicodeLineBreaks.plainWordOpportunities(in: $0) } == nil)
    }
  }
}
