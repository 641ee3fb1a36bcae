/// A construct the transform cannot rewrite faithfully: an error printed like a compiler's
/// (`file:line:column: error: message`), after which the tool writes nothing and fails.
public struct TransformDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the construct is.
  public var location: SourceLocation
  /// What is wrong and what to write instead.
  public var message: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:column: error: message`.
  public var description: String { "\(location): error: \(message)" }
}
