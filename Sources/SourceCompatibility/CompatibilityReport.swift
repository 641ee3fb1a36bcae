import Foundation

/// The compatibility table of one language mode: groups clean, errors by kind, the most used
/// missing APIs.
public struct CompatibilityReport: Sendable {
  /// The results, one per group, all in one language mode.
  public var results: [GroupResult]

  /// Creates a report.
  public init(results: [GroupResult]) {
    self.results = results
  }

  /// The language mode of the results (5 when empty).
  public var languageMode: Int { results.first?.languageMode ?? 5 }

  /// Errors and groups per kind, in ``DiagnosticKind`` order.
  public var kinds: [(kind: DiagnosticKind, errors: Int, groups: Int)] {
    DiagnosticKind.allCases.map { kind in
      let counts = results.map { $0.errorsByKind[kind] ?? 0 }
      return (kind, counts.reduce(0, +), counts.filter { $0 > 0 }.count)
    }
  }

  /// Missing APIs by the number of groups that need them, then by errors, then by name.
  public var missingAPIs: [(api: String, groups: Int, errors: Int)] {
    var groups: [String: Int] = [:]
    var errors: [String: Int] = [:]
    for result in results {
      for api in result.missingAPIs { groups[api, default: 0] += 1 }
      for error in result.errors {
        let (kind, api) = error.classification
        if kind == .missingAPI, let api { errors[api, default: 0] += 1 }
      }
    }
    return groups.map { (api: $0.key, groups: $0.value, errors: errors[$0.key] ?? 0) }
      .sorted { ($0.groups, $0.errors, $1.api) > ($1.groups, $1.errors, $0.api) }
  }

  /// The table as text: a summary line, one row per group, the kinds, the top missing APIs.
  public func text(topAPIs: Int = 25) -> String {
    let files = results.reduce(0) { $0 + $1.fileCount }
    let lines = results.reduce(0) { $0 + $1.lineCount }
    let errors = results.reduce(0) { $0 + $1.errors.count }
    let clean = results.filter(\.isClean).count
    let nearly = results.filter(\.isCleanButForRuntimeAndRenamed).count
    var out = """
      Swift \(languageMode) mode: \(clean) of \(results.count) groups type-check \
      (\(nearly) apart from the Objective-C runtime and pre-4.2 names); \
      \(files) files, \(lines) lines, \(errors) errors

      """
    let columns = DiagnosticKind.allCases
    out += pad("group", 16) + pad("files", 6, right: true) + pad("errors", 8, right: true)
    out += columns.map { pad(Self.shortName($0), 12, right: true) }.joined() + "  dropped imports\n"
    for result in results {
      let byKind = result.errorsByKind
      out += pad(result.name, 16) + pad("\(result.fileCount)", 6, right: true)
      out += pad("\(result.errors.count)", 8, right: true)
      out += columns.map { pad("\(byKind[$0] ?? 0)", 12, right: true) }.joined()
      out += "  " + result.droppedImports.joined(separator: " ") + "\n"
    }
    out += "\nkind                                errors  groups\n"
    for (kind, errors, groups) in kinds {
      out += pad(kind.rawValue, 34) + pad("\(errors)", 8, right: true)
      out += pad("\(groups)", 8, right: true) + "\n"
    }
    let conditional = results.flatMap(\.appleOnlyConditionalFiles)
    if !conditional.isEmpty {
      out += "\nfiles with code only for Apple platforms (#if os(iOS)...), not compiled on Linux:\n"
      out += conditional.map { "  \($0)\n" }.joined()
    }
    let top = missingAPIs.prefix(topAPIs)
    if !top.isEmpty {
      out += "\n" + pad("most used missing APIs", 46) + "groups  errors\n"
      for (api, groups, errors) in top {
        out += pad(api, 46) + pad("\(groups)", 6, right: true) + pad("\(errors)", 8, right: true)
        out += "\n"
      }
    }
    return out
  }

  /// One JSON object per group, then a summary object, one per line.
  public func jsonLines() -> String {
    var lines = results.map { result -> String in
      let kinds = result.errorsByKind.map { "\"\(Self.shortName($0.key))\":\($0.value)" }.sorted()
      return "{\"group\":\(Self.quoted(result.name)),\"swift\":\(result.languageMode),"
        + "\"files\":\(result.fileCount),\"lines\":\(result.lineCount),"
        + "\"errors\":\(result.errors.count),\"kinds\":{\(kinds.joined(separator: ","))},"
        + "\"dropped_imports\":[\(result.droppedImports.map(Self.quoted).joined(separator: ","))],"
        + "\"apple_only_conditions\":["
        + "\(result.appleOnlyConditionalFiles.map(Self.quoted).joined(separator: ","))]}"
    }
    let clean = results.filter(\.isClean).count
    let nearly = results.filter(\.isCleanButForRuntimeAndRenamed).count
    let errors = results.reduce(0) { $0 + $1.errors.count }
    lines.append(
      "{\"summary\":true,\"swift\":\(languageMode),\"groups\":\(results.count),"
        + "\"clean\":\(clean),\"clean_but_runtime\":\(nearly),\"errors\":\(errors)}")
    return lines.joined(separator: "\n")
  }

  /// A column heading for a kind.
  static func shortName(_ kind: DiagnosticKind) -> String {
    switch kind {
    case .missingAPI: "missing-api"
    case .objectiveCRuntime: "objc"
    case .concurrency: "concurrency"
    case .foundationOnLinux: "foundation"
    case .renamedAPI: "renamed"
    case .other: "other"
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A cell padded to a width (text left-aligned, numbers right-aligned).
  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let space = String(repeating: " ", count: max(1, width - text.count))
    return right ? space + text : text + space
  }
}
