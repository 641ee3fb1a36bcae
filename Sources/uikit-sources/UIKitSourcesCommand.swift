import ArgumentParser
import Foundation
import UIKitSourceTransform

/// `uikit-sources --module NAME --output DIR FILE...`: rewrites UIKit sources for Linux.
///
/// It writes compilable copies of the files without the Objective-C runtime's attributes, and
/// the runtime registration of their declarations (`UIKitRuntimeRegistration.swift`). The
/// `UIKitSourcesPlugin` build plugin runs it; it can also be run by hand.
@main
struct UIKitSourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uikit-sources",
    abstract: "Rewrite UIKit Swift sources for Linux: @objc, @IBOutlet and #selector without "
      + "the Objective-C runtime.",
    discussion: """
      Each FILE is copied to the output folder, rewritten so that Swift on Linux compiles it \
      (attributes Linux refuses removed, #selector replaced by the Objective-C selector name, \
      optional protocol requirements and overrides in extensions made compilable), with \
      #sourceLocation directives pointing at the original lines. UIKitRuntimeRegistration.swift \
      declares registerUIKitRuntime(). Problems are printed as file:line:column: error: ... \
      and nothing is written.
      """)

  @Option(help: "The module the copies are compiled into (Objective-C class names Module.Class).")
  var module: String

  @Option(help: "The folder the copies and the registration file are written to.")
  var output: String

  @Flag(help: "Print the output file names and the time taken.")
  var verbose = false

  @Argument(help: "The Swift files of the target.")
  var files: [String]

  func run() throws {
    let start = Date()
    var sources: [SourceText] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        FileHandle.standardError.write(
          Data("\(path):1:1: error: cannot read the file as UTF-8 text\n".utf8))
        throw ExitCode.failure
      }
      sources.append(SourceText(path: path, text: text))
    }
    let result = SourceTransform(moduleName: module).run(sources)
    guard result.diagnostics.isEmpty else {
      for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
      }
      throw ExitCode.failure
    }
    var outputs = result.files.map { ($0.outputName, $0.text) }
    outputs.append((SourceTransform.registrationFileName, result.registration))
    try OutputWriter.write(outputs, to: URL(fileURLWithPath: output, isDirectory: true))
    if verbose {
      let lines = sources.reduce(0) {
        $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count
      }
      let seconds = Date().timeIntervalSince(start)
      print(
        "uikit-sources: \(sources.count) files, \(lines) lines in \(String(format: "%.3f", seconds)) s"
      )
    }
  }
}

/// Writes the outputs so that no half-written file is ever seen: each goes to a temporary file
/// in the folder and is renamed over its name; a file whose text is unchanged is left alone
/// (its date too, so the compiler does not rebuild it).
enum OutputWriter {
  static func write(_ files: [(String, String)], to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      let destination = folder.appendingPathComponent(name)
      let data = Data(text.utf8)
      if FileManager.default.contents(atPath: destination.path) == data { continue }
      let temporary = folder.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
      try data.write(to: temporary)
      // rename(2) replaces the destination in one step.
      guard rename(temporary.path, destination.path) == 0 else {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw ValidationError(
          "cannot write \(destination.path): \(String(cString: strerror(code)))")
      }
    }
  }
}
