import ArgumentParser
import Foundation
import LayoutLint

/// `headless-uikit lint PATH...`: reports the seed articles' layout mistakes (P1–P7) in Swift
/// files, with the storyboards and xibs among the paths telling which outlet views translate
/// their autoresizing masks.
///
/// Exit status: 0 when nothing is found, 1 when a finding (or a file that does not parse) is
/// reported, 2 for a missing path list, an unknown rule or a file that cannot be read (64 for an
/// option ArgumentParser itself rejects, such as an unknown format).
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Find layout mistakes (P1–P7) in UIKit Swift code, statically.",
    discussion: """
      Files and folders are read together: a class's UIKit ancestry is followed through all \
      of them, and storyboards and xibs given tell which outlets translate their masks. \
      Silence a rule on one line with `// headless-uikit:disable P1` at the end of it, or on \
      the next line with `// headless-uikit:disable:next P1` (no rule: all rules).
      """)

  /// How findings are printed.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// `file:line:column: warning: message [P3]`, as Xcode and most editors read.
    case xcode
    /// One JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning pages.
    case sarif
  }

  @Argument(help: "Swift files, storyboards, xibs and folders to check.")
  var paths: [String] = []

  @Option(help: "Output format: xcode, json or sarif.")
  var format: Format = .xcode

  @Option(
    name: .customLong("rule"),
    help: "Check only these rules (repeat the option: --rule P1 --rule P5).")
  var rules: [String] = []

  @Option(name: .customLong("exclude"), help: "Folder names to skip inside folders given.")
  var excluded: [String] = []

  @Flag(help: "Apply the safe fix-its (P5 call order, P7 flag) to the files, then report.")
  var fix = false

  /// Rejects a run without paths or with an unknown rule: a usage error (exit status 64, with
  /// the usage), as for every command of the tool.
  func validate() throws {
    var problem: String?
    if paths.isEmpty { problem = "give at least one file or folder" }
    for rule in rules where LintRule(rawValue: rule.uppercased()) == nil {
      problem = "unknown rule '\(rule)'; use P1 to P7"
    }
    // (ArgumentParser validates before it prints help: stay quiet then)
    let asksForHelp = CommandLine.arguments.contains { ["-h", "--help", "help"].contains($0) }
    guard let problem, !asksForHelp else { return }
    throw ValidationError(problem)
  }

  func run() throws {
    var linter = LayoutLinter()
    if !rules.isEmpty {
      linter.rules = Set(rules.compactMap { LintRule(rawValue: $0.uppercased()) })
    }
    linter.excludedFolders.formUnion(excluded)
    do {
      var report = try linter.lint(paths: paths)
      if fix {
        let applied = try LintFixer.fix(report)
        if applied > 0 {
          FileHandle.standardError.write(Data("applied \(applied) fix-its\n".utf8))
          report = try linter.lint(paths: paths)
        }
      }
      switch format {
      case .xcode: if !report.xcodeText.isEmpty { print(report.xcodeText) }
      case .json: print(report.json)
      case .sarif: print(report.sarif)
      }
      if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    } catch let error as LintError {
      // A file that cannot be read fails the command in one line naming it (ToolError).
      throw ToolError(error.description)
    }
  }
}
