import Foundation
import TestSupport
import Testing

@testable import Storyboards

/// The corpus of real Interface Builder documents (`Tests/Fixtures/InterfaceBuilder`, with their
/// licences and sources).
enum Corpus {
  static let directory = RepositoryFixtures.interfaceBuilder
  static var files: [String] { RepositoryFixtures.interfaceBuilderDocuments }
}

@Suite("Corpus parsing")
struct CorpusParsingTests {
  @Test("the corpus is in the repository: 38 documents")
  func corpusPresent() {
    #expect(Corpus.files.count == 38, "corpus folder: \(Corpus.directory.path)")
  }

  @Test("every corpus document but the archive-format one decodes", arguments: Corpus.files)
  func decodes(file: String) throws {
    let url = Corpus.directory.appendingPathComponent(file)
    if file.contains("archiveformat") {
      #expect(throws: StoryboardError.self) { try IBDocument.load(contentsOf: url) }
      return
    }
    let document = try IBDocument.load(contentsOf: url)
    #expect(document.scenes.count + document.objects.count > 0)
  }
}
