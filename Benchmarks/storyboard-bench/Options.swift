import BenchSupport
import Foundation

/// The command line: `[CORPUS_DIR] [--document NAME]... [--budget S] [--max-reps N]`.
struct Options: Sendable {
  /// The directory of `.storyboard` and `.xib` files.
  var directory = Options.defaultDirectory
  /// Seconds of timing per document.
  var budget = 1.0
  /// The most repetitions per document.
  var maximumRepetitions = 200
  /// The file names given with `--document`; empty means every document of the directory.
  var documents: [String] = []
  /// Whether `--help` was given.
  var showHelp = false

  /// `Tests/Fixtures/InterfaceBuilder` of the repository this file was compiled in (the corpus
  /// the fidelity tests use, with its licences and sources).
  static var defaultDirectory: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Fixtures/InterfaceBuilder").path
  }

  /// Parses the arguments (without the program name); `--budget=S` and the like also work.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option, a second directory or a bad value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var directoryGiven = false
    var scanner = ArgumentScanner(arguments)
    while scanner.advance() {
      let (name, argument) = (scanner.name, scanner.argument)
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--document": options.documents.append(try scanner.value())
      case "--budget": options.budget = try scanner.positive()
      case "--max-reps": options.maximumRepetitions = max(1, Int(try scanner.positive()))
      default:
        if argument.hasPrefix("-") { throw UsageError(message: "unknown option \(name)") }
        if directoryGiven {
          throw UsageError(message: "unexpected argument \"\(argument)\" (one directory only)")
        }
        options.directory = argument
        directoryGiven = true
      }
    }
    return options
  }

  /// One-line usage.
  static let usage =
    "usage: storyboard-bench [CORPUS_DIR] [--document NAME]... [--budget S] [--max-reps N]"

  /// The `--help` text.
  static let help = """
    \(usage)

    For each .storyboard and .xib in CORPUS_DIR (default: the repository's
    Tests/Fixtures/InterfaceBuilder), times per repetition: parsing (IBDocument.load), building and laying
    out every scene on the document's device (StoryboardSceneLayout.layOut), and rendering every
    laid-out scene to PNG bytes in memory at the device's scale (display list, raster, PNG).
    Repeats for --budget seconds per document (default 1, at least 3 and at most --max-reps
    repetitions, default 200) and prints, as one JSON line per document on standard output, the
    median and worst time of each step and of their total, then a summary line (total of the
    medians, the median document, the worst document). Machine information goes to standard
    error. Build in release mode (Benchmarks/run-storyboard-bench.sh does).
    """
}
