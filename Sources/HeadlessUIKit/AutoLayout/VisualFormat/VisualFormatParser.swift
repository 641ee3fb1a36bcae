/// Reads a visual format string into a ``VisualFormat``, the way UIKit's parser reads it.
///
/// One pass, left to right, over the ASCII bytes of the string, stopping at the first error.
/// There is no whitespace anywhere in the language: a space is an error wherever it appears.
/// Where UIKit's parser is more lenient than Apple's published grammar, this parser is too: a
/// connection's predicate may carry a relation and a priority without parentheses
/// (`[a]->=8@750-[b]`), and a view's predicate may omit the relation (`[a(b)]`).
///
///     let format = try VisualFormatParser.parse("H:|-[a(>=44)]-[b]|")
///     // format.items: |, [a(>=44)], [b], |; format.connections: standard, standard, flush
///
/// Errors carry UIKit's reason and the offset UIKit's caret points at, plus what was read
/// before the error (``VisualFormatError/parsed``).
package struct VisualFormatParser {
  /// The format's bytes.
  private let bytes: [UInt8]

  /// The offset of the next byte to read.
  var position = 0

  /// The format read so far.
  private var format = VisualFormat()

  private init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// Parses a visual format string.
  ///
  /// - Parameter string: The format, for example `"V:|-[title]-8-[body(>=20@750)]-|"`.
  /// - Returns: The parsed format.
  /// - Throws: ``VisualFormatError`` with UIKit's reason and offset for the first error.
  package static func parse(_ string: String) throws(VisualFormatError) -> VisualFormat {
    var parser = VisualFormatParser(string)
    try parser.parseFormat()
    return parser.format
  }

  /// `("H:" | "V:")? item (connection item)*`, with `|` allowed only at either end.
  private mutating func parseFormat() throws(VisualFormatError) {
    guard !bytes.isEmpty else { throw VisualFormatError(.emptyFormat, at: nil) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      throw VisualFormatError(.nonASCIIFormat, at: nil)
    }
    try parseOrientation()
    if peek == Byte.bar {
      position += 1
      format.items.append(.superview(end: position))
      guard position < bytes.count else { throw failure(.expectedConnectionAfterSuperview) }
      try parseConnection()
    }
    try parseView()
    while position < bytes.count {
      try parseConnection()
      switch peek {
      case Byte.openBracket:
        try parseView()
      case Byte.bar:
        position += 1
        format.items.append(.superview(end: position))
        guard position == bytes.count else { throw failure(.expectedEndOfFormat) }
      default:
        throw failure(.expectedViewOrSuperview)
      }
    }
  }

  /// `H:` or `V:` at the very start; anything else leaves the format horizontal.
  private mutating func parseOrientation() throws(VisualFormatError) {
    guard let first = peek, first == Byte.letterH || first == Byte.letterV else { return }
    format.orientation = first == Byte.letterV ? .vertical : .horizontal
    position = 1
    guard peek == Byte.colon else {
      throw failure(.expectedColon(after: Character(Unicode.Scalar(first))))
    }
    position = 2
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(VisualFormatError) {
    guard peek == Byte.openBracket else { throw failure(.expectedView) }
    position += 1
    guard position < bytes.count else { throw failure(.expectedView) }
    let name = scanName()
    guard !name.isEmpty else { throw failure(.invalidViewName) }
    format.items.append(.view(VisualFormat.View(name: name, nameEnd: position, end: nil)))
    switch peek {
    case Byte.closeBracket:
      position += 1
    case Byte.openParenthesis:
      position += 1
      guard position < bytes.count else { throw failure(.unfinishedView) }
      try parsePredicateList(inView: true)
      guard peek == Byte.closeParenthesis else { throw failure(.unclosedViewPredicates) }
      position += 1
      guard peek == Byte.closeBracket else { throw failure(.expectedBracketAfterPredicates) }
      position += 1
    default:
      throw failure(.expectedBracket)
    }
    let end = position
    updateLastView { $0.end = end }
  }

  /// Nothing (flush), a lone `-` before `[` or `|` (standard space), or `-predicate-` /
  /// `-(predicates)-`.
  private mutating func parseConnection() throws(VisualFormatError) {
    guard peek == Byte.hyphen else {
      format.connections.append(.flush)
      return
    }
    position += 1
    if peek == Byte.openBracket || peek == Byte.bar {
      format.connections.append(.standard)
      return
    }
    format.connections.append(.predicates([]))
    switch peek {
    case Byte.hyphen:
      throw failure(.ambiguousMinusSign)
    case Byte.openParenthesis:
      position += 1
      try parsePredicateList(inView: false)
      guard peek == Byte.closeParenthesis else { throw failure(.unclosedConnectionPredicates) }
      position += 1
    default:
      try parsePredicate(inView: false)
    }
    switch peek {
    case Byte.hyphen: position += 1
    case Byte.comma: throw failure(.expectedHyphenBeforeList)
    default: throw failure(.expectedHyphen)
    }
  }

  /// An error at the current offset, carrying the format read so far.
  ///
  /// - Parameter reason: The problem.
  /// - Returns: The error to throw.
  func failure(_ reason: VisualFormatError.Reason) -> VisualFormatError {
    VisualFormatError(reason, at: position, parsed: format)
  }

  /// The byte at the current offset, `nil` at the end.
  var peek: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// The byte at an offset, `nil` past the end.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The byte.
  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// The bytes between two offsets, as a string.
  ///
  /// - Parameter range: The offsets.
  /// - Returns: The text.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`) at the current offset; empty if none
  /// starts there.
  ///
  /// - Returns: The identifier.
  mutating func scanName() -> String {
    let start = position
    guard let first = peek, Byte.isIdentifierHead(first) else { return "" }
    position += 1
    while let byte = peek, Byte.isIdentifierHead(byte) || Byte.isDigit(byte) { position += 1 }
    return text(start..<position)
  }

  /// Adds a predicate to the view or connection being read.
  ///
  /// - Parameters:
  ///   - predicate: The predicate.
  ///   - inView: Whether it belongs to the last view rather than the last connection.
  mutating func append(_ predicate: VisualFormat.Predicate, inView: Bool) {
    if inView {
      updateLastView { $0.predicates.append(predicate) }
    } else if case .predicates(var list) = format.connections.last {
      list.append(predicate)
      format.connections[format.connections.count - 1] = .predicates(list)
    }
  }

  /// Sets the priority of the predicate read last.
  ///
  /// - Parameters:
  ///   - priority: The priority operand.
  ///   - inView: Whether the predicate belongs to the last view.
  mutating func setLastPriority(_ priority: VisualFormat.Operand, inView: Bool) {
    if inView {
      updateLastView { view in
        if !view.predicates.isEmpty {
          view.predicates[view.predicates.count - 1].priority = priority
        }
      }
    } else if case .predicates(var list) = format.connections.last, !list.isEmpty {
      list[list.count - 1].priority = priority
      format.connections[format.connections.count - 1] = .predicates(list)
    }
  }

  /// Changes the view read last.
  private mutating func updateLastView(_ change: (inout VisualFormat.View) -> Void) {
    guard case .view(var view) = format.items.last else { return }
    change(&view)
    format.items[format.items.count - 1] = .view(view)
  }
}

extension VisualFormatParser {
  /// The ASCII bytes the language uses.
  enum Byte {
    static let bar = UInt8(ascii: "|")
    static let hyphen = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let at = UInt8(ascii: "@")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let letterH = UInt8(ascii: "H")
    static let letterV = UInt8(ascii: "V")

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a byte is an ASCII hexadecimal digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
      isDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte & 0xDF)
    }

    /// Whether a byte may start a C identifier: an ASCII letter or `_`.
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte & 0xDF)
    }

    /// The byte as upper case, for comparing ASCII letters without regard to case.
    static func upper(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }
  }
}
