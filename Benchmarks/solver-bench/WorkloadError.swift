import ConstraintSolver

/// Why a workload file cannot be benchmarked; every case names the file and the place in it.
///
/// The driver prints ``description`` as one line on standard error and exits with status 2.
enum WorkloadError: Error, Sendable, CustomStringConvertible {
  /// The file cannot be read (missing, a directory, no permission, too large).
  case unreadable(file: String, reason: String)
  /// The file is not well-formed JSON.
  case malformedJSON(file: String, JSONSyntaxError)
  /// The JSON is well-formed but does not follow `autolayout-bench/1`, at `place`.
  case invalid(file: String, place: SourcePlace, reason: String)
  /// The solver refused an operation of the build protocol (an unsatisfiable required
  /// constraint, a duplicate edit variable, …); `place` names the edit or constraint.
  case rejectedBySolver(file: String, place: String, SolverError)

  /// `FILE: place: reason`, on one line (long solver explanations are shortened).
  var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): cannot read: \(reason)"
    case .malformedJSON(let file, let error):
      return "\(file): malformed JSON at \(error)"
    case .invalid(let file, let place, let reason):
      return "\(file): \(place): \(reason)"
    case .rejectedBySolver(let file, let place, let error):
      return "\(file): \(place): rejected by the solver: \(oneLine(error.description))"
    }
  }
}

/// A place in a workload document: a path such as `constraints[17].op` and where that value
/// starts in the file.
struct SourcePlace: Sendable, CustomStringConvertible {
  /// The path from the top-level object, such as `constraints[17].terms`.
  let path: String
  /// The byte offset of the value.
  let offset: Int
  /// The 1-based line of the value.
  let line: Int

  /// `constraints[17].op (byte 2345, line 1)`.
  var description: String {
    "\(path) (byte \(offset), line \(line))"
  }
}

/// `text` on one line, cut to 400 characters.
///
/// - Parameter text: Any text.
/// - Returns: The text with line breaks replaced by spaces, shortened with `…` if needed.
func oneLine(_ text: String) -> String {
  let flat = String(text.map { $0.isNewline ? " " : $0 })
  return flat.count <= 400 ? flat : flat.prefix(400) + "…"
}
