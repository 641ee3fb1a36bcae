/// A file the checker was asked to read and could not: the command reports it in one line
/// naming the file and exits with status 1.
package enum LintError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file or folder exists at the path.
  case missingFile(String)
  /// The file exists but could not be read (permissions, not UTF-8 text).
  case unreadableFile(String, reason: String)
  /// A fix could not be written back.
  case unwritableFile(String, reason: String)

  /// The message, naming the file.
  package var description: String {
    switch self {
    case .missingFile(let path): "no such file or folder: \(path)"
    case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
    case .unwritableFile(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
