/// A failure the tool reports in one line (`Error: …`) with exit code 1: an unknown example,
/// device or option value, or a file that cannot be written.
struct ToolError: Error, CustomStringConvertible {
  /// The message, naming what was wrong.
  let description: String

  /// Creates an error with a one-line message.
  init(_ description: String) {
    self.description = description
  }
}
