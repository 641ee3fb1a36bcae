import Foundation

/// A document that cannot be loaded: missing, malformed, hostile, of an unsupported generation,
/// or naming something it does not contain.
///
/// Every error names the file and, where the problem is inside the document, the line, column
/// and element, so that `description` reads like a compiler diagnostic:
///
///     Main.storyboard:42:17: error: constraint 'abc-de-fgh' names unknown item 'xyz-12-345' (<constraint>)
///
/// This type is a HeadlessUIKit addition: UIKit raises an Objective-C exception for a missing
/// storyboard and never sees a malformed one (Xcode compiles documents before they ship).
public struct StoryboardError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// No file at the path, or no document of that name in the bundle.
    case fileNotFound
    /// The file exists but could not be read.
    case unreadable
    /// The file is empty.
    case empty
    /// The file is larger than the loader accepts.
    case tooLarge
    /// The XML is not well formed.
    case malformedXML
    /// The document declares a DTD or entities, or holds a processing instruction, which the
    /// loader refuses.
    case forbiddenDeclaration
    /// Elements nest deeper than the loader accepts.
    case tooDeep
    /// The pre-Xcode-5 `<archive>` format, which carries no usable layout description.
    case archiveFormat
    /// A document generation, type or runtime other than iOS document format 3.0.
    case unsupportedDocument
    /// A required attribute is missing.
    case missingAttribute
    /// An attribute holds a value the loader cannot interpret.
    case invalidValue
    /// Two objects share an identifier.
    case duplicateIdentifier
    /// A reference names an identifier the document does not contain.
    case danglingReference
    /// No scene has the requested storyboard identifier, or there is no initial controller.
    case sceneNotFound
    /// The requested object is not of the kind the call needs.
    case wrongObjectKind
  }

  /// What went wrong.
  public let kind: Kind
  /// The document's file name or path.
  public let file: String
  /// The 1-based line of the offending element, or 0 when the error concerns the whole file.
  public let line: Int
  /// The 1-based column the XML parser reported for the element, or 0.
  public let column: Int
  /// The offending element's name, or `nil` when the error concerns the whole file.
  public let element: String?
  /// The human-readable explanation.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - file: The document's file name or path.
  ///   - line: The 1-based line, or 0.
  ///   - column: The 1-based column, or 0.
  ///   - element: The offending element's name.
  ///   - message: The explanation.
  public init(
    _ kind: Kind, file: String, line: Int = 0, column: Int = 0, element: String? = nil,
    message: String
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.element = element
    self.message = message
  }

  /// The error in one line: `file:line:column: error: message (<element>)`.
  public var description: String {
    var place = file
    if line > 0 { place += ":\(line):\(column)" }
    var text = "\(place): error: \(message)"
    if let element { text += " (<\(element)>)" }
    return text
  }
}
