import HeadlessUIKit

/// Deterministic text for the label scenes: strings of 1 to about 400 characters made of words
/// of varied length, a few of them with line breaks.
///
/// The same index always gives the same string, on every machine and run.
enum TextContent {
  /// The font sizes the labels use, in points.
  static let fontSizes: [CGFloat] = [12, 17, 28]

  /// The width multi-line labels wrap at in `label-sizes`, in points.
  static let wrapWidth: CGFloat = 300

  /// The longest string, in characters.
  static let maximumLength = 400

  /// The string of item `index`: 1 to ``maximumLength`` characters; about one in six is at most
  /// 12 characters, half are 13 to 120, the rest up to 400, and every 23rd has a line break.
  static func text(_ index: Int) -> String {
    var random = SplitMix(seed: UInt64(index))
    let band = random.next() % 6
    let length: Int
    switch band {
    case 0: length = 1 + Int(random.next() % 12)
    case 1, 2, 3: length = 13 + Int(random.next() % 108)
    default: length = 121 + Int(random.next() % UInt64(maximumLength - 120))
    }
    let breakAfterWord = index % 23 == 5 ? 1 + Int(random.next() % 6) : -1
    var text = ""
    var word = 0
    while text.utf8.count < length {  // ASCII only: bytes are characters
      if !text.isEmpty { text += word == breakAfterWord ? "\n" : " " }
      let wordLength = 1 + Int(random.next() % 6) + Int(random.next() % 7)
      for position in 0..<wordLength {
        let letter = letters[Int(random.next() % UInt64(letters.count))]
        text.append(word == 0 && position == 0 ? Character(letter.uppercased()) : letter)
      }
      if random.next() % 9 == 0 { text.append(random.next() % 2 == 0 ? "," : ".") }
      word += 1
    }
    let cut = String(text.utf8.prefix(length)) ?? text
    let trimmed = cut.last == " " || cut.last == "\n" ? String(cut.dropLast()) : cut
    return trimmed.isEmpty ? "A" : trimmed
  }

  /// Letters weighted roughly as in English text.
  private static let letters: [Character] = Array(
    "eeeeeeeeeeeetttttttttaaaaaaaaoooooooiiiiiiinnnnnnnssssssrrrrrrhhhhhdddduuulllcccmmwwff"
      + "ggyyppbvkjxqz")

  /// The SplitMix64 generator: small, fast and the same everywhere.
  struct SplitMix {
    private var state: UInt64

    /// A generator started from `seed`.
    init(seed: UInt64) {
      state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
