import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the bytes of an Interface Builder document into an `IBElement` tree with Foundation's
/// streaming `XMLParser`, refusing what a document never needs.
///
/// The limits: at most `maximumByteCount` bytes, elements nested at most `maximumDepth` deep,
/// at most `maximumElementCount` elements; no DTD, no entity declarations and no external
/// entities (a document with `<!DOCTYPE` or `<!ENTITY` is refused before parsing, and the parser
/// never resolves external entities); bytes that are not well-formed UTF-8 are refused before
/// parsing too.
package struct IBXMLReader: Sendable {
  /// The largest document accepted (16 MiB; the largest corpus document is 141 KB).
  package var maximumByteCount = 16 << 20
  /// The deepest nesting accepted (the deepest corpus document nests 41 levels).
  package var maximumDepth = 256
  /// The most elements accepted.
  package var maximumElementCount = 1_000_000

  /// Creates a reader with the default limits.
  package init() {}

  /// Parses a document's bytes.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file name used in errors.
  /// - Returns: The root element.
  /// - Throws: `StoryboardError` for an empty, oversized, malformed, too deep or hostile document.
  package func read(_ data: Data, file: String) throws(StoryboardError) -> IBElement {
    if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoryboardError(.empty, file: file, message: "the document is empty")
    }
    if data.count > maximumByteCount {
      throw StoryboardError(
        .tooLarge, file: file,
        message: "the document has \(data.count) bytes; at most \(maximumByteCount) are accepted")
    }
    for marker in ["<!DOCTYPE", "<!ENTITY"] {
      if let range = data.range(of: Data(marker.utf8)) {
        let line = data[..<range.lowerBound].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        throw StoryboardError(
          .forbiddenDeclaration, file: file, line: line, column: 1,
          message: "document type and entity declarations are refused (\(marker))")
      }
    }
    if let offset = Self.firstProcessingInstructionOffset(in: data) {
      let before = data[..<(data.startIndex + offset)]
      let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      let target = data[(data.startIndex + offset + 2)...].prefix(40)
        .prefix { !Self.isWhitespace($0) && $0 != UInt8(ascii: "?") }
      throw StoryboardError(
        .forbiddenDeclaration, file: file, line: line,
        column: data.startIndex + offset - lineStart + 1,
        message:
          "processing instructions are refused (<?\(String(decoding: target, as: UTF8.self)))")
    }
    if let offset = Self.firstInvalidUTF8Offset(in: data) {
      let before = data[..<(data.startIndex + offset)]
      let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
      throw StoryboardError(
        .malformedXML, file: file, line: line, column: data.startIndex + offset - lineStart + 1,
        message: "the document is not valid UTF-8 (byte 0x\(byte))")
    }
    let builder = TreeBuilder(reader: self, file: file)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    let succeeded = parser.parse()
    if let failure = builder.failure { throw failure }
    guard succeeded, let root = builder.root else {
      let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown"
      throw StoryboardError(
        .malformedXML, file: file, line: max(parser.lineNumber, 1),
        column: max(parser.columnNumber, 0),
        message: "the document is not well-formed XML (\(reason))")
    }
    return root
  }

  /// The offset of the first `<?` that is not the XML declaration at the very start, or `nil`.
  ///
  /// Documents never hold processing instructions, and FoundationXML dereferences a null pointer
  /// (in `_NSXMLParserProcessingInstruction`) for one without data, such as `<?x?>`. A `<?`
  /// inside a comment or CDATA section is refused too: the scan does not parse.
  static func firstProcessingInstructionOffset(in data: Data) -> Int? {
    let open = Data("<?".utf8)
    var searchStart = data.startIndex
    while let range = data.range(of: open, in: searchStart..<data.endIndex) {
      let offset = range.lowerBound - data.startIndex
      let isDeclaration =
        (offset == 0 || (offset == 3 && data.prefix(3).elementsEqual([0xEF, 0xBB, 0xBF])))
        && data[range.upperBound...].prefix(3).elementsEqual("xml".utf8)
        && data[range.upperBound...].dropFirst(3).first.map(isWhitespace) == true
      if !isDeclaration { return offset }
      searchStart = range.upperBound
    }
    return nil
  }

  /// Whether a byte is XML white space (space, tab, line feed, carriage return).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or `nil`.
  ///
  /// Documents are checked before parsing because FoundationXML traps (rather than reporting an
  /// error) when an element or attribute name holds bytes that are not UTF-8.
  static func firstInvalidUTF8Offset(in data: Data) -> Int? {
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }
}

/// The parser delegate that builds the tree; it aborts parsing at the first refused construct.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let reader: IBXMLReader
  let file: String
  var stack: [IBElement] = []
  var root: IBElement?
  var failure: StoryboardError?
  var elementCount = 0

  init(reader: IBXMLReader, file: String) {
    self.reader = reader
    self.file = file
  }

  func fail(_ parser: XMLParser, _ error: StoryboardError) {
    if failure == nil { failure = error }
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let location = IBSourceLocation(line: parser.lineNumber, column: parser.columnNumber)
    elementCount += 1
    if stack.count >= reader.maximumDepth {
      fail(
        parser,
        StoryboardError(
          .tooDeep, file: file, line: location.line, column: location.column,
          element: elementName,
          message: "elements nest more than \(reader.maximumDepth) levels deep"))
      return
    }
    if elementCount > reader.maximumElementCount {
      fail(
        parser,
        StoryboardError(
          .tooLarge, file: file, line: location.line, column: location.column,
          element: elementName,
          message: "the document has more than \(reader.maximumElementCount) elements"))
      return
    }
    stack.append(IBElement(name: elementName, attributes: attributeDict, location: location))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard failure == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    refuseDeclaration(parser, "entity '\(name)'")
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    refuseDeclaration(parser, "external entity '\(name)'")
  }

  func parser(
    _ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?
  ) -> Data? {
    refuseDeclaration(parser, "external entity '\(name)'")
    return nil
  }

  private func refuseDeclaration(_ parser: XMLParser, _ what: String) {
    fail(
      parser,
      StoryboardError(
        .forbiddenDeclaration, file: file, line: parser.lineNumber, column: parser.columnNumber,
        message: "declarations are refused (\(what))"))
  }
}
