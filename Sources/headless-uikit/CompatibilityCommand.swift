import ArgumentParser
import Foundation
import SourceCompatibility

/// `headless-uikit compat PATH...`: type-checks real UIKit code, unchanged, against
/// HeadlessUIKit and prints the compatibility table (groups that compile, errors by kind, the
/// most used missing APIs).
struct CompatibilityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compat",
    abstract: "Type-check UIKit Swift files against HeadlessUIKit and print what stops them.",
    discussion: """
      Each group of files is compiled as one module with `import UIKit` meaning HeadlessUIKit. \
      Imports of modules that do not exist here are commented out (the file keeps its lines); \
      a stub file per group can declare the app's own symbols. Errors are sorted into kinds: \
      missing UIKit API, Objective-C runtime, concurrency, Foundation on Linux, names renamed \
      before Swift 4.2, other.
      """)

  @Argument(help: "Swift files or folders (searched recursively).")
  var paths: [String]

  @Option(help: "How to split files into groups: prefix (name before the first '-'), folder, all.")
  var groupBy = GroupingOption.folder

  @Option(help: "A folder of stubs: <group>.swift declares a group's own symbols.")
  var stubs: String?

  @Option(help: "Swift language mode: 5, 6 or both.")
  var swiftVersion = SwiftVersionOption.five

  @Option(help: "The folder of compiled modules (default: Modules beside this executable).")
  var modules: String?

  @Option(help: "How many missing APIs to list.")
  var top: Int = 25

  @Flag(help: "Print one JSON object per group per line, then a summary line.")
  var json = false

  @Flag(help: "Print every error, with its file, line and kind.")
  var errors = false

  @Flag(
    help: """
      Type-check what the UIKitSourcesPlugin build plugin compiles: each group's files \
      rewritten by the uikit-sources transform (@objc, @IBOutlet, #selector... without the \
      Objective-C runtime) with their generated registration.
      """)
  var transform = false

  @Flag(help: "Exit with status 1 unless every group type-checks.")
  var strict = false

  func run() throws {
    let allClean: Bool
    do {
      allClean = try measure(grouping: groupBy.grouping, modes: swiftVersion.modes)
    } catch {
      throw ToolError(error.description)
    }
    if strict && !allClean { throw ExitCode.failure }
  }

  /// Checks every group in every mode and prints the tables; returns whether all were clean.
  private func measure(grouping: SourceGrouping, modes: [Int]) throws(CompatibilityError) -> Bool {
    let groups = try SourceGroup.discover(paths, grouping: grouping, stubs: stubs)
    let check = CompatibilityCheck(environment: try .current(modules: modules))
    var allClean = true
    for mode in modes {
      var results: [GroupResult] = []
      for group in groups {
        results.append(try check.check(group, languageMode: mode, transformed: transform))
      }
      let report = CompatibilityReport(results: results)
      print(json ? report.jsonLines() : report.text(topAPIs: top))
      if errors { printErrors(results) }
      allClean = allClean && results.allSatisfy(\.isClean)
    }
    return allClean
  }

  /// Prints each error as `file:line:column: [kind] message`.
  private func printErrors(_ results: [GroupResult]) {
    for result in results {
      for error in result.errors {
        let kind = error.classification.kind
        print("\(error.file):\(error.line):\(error.column): [\(kind.rawValue)] \(error.message)")
      }
    }
  }
}
