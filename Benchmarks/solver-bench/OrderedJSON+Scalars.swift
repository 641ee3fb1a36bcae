/// Strings and numbers.
extension OrderedJSON {
  /// Parses the string starting at the opening quote at `index`.
  ///
  /// The raw bytes must be valid UTF-8 with no control characters; escapes are decoded, and a
  /// `\u` surrogate escape must be a high surrogate followed by a low one.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let open = index
    let start = index + 1
    var end = start
    var hasEscape = false
    var hasNonASCII = false
    while true {
      guard end < bytes.count else {
        throw failure("unterminated string (the file ends at byte \(bytes.count))", at: open)
      }
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        throw failure("control character \(describe(end)) in a string (must be escaped)", at: end)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        end += 2
        continue
      }
      if byte >= 0x80 { hasNonASCII = true }
      end += 1
    }
    if hasNonASCII, let bad = firstInvalidUTF8(in: start..<end) {
      throw failure("invalid UTF-8 in a string", at: bad)
    }
    index = end + 1
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if !hasEscape { return String(decoding: raw, as: UTF8.self) }
    return String(decoding: try unescape(start..<end), as: UTF8.self)
  }

  /// The UTF-8 bytes of a string's raw contents with its escapes decoded.
  private func unescape(_ range: Range<Int>) throws(JSONSyntaxError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var i = range.lowerBound
    while i < range.upperBound {
      let byte = bytes[i]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        i += 1
        continue
      }
      let escape = bytes[i + 1]  // in range: the scan stepped over it
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        let (scalar, length) = try unicodeEscape(at: i, end: range.upperBound)
        UTF8.encode(scalar) { out.append($0) }
        i += length
        continue
      default:
        throw failure("invalid escape: backslash followed by \(describe(i + 1))", at: i)
      }
      i += 2
    }
    return out
  }

  /// Decodes `\uXXXX` (or a surrogate pair `\uD83D\uDE00`) at `position`.
  ///
  /// - Returns: The scalar and the number of bytes the escape occupies (6 or 12).
  private func unicodeEscape(
    at position: Int, end: Int
  ) throws(JSONSyntaxError) -> (Unicode.Scalar, Int) {
    let first = try hexQuad(at: position + 2, end: end, escapeAt: position)
    switch first {
    case 0xD800...0xDBFF:
      let next = position + 6
      guard next + 1 < end, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u")
      else {
        throw failure("unpaired high surrogate escape in a string", at: position)
      }
      let second = try hexQuad(at: next + 2, end: end, escapeAt: next)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure("high surrogate escape not followed by a low surrogate", at: next)
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else {
        throw failure("invalid surrogate pair", at: position)
      }
      return (scalar, 12)
    case 0xDC00...0xDFFF:
      throw failure("unpaired low surrogate escape in a string", at: position)
    default:
      guard let scalar = Unicode.Scalar(first) else {
        throw failure("invalid \\u escape", at: position)
      }
      return (scalar, 6)
    }
  }

  /// The value of four hexadecimal digits at `position`.
  private func hexQuad(at position: Int, end: Int, escapeAt: Int) throws(JSONSyntaxError) -> UInt32
  {
    guard position + 4 <= end else {
      throw failure("\\u escape needs four hexadecimal digits", at: escapeAt)
    }
    var value: UInt32 = 0
    for i in position..<(position + 4) {
      let byte = bytes[i]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("\\u escape needs four hexadecimal digits", at: escapeAt)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The offset of the first byte in `range` that does not start a well-formed UTF-8
  /// sequence (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), if any.
  private func firstInvalidUTF8(in range: Range<Int>) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound {
      let lead = bytes[i]
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
      case 0xED: (length, secondRange) = (3, 0x80...0x9F)
      case 0xE1...0xEF: length = 3
      case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
      default: return i
      }
      guard i + length <= range.upperBound else { return i }
      if length > 1 {
        guard secondRange.contains(bytes[i + 1]) else { return i }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) {
          return i
        }
      }
      i += length
    }
    return nil
  }

  /// Parses a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(at: index) else {
      throw failure("expected a digit, found \(describe(index))", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) { throw failure("leading zero in a number", at: start) }
    } else {
      skipDigits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else {
        throw failure("expected a digit after '.', found \(describe(index))", at: index)
      }
      skipDigits()
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard isDigit(at: index) else {
        throw failure("expected a digit in the exponent, found \(describe(index))", at: index)
      }
      skipDigits()
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw failure("number \(text.prefix(40)) is out of the range of a Double", at: start)
    }
    return value
  }

  /// Whether the byte at `position` is an ASCII digit.
  private func isDigit(at position: Int) -> Bool {
    position < bytes.count && bytes[position] >= UInt8(ascii: "0")
      && bytes[position] <= UInt8(ascii: "9")
  }

  /// Advances `index` past a run of digits.
  private mutating func skipDigits() {
    while isDigit(at: index) { index += 1 }
  }
}
