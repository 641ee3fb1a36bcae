import Foundation
import TestSupport
import Testing

@testable import InterfaceBuilderDocuments

/// The corpus of real Interface Builder documents (`Tests/Fixtures/InterfaceBuilder`, with their
/// licences and sources).
enum Corpus {
  static let directory = RepositoryFixtures.interfaceBuilder
  static var files: [String] { RepositoryFixtures.interfaceBuilderDocuments }
  static let directory2 = RepositoryFixtures.interfaceBuilder2
  static var files2: [String] { RepositoryFixtures.interfaceBuilder2Documents }
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

  @Test("the second corpus is in the repository: 60 documents")
  func secondCorpusPresent() {
    #expect(Corpus.files2.count == 60, "corpus folder: \(Corpus.directory2.path)")
  }

  @Test("every document of the second corpus decodes", arguments: Corpus.files2)
  func decodesSecondCorpus(file: String) throws {
    let document = try IBDocument.load(contentsOf: Corpus.directory2.appendingPathComponent(file))
    #expect(document.scenes.count + document.objects.count > 0)
  }
}
