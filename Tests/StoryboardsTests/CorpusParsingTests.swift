import Foundation
import Testing

@testable import Storyboards

/// The shared corpus of real Interface Builder documents, beside the repository.
enum Corpus {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus/interface-builder")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }
}

@Suite("Corpus parsing")
struct CorpusParsingTests {
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
