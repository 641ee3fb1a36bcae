import Examples
import Foundation
import HeadlessUIKit
import Storyboards
import TestSupport
import Testing

/// The corpus of real Interface Builder documents (Tests/Fixtures/InterfaceBuilder, with their
/// licences and sources).
enum InterfaceBuilderCorpus {
  static let directory = RepositoryFixtures.interfaceBuilder
  static var files: [String] { RepositoryFixtures.interfaceBuilderDocuments }

  /// The known mismatches and their causes, by file and view id.
  static let known: [String: String] = {
    let url = directory.appendingPathComponent("known-mismatches.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var causes: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
      if fields.count == 3 { causes[fields[0] + " " + fields[1]] = fields[2] }
    }
    return causes
  }()
}

@MainActor
@Suite("Corpus fidelity")
struct CorpusFidelityTests {
  init() { ExampleStoryboards.register() }

  @Test("the corpus is all there")
  func corpusPresent() {
    #expect(InterfaceBuilderCorpus.files.count == 38)
  }

  @Test(
    "12: every view matches its stored frame, differs by font metrics, or has a listed cause",
    arguments: InterfaceBuilderCorpus.files)
  func fidelity(file: String) throws {
    let url = InterfaceBuilderCorpus.directory.appendingPathComponent(file)
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
    var listed = Set(
      InterfaceBuilderCorpus.known.keys.filter { $0.hasPrefix(file + " ") })
    var used: Set<String> = []
    for view in fidelity.views where view.outcome == .mismatched {
      let keys = [view.id, "scene:" + view.scene, "*"].map { file + " " + $0 }
      if let key = keys.first(where: { InterfaceBuilderCorpus.known[$0] != nil }) {
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
