// lint-bench: times `headless-uikit lint` (the LayoutLint module) over a folder of Swift files,
// reading them once and checking them again and again: one JSON line per run and a summary
// line (lines per second, median of the runs) on standard output, machine information on
// standard error. See Benchmarks/README.md.

import BenchSupport
import Foundation
import LayoutLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the arguments, runs the checker, prints the lines; returns the exit status.
func runLintBench(_ arguments: [String]) -> Int32 {
  var folder = "Tests/Fixtures/UIKitSwift"
  var runs = 10
  var scanner = ArgumentScanner(arguments)
  do {
    while scanner.advance() {
      switch scanner.name {
      case "--runs": runs = max(1, Int(try scanner.positive()))
      case "--help", "-h":
        print(
          "usage: lint-bench [FOLDER] [--runs N]   (default Tests/Fixtures/UIKitSwift, 10 runs)")
        return 0
      default:
        guard !scanner.argument.hasPrefix("-") else {
          throw UsageError(message: "unknown option \(scanner.argument)")
        }
        folder = scanner.argument
      }
    }
  } catch let error as UsageError {
    FileHandle.standardError.write(Data("lint-bench: \(error.message)\n".utf8))
    return 2
  } catch {
    return 2
  }
  let linter = LayoutLinter(excludedFolders: ["stubs", ".build"])
  let sources: [(path: String, text: String)]
  do {
    sources = try linter.files(in: [folder]).filter { $0.hasSuffix(".swift") }.map { path in
      guard let data = FileManager.default.contents(atPath: path) else {
        throw LintError.unreadableFile(path, reason: "cannot be read")
      }
      return (path, String(decoding: data, as: UTF8.self))
    }
  } catch {
    FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
    return 2
  }
  FileHandle.standardError.write(Data((MachineInfo.line.text + "\n").utf8))
  var seconds: [Double] = []
  var report = LintReport(findings: [], failures: [], files: 0, lines: 0)
  for run in 1...runs {
    let start = Stopwatch.now()
    report = linter.lint(sources: sources)
    let elapsed = Stopwatch.now() - start
    seconds.append(elapsed)
    print(
      JSONLine.object([
        ("run", .int(run)), ("files", .int(report.files)), ("lines", .int(report.lines)),
        ("findings", .int(report.findings.count)), ("seconds", .double(elapsed)),
        ("lines_per_second", .double(Double(report.lines) / elapsed)),
      ]).text)
  }
  let median = Statistics.median(seconds)
  print(
    JSONLine.object([
      ("summary", .string(folder)), ("build", .string(MachineInfo.buildConfiguration)),
      ("files", .int(report.files)), ("lines", .int(report.lines)),
      ("findings", .int(report.findings.count)), ("runs", .int(runs)),
      ("median_seconds", .double(median)),
      ("lines_per_second", .double(Double(report.lines) / median)),
    ]).text)
  return 0
}

exit(runLintBench(Array(CommandLine.arguments.dropFirst())))
