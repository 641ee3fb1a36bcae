import Foundation

extension IBDocument {
  /// Reads and decodes the document at a path.
  ///
  /// - Parameter url: The file's location.
  /// - Returns: The document.
  /// - Throws: `StoryboardError` for a missing, unreadable, malformed or unsupported document.
  package static func load(contentsOf url: URL) throws(StoryboardError) -> IBDocument {
    let file = url.path
    guard FileManager.default.fileExists(atPath: file) else {
      throw StoryboardError(.fileNotFound, file: file, message: "no such file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoryboardError(
        .unreadable, file: file, message: "the file cannot be read (\(error.localizedDescription))")
    }
    return try IBDocument(data: data, file: file)
  }

  /// Parses and decodes a document's bytes.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file name used in errors.
  /// - Throws: `StoryboardError` for a malformed or unsupported document.
  package init(data: Data, file: String) throws(StoryboardError) {
    let root = try IBXMLReader().read(data, file: file)
    try self.init(root: root, file: file)
  }

  /// Decodes a parsed document tree, validating identifiers and references.
  ///
  /// - Parameters:
  ///   - root: The root element.
  ///   - file: The file name used in errors.
  /// - Throws: `StoryboardError` for an unsupported generation, a missing or invalid attribute
  ///   that layout needs, a duplicate identifier or a dangling reference.
  package init(root: IBElement, file: String) throws(StoryboardError) {
    var decoder = IBDecoder(file: file)
    self = try decoder.decodeDocument(root)
    try decoder.checkReferences()
  }
}
