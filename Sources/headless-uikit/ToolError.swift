/// A failure of a command that was asked correctly: a file it could not read or write.
///
/// A file missing, malformed or without the scene asked for is reported in one line
/// (`Error: …`) naming the file, with exit status 1.
///
/// The tool's errors, by audience: a mistake in the command line (an unknown option value,
/// example or device, an output name that is not `.png` or `.svg`) is a usage error that
/// swift-argument-parser reports with the command's usage and exit status 64 (options are
/// `ExpressibleByArgument` values and each command's `validate()` checks the rest); a problem
/// with the files the command was given is a `ToolError` (status 1); `--strict` findings exit
/// with status 1 after the report.
struct ToolError: Error, CustomStringConvertible {
  /// The message, naming what was wrong.
  let description: String

  /// Creates an error with a one-line message.
  init(_ description: String) {
    self.description = description
  }
}
