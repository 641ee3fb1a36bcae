import Foundation
import UIKitSourceTransform

/// Type-checks groups of real UIKit files against HeadlessUIKit, unchanged, and collects the
/// errors: the measurement behind the compatibility table.
///
/// Each group is compiled as one module (`swiftc -typecheck`) with its stub, in each language
/// mode asked for, from copies whose unavailable imports are commented out (see
/// `PreparedGroup`). Nothing is written beside the user's files.
public struct CompatibilityCheck: Sendable {
  /// The compiler and modules to use.
  public var environment: TypeCheckEnvironment

  /// Creates a check.
  public init(environment: TypeCheckEnvironment) {
    self.environment = environment
  }

  /// Type-checks one group in one language mode.
  ///
  /// - Parameters:
  ///   - group: The files.
  ///   - languageMode: 5 or 6.
  ///   - transformed: Whether to type-check the `uikit-sources` transform's copies (what the
  ///     `UIKitSourcesPlugin` build plugin compiles) instead of the files: what the transform
  ///     refuses counts as errors of the Objective-C runtime kind, at the user's lines.
  /// - Returns: The group's errors and counts.
  /// - Throws: ``CompatibilityError`` when a file cannot be read, the scratch folder cannot be
  ///   written or the compiler cannot start; compile errors are results, not throws.
  public func check(_ group: SourceGroup, languageMode: Int, transformed: Bool = false)
    throws(CompatibilityError) -> GroupResult
  {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headless-uikit-compat-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let transform = transformed ? try Self.transform(group) : nil
    let prepared = try PreparedGroup(
      group, available: environment.availableModules, scratch: scratch,
      replacing: transform?.replacements ?? [:], extraFiles: transform?.extraFiles ?? [])
    let output = try environment.typeCheck(
      prepared.files, moduleName: Self.moduleName(for: group.name), languageMode: languageMode)
    var sources: [String: [Substring]] = [:]
    for file in prepared.files {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // (a transformed copy's first line is its #sourceLocation: the user's lines follow)
      if transform != nil, lines.first?.hasPrefix("#sourceLocation(") == true {
        lines.removeFirst()
      }
      sources[file.path] = lines
      if let original = prepared.originals[file.path] { sources[original.path] = lines }
    }
    let unmarked = CompilerDiagnostic.errors(in: output).map { error in
      var error = error
      if let source = sources[error.file], error.line >= 1, error.line <= source.count {
        error.sourceLine = String(source[error.line - 1])
      }
      if let original = prepared.originals[error.file] { error.file = original.path }
      return error
    }
    let errors = (transform?.refusals ?? []) + Self.markingCascades(in: unmarked, sources: sources)
    let lines = group.files.reduce(0) { total, file in
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return total + text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    return GroupResult(
      name: group.name, languageMode: languageMode, fileCount: group.files.count,
      lineCount: lines, droppedImports: prepared.droppedImports, errors: errors,
      appleOnlyConditionalFiles: prepared.appleOnlyConditionalFiles)
  }

  /// The transform's copies of a group's files, its registration file, and what it refused.
  static func transform(_ group: SourceGroup) throws(CompatibilityError) -> (
    replacements: [String: String], extraFiles: [(String, String)],
    refusals: [CompilerDiagnostic]
  ) {
    var sources: [SourceText] = []
    for file in group.files {
      guard let data = FileManager.default.contents(atPath: file.path),
        let text = String(data: data, encoding: .utf8)
      else { throw .unreadableFile(file.path) }
      sources.append(SourceText(path: file.path, text: text))
    }
    let result = SourceTransform(moduleName: moduleName(for: group.name)).run(sources)
    let refusals = result.diagnostics.map { diagnostic in
      CompilerDiagnostic(
        file: diagnostic.location.file, line: diagnostic.location.line,
        column: diagnostic.location.column, message: "uikit-sources: " + diagnostic.message)
    }
    return (
      Dictionary(result.files.map { ($0.originalPath, $0.text) }, uniquingKeysWith: { a, _ in a }),
      [(SourceTransform.registrationFileName, result.registration)], refusals
    )
  }

  /// A module name for a group: its name with every character that cannot start or continue
  /// an identifier replaced by `_`.
  static func moduleName(for group: String) -> String {
    var name = String(group.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if name.first.map({ !$0.isLetter && $0 != "_" }) ?? true { name = "_" + name }
    return name
  }
}
