import Foundation

/// A group's files copied into a scratch folder, ready for the compiler: imports of modules that
/// do not exist here are commented out in place, so every line keeps its number.
///
/// The modules that stay imported are Swift's own, Foundation's and Dispatch's, and those in the
/// compiled-modules folder (HeadlessUIKit, UIKit, QuartzCore, CoreGraphics...). A stub's first
/// line may name third-party modules whose symbols it declares (`// stub-modules: SnapKit`);
/// their imports are commented out too.
struct PreparedGroup {
  /// The copies, in the order of the group's files, then the stub.
  var files: [URL]
  /// The original file of each copy, by the copy's path.
  var originals: [String: URL]
  /// The modules whose imports were commented out (not available here), sorted.
  var droppedImports: [String]
  /// The names of the files with code only for Apple platforms (see ``appleOnlyCondition(in:)``).
  var appleOnlyConditionalFiles: [String]

  /// Modules that come with the Swift toolchain on Linux.
  static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl", "XCTest", "Testing",
    "Observation", "RegexBuilder", "Synchronization", "Distributed", "_Concurrency",
    "_StringProcessing",
  ]

  /// Copies a group into `scratch`, commenting out the imports of modules not in `available`.
  ///
  /// - Parameters:
  ///   - group: The files.
  ///   - available: The modules that can be imported.
  ///   - scratch: The folder the copies go to.
  ///   - replacements: Texts to use instead of files' own, by path (the transform's copies).
  ///   - extraFiles: Files to add, by name and text (the transform's registration file).
  /// - Throws: ``CompatibilityError/unreadableFile(_:)`` for a file that is not UTF-8 text,
  ///   ``CompatibilityError/scratchUnwritable(_:)`` when a copy cannot be written.
  init(
    _ group: SourceGroup, available: Set<String>, scratch: URL,
    replacing replacements: [String: String] = [:], extraFiles: [(String, String)] = []
  ) throws(CompatibilityError) {
    let extraFolder = scratch.appendingPathComponent("generated", isDirectory: true)
    let sources =
      group.files + (group.stub.map { [$0] } ?? [])
      + extraFiles.map { extraFolder.appendingPathComponent($0.0) }
    var texts: [String] = []
    for file in sources {
      if let text = replacements[file.path]
        ?? extraFiles.first(where: {
          extraFolder.appendingPathComponent($0.0) == file
        })?.1
      {
        texts.append(text)
        continue
      }
      guard let data = FileManager.default.contents(atPath: file.path),
        let text = String(data: data, encoding: .utf8)
      else { throw .unreadableFile(file.path) }
      texts.append(text)
    }
    let stubModules =
      group.stub == nil ? [] : Self.stubModules(in: texts[group.files.count])
    var dropped: Set<String> = []
    files = []
    originals = [:]
    appleOnlyConditionalFiles = zip(sources, texts)
      .filter { Self.appleOnlyCondition(in: $0.1) }
      .map { $0.0.lastPathComponent }
    for (index, (file, text)) in zip(sources, texts).enumerated() {
      let (prepared, droppedHere) = Self.commentingOutImports(
        in: text, keeping: available.subtracting(stubModules))
      dropped.formUnion(droppedHere)
      // One folder per file keeps every name (`main.swift` stays the main file) without clashes.
      let folder = scratch.appendingPathComponent(String(index), isDirectory: true)
      let copy = folder.appendingPathComponent(file.lastPathComponent)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(prepared.utf8).write(to: copy)
      } catch {
        throw .scratchUnwritable(scratch.path)
      }
      files.append(copy)
      originals[copy.path] = file
    }
    droppedImports = dropped.subtracting(stubModules).sorted()
  }

  /// Whether a file has a compilation condition that only Apple platforms meet (`#if os(iOS)`,
  /// `#if targetEnvironment(macCatalyst)`...) without `os(Linux)`: that code is not compiled
  /// on Linux whatever the library declares.
  static func appleOnlyCondition(in text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return false }
      guard !trimmed.contains("os(Linux)") else { return false }
      return ["os(iOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "targetEnvironment("]
        .contains { trimmed.contains($0) }
    }
  }

  /// The modules named on a stub's first line, `// stub-modules: A B`.
  static func stubModules(in stub: String) -> Set<String> {
    guard let first = stub.split(separator: "\n", maxSplits: 1).first,
      first.hasPrefix("// stub-modules:")
    else { return [] }
    return Set(first.dropFirst("// stub-modules:".count).split(separator: " ").map(String.init))
  }

  /// Comments out each `import` of a module not in `available`; returns the text and the modules.
  ///
  /// Recognises attributes and kinds before the module (`@testable import X`,
  /// `@_exported import X`, `import class X.Y`); the module is the first dotted component.
  static func commentingOutImports(
    in text: String, keeping available: Set<String>
  ) -> (text: String, dropped: Set<String>) {
    var dropped: Set<String> = []
    let importKinds: Set<Substring> = [
      "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> Substring in
      var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
      while let first = words.first,
        first.hasPrefix("@") || first == "public"
          || first == "internal" || first == "private" || first == "fileprivate"
          || first == "package"
      {
        words = words.dropFirst()
      }
      guard words.first == "import", words.count >= 2 else { return line }
      var target = words[words.startIndex + 1]
      if importKinds.contains(target), words.count >= 3 { target = words[words.startIndex + 2] }
      let module = String(target.split(separator: ".").first ?? target)
      guard !available.contains(module) else { return line }
      dropped.insert(module)
      return "// " + line
    }
    return (lines.joined(separator: "\n"), dropped)
  }
}
