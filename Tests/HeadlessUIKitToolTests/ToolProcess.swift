import Foundation
import Testing

/// One run of the built `headless-uikit` executable.
struct ToolRun {
  /// The exit status: 0 on success, 1 when the command failed (a file it could not read or
  /// write, findings with `--strict`), 64 for a usage error.
  let status: Int32
  /// Standard output.
  let output: String
  /// Standard error.
  let errors: String

  /// Runs the tool (built beside the test bundle, as this target depends on it) with arguments.
  static func run(_ arguments: [String]) throws -> ToolRun {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Both pipes are drained before waiting, so a chatty tool cannot fill one and stall.
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  /// The built executable, next to the test bundle.
  private static func executable() throws -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("headless-uikit"),
      bundle.deletingLastPathComponent().appendingPathComponent("headless-uikit"),
    ]
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "build the tool first (swift build --build-tests)")
  }
}
