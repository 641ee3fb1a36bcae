/// A JSON value to print, with object keys in insertion order.
package enum JSONLine: Sendable {
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A number; a non-finite value prints as `null`.
  case double(Double)
  /// A string (scene names and machine text: no escaping beyond quotes and backslashes is
  /// needed, but control characters are escaped too).
  case string(String)
  /// An array.
  case array([JSONLine])
  /// An object, keys in order.
  case object([(String, JSONLine)])

  /// The value as one line of JSON (`{"a": 1, "b": [2, 3]}`, spaced like Python's `json.dumps`).
  package var text: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return value.isFinite ? value.description : "null"
    case .string(let value): return Self.quoted(value)
    case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ")
        + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
