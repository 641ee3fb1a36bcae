import Foundation
import InterfaceBuilderDocuments
import SwiftSyntax

/// The static layout checker: reads Swift files (and the storyboards and xibs among the paths
/// given), resolves each type's UIKit ancestry across them, and reports the seven layout
/// mistakes (``LintRule``).
package struct LayoutLinter {
  /// Rules to run (all by default).
  package var rules: Set<LintRule>
  /// Folder names skipped when a folder is walked (`stubs`, `.build`, `Pods`).
  package var excludedFolders: Set<String>

  /// Creates a checker.
  package init(
    rules: Set<LintRule> = Set(LintRule.allCases),
    excludedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData"]
  ) {
    self.rules = rules
    self.excludedFolders = excludedFolders
  }

  /// The Swift files, storyboards and xibs a list of paths names: files as given, folders
  /// walked (sorted, skipping excluded folder names).
  ///
  /// - Throws: ``LintError/missingFile(_:)`` for a path that does not exist.
  package func files(in paths: [String]) throws(LintError) -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .missingFile(path)
      }
      guard isFolder.boolValue else {
        result.append(path)
        continue
      }
      guard let walker = manager.enumerator(atPath: path) else {
        throw .unreadableFile(path, reason: "the folder cannot be listed")
      }
      var found: [String] = []
      while let relative = walker.nextObject() as? String {
        let components = relative.split(separator: "/").map(String.init)
        if components.contains(where: { excludedFolders.contains($0) }) { continue }
        if relative.hasSuffix(".swift") || relative.hasSuffix(".storyboard")
          || relative.hasSuffix(".xib")
        {
          found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
      result += found.sorted()
    }
    return result
  }

  /// Checks the files and folders given.
  ///
  /// - Throws: ``LintError`` naming a file that is missing or cannot be read.
  package func lint(paths: [String]) throws(LintError) -> LintReport {
    var sources: [(path: String, text: String)] = []
    var documents: [IBDocument] = []
    var failures: [LintReport.Failure] = []
    for path in try files(in: paths) {
      if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
        do {
          documents.append(try IBDocument.load(contentsOf: URL(fileURLWithPath: path)))
        } catch {
          failures.append(
            .init(file: path, line: 1, column: 1, message: "cannot read the document: \(error)"))
        }
        continue
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .unreadableFile(path, reason: "permission denied or not a regular file")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .unreadableFile(path, reason: "not UTF-8 text")
      }
      sources.append((path, text))
    }
    var report = lint(sources: sources, documents: documents)
    report.failures = failures + report.failures
    return report
  }

  /// Checks files already read (paths are used in the findings only).
  package func lint(sources: [(path: String, text: String)], documents: [IBDocument] = [])
    -> LintReport
  {
    let files = sources.map { SourceFile(path: $0.path, text: $0.text) }
    var index = ModuleIndex()
    var documentIndex = DocumentIndex()
    for document in documents { documentIndex.add(document) }
    var failures: [LintReport.Failure] = []
    var parsed: [SourceFile] = []
    for file in files {
      if let error = file.syntaxError {
        failures.append(
          .init(
            file: file.path, line: error.line, column: error.column,
            message: "the file does not parse as Swift; it was not checked"))
      } else {
        index.add(file.tree)
        parsed.append(file)
      }
    }
    var scopes: [FunctionScope] = []
    for file in parsed {
      let collector = ScopeCollector(file: file, index: index)
      collector.walk(file.tree)
      scopes += collector.scopes
    }
    let context = LintContext(index: index, documents: documentIndex, scopes: scopes)
    var findings: [LintFinding] = []
    let lines = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
    for scope in scopes {
      var found: [LintFinding] = []
      if rules.contains(.p1) || rules.contains(.p3) {
        found += FrameSourceRule.check(scope, context)
      }
      if rules.contains(.p2) { found += TransformRule.check(scope, context) }
      if rules.contains(.p4) { found += OneShotFlagRule.check(scope, context) }
      if rules.contains(.p5) { found += ContainmentRule.check(scope, context) }
      if rules.contains(.p6) { found += ConversionRule.check(scope, context) }
      if rules.contains(.p7) { found += AutoresizingRule.check(scope, context) }
      findings += found.filter {
        rules.contains($0.rule) && !scope.file.suppressions.silences($0.rule, line: $0.line)
      }
    }
    findings.sort {
      ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule)
    }
    var unique: [LintFinding] = []
    for finding in findings where unique.last != finding { unique.append(finding) }
    return LintReport(findings: unique, failures: failures, files: sources.count, lines: lines)
  }
}
