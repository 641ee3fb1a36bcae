/// A parsed JSON value together with the byte offset where it starts in its source text.
///
/// Offsets let later validation report where in the file a value that is well-formed JSON but
/// wrong for the workload format (an unknown variable, a bad `op`) was found.
struct JSONNode: Sendable {
  /// The value.
  let value: JSONValue
  /// The byte offset of the value's first character in the source text.
  let offset: Int
}

/// One member of a JSON object: a key and its value, kept in document order.
struct JSONMember: Sendable {
  /// The key.
  let key: String
  /// The value.
  let node: JSONNode
}

/// A JSON value whose objects keep their members in document order.
///
/// Order matters for the workloads: constraint order and the key order inside `terms` decide
/// the order in which the solver creates symbols. Foundation's `JSONSerialization` loses it.
enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (always finite: the reader rejects numbers a `Double` cannot hold).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONNode])
  /// An object, members in document order (keys are unique: the reader rejects duplicates).
  case object([JSONMember])

  /// The JSON type, for error messages, such as `an object` or `a number`.
  var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A place in a source text where the JSON is malformed, with the reason.
struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, such as `expected ',' or '}' after an object member`.
  let reason: String
  /// The byte offset of the offending character (the text's length at an unexpected end).
  let offset: Int
  /// The 1-based line of `offset`.
  let line: Int
  /// The 1-based column of `offset`, counted in bytes.
  let column: Int

  /// `byte 1234 (line 1, column 1235): reason`.
  var description: String {
    "byte \(offset) (line \(line), column \(column)): \(reason)"
  }
}

/// The 1-based line and byte column of `offset` in `bytes`.
///
/// - Parameters:
///   - offset: A byte offset, at most `bytes.count`.
///   - bytes: The source text.
/// - Returns: The line and column.
func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)
{
  var line = 1
  var lineStart = 0
  let end = min(max(offset, 0), bytes.count)
  var index = 0
  while index < end {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }
  return (line, end - lineStart + 1)
}
