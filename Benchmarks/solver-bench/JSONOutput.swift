/// A JSON value to print, with object keys in insertion order.
enum JSONOutput: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A number; non-finite values print as `null` (JSON has no NaN or infinity).
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object, keys in order.
  case object([(String, JSONOutput)])

  /// The value as compact JSON text (`{"a": 1, "b": [2, 3]}`, spaced like Python's
  /// `json.dumps`).
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the value's JSON text to `out`.
  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .double(let value): out += value.isFinite ? value.description : "null"
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let elements):
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += ", " }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += ", " }
        Self.writeString(key, to: &out)
        out += ": "
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// Appends `value` as a quoted JSON string, escaping quotes, backslashes and controls.
  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
