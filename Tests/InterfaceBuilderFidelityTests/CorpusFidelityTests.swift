import Examples
import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import TestSupport
import Testing

/// A corpus of real Interface Builder documents (in `Tests/Fixtures`, with their licences and
/// sources) and its list of known mismatches (`known-mismatches.tsv` beside the documents).
struct InterfaceBuilderCorpus: Sendable {
  /// The first corpus (`Tests/Fixtures/InterfaceBuilder`).
  static let first = InterfaceBuilderCorpus(directory: RepositoryFixtures.interfaceBuilder)
  /// The second corpus (`Tests/Fixtures/InterfaceBuilder2`), from other repositories.
  static let second = InterfaceBuilderCorpus(directory: RepositoryFixtures.interfaceBuilder2)

  /// The first corpus's folder.
  static var directory: URL { first.directory }
  /// The first corpus's documents.
  static var files: [String] { first.files }
  /// The first corpus's known mismatches.
  static var known: [String: String] { first.known }

  /// The corpus folder.
  let directory: URL
  /// The document file names, sorted.
  let files: [String]
  /// The known mismatches and their causes, by file and view id (or `scene:ID`, or `*`).
  let known: [String: String]

  init(directory: URL) {
    self.directory = directory
    files = RepositoryFixtures.documents(in: directory)
    let url = directory.appendingPathComponent("known-mismatches.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var causes: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
      if fields.count == 3 { causes[fields[0] + " " + fields[1]] = fields[2] }
    }
    known = causes
  }

  /// Lays a document out and checks that every view matches its stored frame, differs by font
  /// metrics only, or has a listed cause, and that every listed view still mismatches.
  @MainActor
  func checkFidelity(of file: String) throws {
    let url = directory.appendingPathComponent(file)
    if file.contains("archiveformat") {
      #expect(throws: StoryboardError.self) { try StoryboardFidelity.evaluate(documentAt: url) }
      return
    }
    // The loader's warnings (unknown app classes, outlets) are expected here; keep them out of
    // the test log.
    var evaluated: StoryboardFidelity?
    _ = try Diagnostics.captureThrowing {
      evaluated = try StoryboardFidelity.evaluate(documentAt: url)
    }
    let fidelity = try #require(evaluated)
    var unexplained: [String] = []
    var listed = Set(known.keys.filter { $0.hasPrefix(file + " ") })
    var used: Set<String> = []
    for view in fidelity.views where view.outcome == .mismatched {
      let keys = [view.id, "scene:" + view.scene, "*"].map { file + " " + $0 }
      if let key = keys.first(where: { known[$0] != nil }) {
        used.insert(key)
      } else {
        unexplained.append(
          "\(view.id) \(view.className): stored \(view.stored), computed "
            + "\(view.computedWithStoredText)")
      }
    }
    listed.subtract(used)
    #expect(unexplained.isEmpty, "mismatches without a listed cause in \(file)")
    #expect(listed.isEmpty, "listed mismatches that now match in \(file): \(listed.sorted())")
  }
}

@MainActor
@Suite("Corpus fidelity")
struct CorpusFidelityTests {
  init() { ExampleStoryboards.register() }

  @Test("the corpora are all there")
  func corpusPresent() {
    #expect(InterfaceBuilderCorpus.first.files.count == 38)
    #expect(InterfaceBuilderCorpus.second.files.count == 60)
  }

  @Test(
    "every known mismatch's cause starts with a ceiling tag (what Scripts/fidelity-ceiling.sh counts)",
    arguments: ["first", "second"])
  func causesAreTagged(corpus: String) {
    let known = (corpus == "first" ? InterfaceBuilderCorpus.first : .second).known
    let tags = [
      "[stale]", "[ambiguous]", "[app-class]", "[sf-symbol]", "[font-baseline]", "[hand-edited]",
      "[few-documents]", "[fixable]",
    ]
    let untagged = known.filter { _, cause in !tags.contains { cause.hasPrefix($0 + " ") } }
    #expect(!known.isEmpty)
    #expect(untagged.isEmpty, "causes without a tag in \(corpus): \(untagged.keys.sorted())")
  }

  @Test(
    "12: every view matches its stored frame, differs by font metrics, or has a listed cause",
    arguments: InterfaceBuilderCorpus.first.files)
  func fidelity(file: String) throws {
    try InterfaceBuilderCorpus.first.checkFidelity(of: file)
  }

  @Test(
    "12, second corpus: every view matches, differs by font metrics, or has a listed cause",
    arguments: InterfaceBuilderCorpus.second.files)
  func fidelitySecondCorpus(file: String) throws {
    try InterfaceBuilderCorpus.second.checkFidelity(of: file)
  }
}
