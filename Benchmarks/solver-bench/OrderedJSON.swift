/// A strict, order-preserving JSON reader (RFC 8259).
///
/// Objects keep their members in document order. The reader is strict: it rejects trailing
/// commas, comments, a byte-order mark, duplicate keys, invalid UTF-8, unpaired surrogate
/// escapes, control characters inside strings, numbers a `Double` cannot hold, anything after
/// the value, and nesting deeper than ``maximumDepth``. Every rejection is a
/// ``JSONSyntaxError`` naming the byte offset, line and column; no input makes it trap.
struct OrderedJSON {
  /// The deepest nesting of arrays and objects accepted (workload files need 4).
  static let maximumDepth = 64

  /// Parses a complete JSON text.
  ///
  /// - Parameter bytes: The UTF-8 source text.
  /// - Returns: The top-level value.
  /// - Throws: ``JSONSyntaxError`` at the first malformation.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var reader = OrderedJSON(buffer)
      do throws(JSONSyntaxError) {
        return .success(try reader.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses the whole text: one value, surrounded only by whitespace.
  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      throw failure("byte-order mark at the start of the text (not allowed in JSON)", at: 0)
    }
    skipWhitespace()
    if index == bytes.count {
      throw failure(bytes.isEmpty ? "empty file" : "no JSON value (only whitespace)", at: index)
    }
    let node = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw failure("unexpected \(describe(index)) after the top-level value", at: index)
    }
    return node
  }

  /// Parses the value starting at `index` (whitespace already skipped).
  mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    guard index < bytes.count else {
      throw failure("unexpected end of file, expected a value", at: index)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), offset: start)
    case UInt8(ascii: "["): return JSONNode(value: try parseArray(), offset: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONNode(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), offset: start)
    default:
      throw failure("unexpected \(describe(index)), expected a value", at: index)
    }
  }

  /// Parses an object; members keep document order and keys must be unique.
  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    index += 1  // "{"
    var members: [JSONMember] = []
    var keys: Set<String>? = nil  // built once the object is large enough to need it
    skipWhitespace()
    if consume(UInt8(ascii: "}")) {
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      let keyOffset = index
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a string key, found \(describe(index))", at: index)
      }
      let key = try parseString()
      if isDuplicate(key, in: members, keys: &keys) {
        throw failure("duplicate key \"\(key)\" in object", at: keyOffset)
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw failure("expected ':' after key, found \(describe(index))", at: index)
      }
      skipWhitespace()
      members.append(JSONMember(key: key, node: try parseValue()))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { break }
      throw failure(
        "expected ',' or '}' after an object member, found \(describe(index))", at: index)
    }
    depth -= 1
    return .object(members)
  }

  /// Whether `key` is already among `members`; switches to a set for large objects.
  private func isDuplicate(
    _ key: String, in members: [JSONMember], keys: inout Set<String>?
  ) -> Bool {
    if members.count < 16 {
      return members.contains { $0.key == key }
    }
    if keys == nil { keys = Set(members.map(\.key)) }
    return !(keys?.insert(key).inserted ?? true)
  }

  /// Parses an array.
  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    index += 1  // "["
    var elements: [JSONNode] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) {
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { break }
      throw failure(
        "expected ',' or ']' after an array element, found \(describe(index))", at: index)
    }
    depth -= 1
    return .array(elements)
  }

  /// Counts one more level of nesting, refusing to go deeper than ``maximumDepth``.
  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nesting deeper than \(Self.maximumDepth) levels", at: index)
    }
  }

  /// Consumes `byte` if it is next.
  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Consumes `literal` (`true`, `false` or `null`) exactly.
  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = index
    let count = literal.utf8CodeUnitCount
    var matched = 0
    while matched < count, index < bytes.count, bytes[index] == literal.utf8Start[matched] {
      index += 1
      matched += 1
    }
    if matched < count {
      throw failure("invalid literal, expected '\(literal)'", at: start)
    }
  }

  /// Skips JSON whitespace (space, tab, line feed, carriage return).
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// `'x'` for a printable ASCII byte, `byte 0xNN` otherwise, `end of file` past the end.
  func describe(_ position: Int) -> String {
    guard position < bytes.count else { return "end of file" }
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" : "")\(hex)"
  }

  /// A syntax error at `offset`, with its line and column.
  func failure(_ reason: String, at offset: Int) -> JSONSyntaxError {
    let (line, column) = lineAndColumn(of: offset, in: bytes)
    return JSONSyntaxError(reason: reason, offset: offset, line: line, column: column)
  }
}
