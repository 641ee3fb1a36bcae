/// Predicates, relations and operands: the parts inside `-( … )-` and `[view( … )]`.
extension VisualFormatParser {
  /// `predicate ("," predicate)*`.
  ///
  /// - Parameter inView: Whether the predicates constrain the last view's size rather than
  ///   the last connection.
  /// - Throws: The first syntax error.
  mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) {
    while true {
      try parsePredicate(inView: inView)
      guard peek == Byte.comma else { return }
      position += 1
    }
  }

  /// `relation? operand ("@" operand)?`.
  ///
  /// The predicate is recorded as soon as its operand is read, before its priority, so that a
  /// problem with the operand is reported before a syntax error in the priority, as UIKit
  /// reports it.
  ///
  /// - Parameter inView: Whether the predicate constrains the last view's size.
  /// - Throws: The first syntax error.
  mutating func parsePredicate(inView: Bool) throws(VisualFormatError) {
    let relation = try parseRelation()
    let object = try parseOperand()
    append(VisualFormat.Predicate(relation: relation, object: object), inView: inView)
    guard peek == Byte.at else { return }
    position += 1
    setLastPriority(try parseOperand(), inView: inView)
  }

  /// `==`, `<=` or `>=`; no operator means `==` and reads nothing.
  private mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
    let relation: VisualFormat.Relation
    switch peek {
    case nil: throw failure(.expectedMoreInput)
    case Byte.less: relation = .lessThanOrEqual
    case Byte.greater: relation = .greaterThanOrEqual
    case Byte.equals: relation = .equal
    default: return .equal
    }
    position += 1
    guard peek == Byte.equals else { throw failure(.unknownRelation) }
    position += 1
    return relation
  }

  /// A number (starting with a digit or `-`) or a name (starting with a letter or `_`).
  private mutating func parseOperand() throws(VisualFormatError) -> VisualFormat.Operand {
    guard let first = peek else { throw failure(.expectedOperand) }
    if first == Byte.hyphen || Byte.isDigit(first) {
      guard let (value, length) = scanNumber(at: position) else {
        throw failure(.malformedNumber)
      }
      position += length
      return VisualFormat.Operand(.number(value), end: position)
    }
    guard Byte.isIdentifierHead(first) else { throw failure(.expectedOperand) }
    let name = scanName()
    return VisualFormat.Operand(.name(name), end: position)
  }

  /// Reads the longest number C's `strtod` reads at an offset, in the C locale: an optional
  /// sign, then a decimal number with optional fraction and exponent, a hexadecimal number
  /// (`0x1.8p3`), `inf`, `infinity` or `nan`.
  ///
  /// An exponent without digits (`1e`) is not part of the number, as in `strtod`.
  ///
  /// - Parameter start: The offset of the first byte.
  /// - Returns: The value and the number of bytes read, or `nil` if no number starts there.
  func scanNumber(at start: Int) -> (value: Double, length: Int)? {
    var index = start
    var sign: Double = 1
    if let byte = byte(at: index), byte == Byte.hyphen || byte == Byte.plus {
      sign = byte == Byte.hyphen ? -1 : 1
      index += 1
    }
    if let length = scanWord("INFINITY", at: index) ?? scanWord("INF", at: index) {
      return (sign * .infinity, index + length - start)
    }
    if let length = scanWord("NAN", at: index) {
      return (.nan, index + length + scanNaNPayload(at: index + length) - start)
    }
    let hexDigits = scanHexadecimalDigits(at: index)
    let digits = hexDigits ?? scanDecimalDigits(at: index)
    guard digits > 0, let value = Double(text(index..<index + digits)) else { return nil }
    return (sign * value, index + digits - start)
  }

  /// The length of a decimal number without sign at an offset (0 if none):
  /// `digits ("." digits)?` or `"." digits`, then `[eE] [+-]? digits` when digits follow.
  private func scanDecimalDigits(at start: Int) -> Int {
    let mantissa = scanMantissa(at: start, isDigit: Byte.isDigit)
    guard mantissa.digits > 0 else { return 0 }
    let end = start + mantissa.length
    return mantissa.length + scanExponent(at: end, marker: UInt8(ascii: "E"))
  }

  /// The length of a hexadecimal number without sign at an offset (`0x`, hexadecimal digits,
  /// optional fraction, optional binary exponent), or `nil` if there is none.
  private func scanHexadecimalDigits(at start: Int) -> Int? {
    guard byte(at: start) == UInt8(ascii: "0"),
      let x = byte(at: start + 1), Byte.upper(x) == UInt8(ascii: "X")
    else { return nil }
    let mantissa = scanMantissa(at: start + 2, isDigit: Byte.isHexDigit)
    guard mantissa.digits > 0 else { return nil }
    let end = start + 2 + mantissa.length
    return end - start + scanExponent(at: end, marker: UInt8(ascii: "P"))
  }

  /// Digits, then optionally a point and more digits.
  ///
  /// - Returns: The number of digits and the number of bytes (digits and point).
  private func scanMantissa(
    at start: Int, isDigit: (UInt8) -> Bool
  ) -> (digits: Int, length: Int) {
    let integer = count(from: start, while: isDigit)
    guard byte(at: start + integer) == Byte.dot else { return (integer, integer) }
    let fraction = count(from: start + integer + 1, while: isDigit)
    return (integer + fraction, integer + 1 + fraction)
  }

  /// The number of bytes from an offset that satisfy a predicate.
  private func count(from start: Int, while predicate: (UInt8) -> Bool) -> Int {
    var index = start
    while let byte = byte(at: index), predicate(byte) { index += 1 }
    return index - start
  }

  /// The length of an exponent (`marker`, optional sign, digits) at an offset, or 0 if there is
  /// no complete exponent.
  private func scanExponent(at start: Int, marker: UInt8) -> Int {
    guard let first = byte(at: start), Byte.upper(first) == marker else { return 0 }
    var index = start + 1
    if let sign = byte(at: index), sign == Byte.plus || sign == Byte.hyphen { index += 1 }
    let digits = count(from: index, while: Byte.isDigit)
    return digits > 0 ? index + digits - start : 0
  }

  /// The length of `word` (upper-case letters) at an offset, ignoring case, or `nil`.
  private func scanWord(_ word: String, at start: Int) -> Int? {
    for (index, letter) in word.utf8.enumerated() {
      guard let byte = byte(at: start + index), Byte.upper(byte) == letter else { return nil }
    }
    return word.utf8.count
  }

  /// The length of a `(letters, digits and underscores)` payload after `nan`, or 0.
  private func scanNaNPayload(at start: Int) -> Int {
    guard byte(at: start) == Byte.openParenthesis else { return 0 }
    let payload = count(from: start + 1) { Byte.isIdentifierHead($0) || Byte.isDigit($0) }
    return byte(at: start + 1 + payload) == Byte.closeParenthesis ? payload + 2 : 0
  }
}
