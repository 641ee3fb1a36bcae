import Foundation
import Testing

@testable import InterfaceBuilderDocuments

/// Deterministic counterparts of the libFuzzer run (Fuzz/README.md): corpus documents damaged in
/// the ways fuzzing damages them must be refused with the right `StoryboardError`, never crash.
///
/// Issue 8 asks for a typed error naming file, line and element for every malformed or hostile
/// document; the format reference (§1) asks that unparseable files be errors, not crashes.
@Suite("Parser robustness")
struct ParserRobustnessTests {
  /// The bytes of a corpus document.
  static func corpus(_ name: String) throws -> Data {
    try Data(contentsOf: Corpus.directory.appendingPathComponent(name))
  }

  /// Parses bytes and returns the error, or `nil` when the document decodes.
  static func parse(_ data: Data, file: String = "fuzz.xib") -> StoryboardError? {
    do {
      _ = try IBDocument(data: data, file: file)
      return nil
    } catch {
      return error
    }
  }

  /// The smallest corpus document (1,455 bytes): cheap enough to damage at every byte.
  static let small = "ibd-scrollviewlayoutguides.xib"

  /// A deterministic generator (SplitMix64), so every run damages the same bytes.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("issue 8, format §1: a document cut at any byte before its end tag is malformed XML")
  func truncatedAtEveryOffset() throws {
    let data = try Self.corpus(Self.small)
    let end = try #require(data.range(of: Data("</document>".utf8))).upperBound
    var kinds: [StoryboardError.Kind: Int] = [:]
    for length in 0..<data.count {
      let error = Self.parse(data.prefix(length))
      if length >= end {
        #expect(error == nil, "prefix of \(length) bytes holds the whole document")
        continue
      }
      let kind = try #require(error, "prefix of \(length) bytes decoded").kind
      kinds[kind, default: 0] += 1
    }
    // The empty prefix is empty; `<?`, `<?x`, `<?xm` and `<?xml` are not yet the XML
    // declaration, so they are refused as processing instructions; every other cut is a parse
    // failure.
    #expect(kinds == [.empty: 1, .forbiddenDeclaration: 4, .malformedXML: end - 5])
  }

  @Test("issue 8: a large storyboard cut at 97 offsets is refused as malformed XML, with a line")
  func largeDocumentTruncated() throws {
    let data = try Self.corpus("rx-githubsignup1.storyboard")
    for step in 1...97 {
      let length = data.count * step / 98
      let error = try #require(Self.parse(data.prefix(length), file: "cut.storyboard"))
      #expect(error.kind == .malformedXML, "cut at \(length)")
      #expect(error.line >= 1 && error.file == "cut.storyboard")
      #expect(error.description.hasPrefix("cut.storyboard:\(error.line):"))
    }
  }

