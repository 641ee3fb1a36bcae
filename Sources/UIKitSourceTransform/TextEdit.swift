/// A replacement of a range of a file's UTF-8 text.
struct TextEdit: Sendable {
  /// The UTF-8 offsets replaced.
  var range: Range<Int>
  /// The new text.
  var replacement: String

  /// Replaces `range` with spaces, keeping its line breaks: every later line keeps its number
  /// and the rest of the line its column.
  static func blank(_ range: Range<Int>, in text: [UInt8]) -> TextEdit {
    var bytes: [UInt8] = []
    for byte in text[range] { bytes.append(byte == UInt8(ascii: "\n") ? byte : UInt8(ascii: " ")) }
    return TextEdit(range: range, replacement: String(decoding: bytes, as: UTF8.self))
  }

  /// Replaces `range` with `replacement`, followed by as many line breaks as the range had.
  static func replace(_ range: Range<Int>, in text: [UInt8], with replacement: String) -> TextEdit {
    let breaks = text[range].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return TextEdit(
      range: range, replacement: replacement + String(repeating: "\n", count: breaks))
  }

  /// Applies edits to the bytes in `range` of `text`.
  ///
  /// An edit that overlaps one before it (in order of start) is dropped; edits outside `range`
  /// are ignored.
  static func apply(_ edits: [TextEdit], to text: [UInt8], in range: Range<Int>) -> String {
    var result: [UInt8] = []
    var position = range.lowerBound
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where edit.range.lowerBound >= position && edit.range.upperBound <= range.upperBound {
      result += text[position..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    result += text[position..<range.upperBound]
    return String(decoding: result, as: UTF8.self)
  }
}
