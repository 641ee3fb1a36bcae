import Foundation
import SourceCompatibility
import TestSupport
import Testing

/// The real apps' UIKit files, type-checked against the baseline.
///
/// The files of `Tests/Fixtures/UIKitSwift` (22 repositories, with their
/// licences and sources), type-checked unchanged against this build, in Swift 5 and Swift 6
/// modes, against the recorded baseline `compatibility-baseline.tsv` beside them: a repository
/// that compiled must still compile, and no repository may have more errors than recorded.
/// Lower numbers pass; record them in the baseline to keep them. The same files rewritten by
/// the `uikit-sources` transform (what the `UIKitSourcesPlugin` compiles) are held to
/// `compatibility-baseline-transform.tsv`.
@Suite("Corpus compatibility", .serialized)
struct CorpusCompatibilityTests {
  static let corpus = RepositoryFixtures.root.appendingPathComponent("Tests/Fixtures/UIKitSwift")

  /// The repositories, grouped by the file-name prefix, with their stubs.
  static let groups: [SourceGroup] =
    (try? SourceGroup.discover(
      [corpus.path], grouping: .prefix, stubs: corpus.appendingPathComponent("stubs").path)) ?? []

  /// The baseline: the most errors allowed per repository and language mode.
  static let baseline = limits(in: "compatibility-baseline.tsv")

  /// The baseline of the transformed files.
  static let transformBaseline = limits(in: "compatibility-baseline-transform.tsv")

  /// The limits a baseline file records, by `repository mode`.
  static func limits(in file: String) -> [String: Int] {
    let url = corpus.appendingPathComponent(file)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var limits: [String: Int] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      if fields.count == 3, let limit = Int(fields[2]) {
        limits["\(fields[0]) \(fields[1])"] = limit
      }
    }
    return limits
  }

  @Test("the corpus is there: 53 files in 22 repositories, each with a baseline in both modes")
  func corpusPresent() {
    #expect(Self.groups.count == 22)
    #expect(Self.groups.reduce(0) { $0 + $1.files.count } == 53)
    for group in Self.groups {
      #expect(Self.baseline["\(group.name) 5"] != nil, "no Swift 5 baseline for \(group.name)")
      #expect(Self.baseline["\(group.name) 6"] != nil, "no Swift 6 baseline for \(group.name)")
      for mode in [5, 6] {
        #expect(
          Self.transformBaseline["\(group.name) \(mode)"] != nil,
          "no transformed Swift \(mode) baseline for \(group.name)")
      }
    }
  }

  @Test("no repository regresses", arguments: groups.map(\.name), [5, 6])
  func noRegression(repository: String, languageMode: Int) throws {
    try check(repository, languageMode: languageMode, transformed: false)
  }

  @Test(
    "no repository regresses through the UIKitSourcesPlugin's transform",
    arguments: groups.map(\.name), [5, 6])
  func noRegressionTransformed(repository: String, languageMode: Int) throws {
    try check(repository, languageMode: languageMode, transformed: true)
  }

  func check(_ repository: String, languageMode: Int, transformed: Bool) throws {
    let group = try #require(Self.groups.first { $0.name == repository })
    let baseline = transformed ? Self.transformBaseline : Self.baseline
    let limit = try #require(baseline["\(repository) \(languageMode)"])
    let check = CompatibilityCheck(environment: try TypeCheckEnvironment.current())
    let result = try check.check(group, languageMode: languageMode, transformed: transformed)
    let listing = result.errors.prefix(10).map {
      "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line): \($0.message)"
    }.joined(separator: "\n")
    if limit == 0 {
      #expect(
        result.isClean, "\(repository) no longer compiles in Swift \(languageMode):\n\(listing)")
    } else {
      #expect(
        result.errors.count <= limit,
        "\(repository), Swift \(languageMode): \(result.errors.count) errors, baseline \(limit)\n\(listing)"
      )
    }
  }
}
