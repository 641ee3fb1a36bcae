import Synchronization

@_implementationOnly import CHyphen

/// Where English words may be hyphenated: libhyphen with the US English patterns (Debian
/// packages `libhyphen-dev` and `hyphen-en-us`, decision TX15).
///
/// iOS hyphenates in the language of the user's first preferred language; the stand-in is US
/// English, whatever the text. Words of ASCII letters only are hyphenated (the patterns know no
/// others), keeping at least two letters before a hyphen and three after it (the patterns' own
/// `LEFTHYPHENMIN` and `RIGHTHYPHENMIN`). Without the patterns file nothing is hyphenated.
package enum Hyphenator {
  /// The patterns file `hyphen-en-us` installs.
  package static let patternsPath = "/usr/share/hyphen/hyph_en_US.dic"

  /// The loaded patterns (libhyphen's dictionary is read-only once loaded, but its calls are
  /// serialised anyway).
  private final class Dictionary: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<HyphenDict>?
    init() { pointer = hnj_hyphen_load(Hyphenator.patternsPath) }
  }

  private static let dictionary = Mutex<Dictionary?>(nil)

  /// Whether the patterns could be loaded.
  package static var isAvailable: Bool { loaded { $0 != nil } }

  private static func loaded<T>(_ body: (UnsafeMutablePointer<HyphenDict>?) -> T) -> T {
    dictionary.withLock { dictionary in
      if dictionary == nil { dictionary = Dictionary() }
      return body(dictionary?.pointer)
    }
  }

  /// The offsets in `word` (counted in characters) after which a hyphen may break it, in
  /// increasing order; empty for a word that is not all ASCII letters or has no point.
  package static func points(in word: some Collection<Character>) -> [Int] {
    guard word.count >= 5,
      word.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return [] }
    var bytes = Array(String(word).lowercased().utf8).map { CChar(bitPattern: $0) }
    let size = bytes.count
    bytes.append(0)
    return loaded { pointer -> [Int] in
      guard let pointer else { return [] }
      var hyphens = [CChar](repeating: 0, count: size + 5)
      var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      var pos: UnsafeMutablePointer<Int32>?
      var cut: UnsafeMutablePointer<Int32>?
      let failed = hnj_hyphen_hyphenate3(
        pointer, bytes, Int32(size), &hyphens, nil, &rep, &pos, &cut, 2, 3, 2, 3)
      if let rep {
        for index in 0..<size { free(rep[index]) }
        free(rep)
      }
      free(pos)
      free(cut)
      guard failed == 0 else { return [] }
      return (0..<size - 1).filter { hyphens[$0] & 1 == 1 }.map { $0 + 1 }
    }
  }
}