  @Test(
    "issue 8: 400 documents with 1 to 8 bytes flipped (fixed seed) decode or throw, never crash")
  func flippedBytes() throws {
    let data = try Self.corpus(Self.small)
    var generator = SplitMix64(state: 0x1B_F022)
    var refused: [StoryboardError.Kind: Int] = [:]
    var decoded = 0
    for _ in 0..<400 {
      var bytes = [UInt8](data)
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
      }
      if let error = Self.parse(Data(bytes)) {
        refused[error.kind, default: 0] += 1
        #expect(error.file == "fuzz.xib")
      } else {
        decoded += 1
      }
    }
    #expect(decoded + refused.values.reduce(0, +) == 400)
    // Flips land mostly in markup: most damaged documents are refused as malformed XML.
    #expect((refused[.malformedXML] ?? 0) > 200)
    #expect(decoded < 200)
  }

  @Test("issue 8: dropping any one of the 4 closing tags is malformed XML")
  func droppedClosingTags() throws {
    let text = try #require(String(data: try Self.corpus(Self.small), encoding: .utf8))
    var dropped = 0
    var searchStart = text.startIndex
    while let open = text.range(of: "</", range: searchStart..<text.endIndex),
      let close = text.range(of: ">", range: open.upperBound..<text.endIndex)
    {
      var damaged = text
      damaged.removeSubrange(open.lowerBound..<close.upperBound)
      let error = try #require(Self.parse(Data(damaged.utf8)))
      #expect(error.kind == .malformedXML, "without \(text[open.lowerBound..<close.upperBound])")
      dropped += 1
      searchStart = close.upperBound
    }
    // `</dependencies>`, `</scrollView>`, `</objects>`, `</document>`.
    #expect(dropped == 4)
  }

  @Test("issue 8, format §2.1: an id used twice names the line of its first use")
  func duplicateIdentifier() throws {
    let data = try Self.corpus("ibd-multilinetext.xib")
    let text = try #require(String(data: data, encoding: .utf8))
    let lines = text.components(separatedBy: "\n")
    // The first two objects with ids (File's Owner and First Responder placeholders).
    let objectLines = lines.indices.filter {
      lines[$0].contains("<placeholder ") || lines[$0].contains("<view ")
    }
    let first = try #require(objectLines.first)
    let second = objectLines[1]
    func id(_ line: String) throws -> String {
      let start = try #require(line.range(of: " id=\"")).upperBound
      let end = try #require(line[start...].firstIndex(of: "\""))
      return String(line[start..<end])
    }
    var damaged = lines
    damaged[second] = damaged[second].replacingOccurrences(
      of: " id=\"\(try id(lines[second]))\"", with: " id=\"\(try id(lines[first]))\"")
    let error = try #require(Self.parse(Data(damaged.joined(separator: "\n").utf8)))
    #expect(error.kind == .duplicateIdentifier)
    #expect(error.line == second + 1)
    #expect(
      error.message
        == "identifier '\(try id(lines[first]))' is already used by the object at line \(first + 1)"
    )
  }

  /// A corpus document with `levels` nested `<nesting>` elements under its root, where the
  /// decoder ignores them.
  static func nested(_ levels: Int) throws -> Data {
    let text = try #require(String(data: try corpus(small), encoding: .utf8))
    let root = try #require(text.range(of: "<objects>"))
    return Data(
      text.replacingCharacters(
        in: root.lowerBound..<root.lowerBound,
        with: String(repeating: "<nesting>", count: levels)
          + String(repeating: "</nesting>", count: levels)
      ).utf8)
  }

  @Test("issue 8: 255 levels under the root decode; 256 and 300 exceed the 256-level limit")
  func deepNesting() throws {
    #expect(Self.parse(try Self.nested(255)) == nil)
    for levels in [256, 300] {
      let error = try #require(Self.parse(try Self.nested(levels)))
      #expect(error.kind == .tooDeep)
      #expect(error.element == "nesting")
      #expect(error.message == "elements nest more than 256 levels deep")
    }
  }

  @Test("issue 8: a 17 MiB document is refused before parsing")
  func oversized() throws {
    var data = try Self.corpus(Self.small)
    data.append(Data("<!--".utf8))
    data.append(Data(repeating: 0x78, count: 17 << 20))
    data.append(Data("-->".utf8))
    let error = try #require(Self.parse(data))
    #expect(error.kind == .tooLarge)
    #expect(
      error.message == "the document has \(data.count) bytes; at most 16777216 are accepted")
  }

  @Test("issue 8: more elements than the reader's limit are refused")
  func tooManyElements() throws {
    var reader = IBXMLReader()
    // The document has 16 elements.
    reader.maximumElementCount = 15
    #expect {
      _ = try reader.read(try Self.corpus(Self.small), file: "many.xib")
    } throws: { error in
      (error as? StoryboardError)?.kind == .tooLarge
        && (error as? StoryboardError)?.message == "the document has more than 15 elements"
    }
  }

  @Test(
    "issue 8: a DTD or an entity declaration is refused, with its line",
    arguments: [
      ("<!DOCTYPE document SYSTEM \"file:///etc/passwd\">", "<!DOCTYPE"),
      ("<!DOCTYPE d [<!ENTITY a \"aaaa\">]>", "<!DOCTYPE"),
      ("<!ENTITY a SYSTEM \"file:///etc/hostname\">", "<!ENTITY"),
    ])
  func declarations(declaration: String, marker: String) throws {
    let text = try #require(String(data: try Self.corpus(Self.small), encoding: .utf8))
    var lines = text.components(separatedBy: "\n")
    lines.insert(declaration, at: 1)
    let error = try #require(Self.parse(Data(lines.joined(separator: "\n").utf8)))
    #expect(error.kind == .forbiddenDeclaration)
    #expect(error.line == 2 && error.column == 1)
    #expect(error.message == "document type and entity declarations are refused (\(marker))")
  }

  /// The fuzzer's first finding, reduced: a byte that is not UTF-8 inside an element name made
  /// FoundationXML trap (`_NSXMLParserStartElementNs`) instead of reporting an error.
  @Test(
    "issue 8: bytes that are not UTF-8 are malformed XML, with their line and column",
    arguments: [
      // (bytes after the prefix, line, column, byte)
      ([UInt8]("<document><a".utf8) + [0xE9] + [UInt8](" b=\"1\"/></document>".utf8), 2, 13, "E9"),
      ([UInt8]("<document><a b".utf8) + [0xE9] + [UInt8]("=\"1\"/></document>".utf8), 2, 15, "E9"),
      ([UInt8]("<document a=\"".utf8) + [0xFF, 0xFE] + [UInt8]("\"/>".utf8), 2, 14, "FF"),
      (
        [UInt8]("<document>\n  <x>".utf8) + [0xC3, 0x28] + [UInt8]("</x></document>".utf8), 3, 6,
        "C3"
      ),
    ])
  func notUTF8(bytes: [UInt8], line: Int, column: Int, byte: String) throws {
    let data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8) + Data(bytes)
    let error = try #require(Self.parse(data))
    #expect(error.kind == .malformedXML)
    #expect(error.line == line && error.column == column)
    #expect(error.message == "the document is not valid UTF-8 (byte 0x\(byte))")
  }

  @Test("issue 8: a corpus document with one byte replaced by 0xFF names that byte's place")
  func corpusDocumentNotUTF8() throws {
    var bytes = [UInt8](try Self.corpus(Self.small))
    let text = String(decoding: bytes, as: UTF8.self)
    let line = 5
    let lineStart = bytes.indices.filter { bytes[$0] == 0x0A }[line - 2] + 1
    bytes[lineStart + 3] = 0xFF
    let error = try #require(Self.parse(Data(bytes)))
    #expect(error.kind == .malformedXML)
    #expect(error.line == line && error.column == 4)
    // Valid multi-byte UTF-8 is accepted: the same document with an accented label decodes.
    let accented = text.replacingOccurrences(of: "<objects>", with: "<!-- é ü 日本 --><objects>")
    #expect(Self.parse(Data(accented.utf8)) == nil)
  }

  /// The fuzzer's second finding, reduced: a processing instruction without data made
  /// FoundationXML read through a null pointer (`_NSXMLParserProcessingInstruction`).
  @Test(
    "issue 8: a processing instruction other than the XML declaration is refused, with its place",
    arguments: [
      ("<?xm?>\n<document/>", 1, 1, "<?xm"),
      ("<?xml version=\"1.0\"?>\n<document><?x?></document>", 2, 11, "<?x"),
      ("<?xml version=\"1.0\"?>\n<?foo bar?>\n<document/>", 2, 1, "<?foo"),
      ("<?xml version=\"1.0\"?>\n<document><!-- <?x?> --></document>", 2, 16, "<?x"),
      ("<?xml version=\"1.0\"?>\n<?xml version=\"1.0\"?><document/>", 2, 1, "<?xml"),
      ("<?xml-stylesheet href=\"a\"?>\n<document/>", 1, 1, "<?xml-stylesheet"),
    ])
  func processingInstructions(text: String, line: Int, column: Int, target: String) throws {
    let error = try #require(Self.parse(Data(text.utf8)))
    #expect(error.kind == .forbiddenDeclaration)
    #expect(error.line == line && error.column == column)
    #expect(error.message == "processing instructions are refused (\(target))")
  }

  @Test("issue 8: the XML declaration itself, with or without a byte-order mark, is accepted")
  func xmlDeclarationAccepted() throws {
    let text = try #require(String(data: try Self.corpus(Self.small), encoding: .utf8))
    #expect(text.hasPrefix("<?xml version="))
    #expect(Self.parse(Data(text.utf8)) == nil)
    #expect(Self.parse(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == nil)
  }

  @Test("format §1: empty and whitespace-only files are empty; an archive-format xib is named")
  func emptyAndArchive() throws {
    #expect(Self.parse(Data())?.kind == .empty)
    #expect(Self.parse(Data(" \n\t\r\n".utf8))?.kind == .empty)
    let archive = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>
      """.utf8)
    let error = try #require(Self.parse(archive))
    #expect(error.kind == .archiveFormat)
    #expect(error.line == 2 && error.element == "archive")
  }
}
