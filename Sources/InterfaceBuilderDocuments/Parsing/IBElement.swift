import Foundation

/// Where an element starts in its document: the line and column XML parsing reported.
package struct IBSourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// 1-based line.
  package var line: Int
  /// 1-based column (the parser reports the end of the start tag).
  package var column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  package var description: String { "\(line):\(column)" }
}

/// One XML element of an Interface Builder document, as read: the first, untyped layer of the
/// value model.
///
/// The typed model (`IBDocument` and its parts) is decoded from a tree of these; parts the typed
/// model does not interpret (fonts, states, cell sections) stay available as elements.
package struct IBElement: Sendable {
  /// The element's name (`view`, `constraint`, `rect`…).
  package var name: String
  /// Its attributes, by name.
  package var attributes: [String: String]
  /// Child elements in document order.
  package var children: [IBElement]
  /// Character data directly inside the element (the text of `<string key="text">`).
  package var text: String
  /// Where the element starts.
  package var location: IBSourceLocation

  /// Creates an element.
  package init(
    name: String, attributes: [String: String] = [:], children: [IBElement] = [],
    text: String = "", location: IBSourceLocation = IBSourceLocation(line: 0, column: 0)
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.location = location
  }

  /// The attribute's value, or `nil`.
  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The `key` attribute: the property of the parent this element fills.
  package var key: String? { attributes["key"] }

  /// The first child with this name, or `nil`.
  package func child(named name: String) -> IBElement? {
    children.first { $0.name == name }
  }

  /// The first child whose `key` attribute is `key`, or `nil`.
  package func child(key: String) -> IBElement? {
    children.first { $0.attributes["key"] == key }
  }

  /// The first child with this name and `key`, or `nil`.
  package func child(named name: String, key: String) -> IBElement? {
    children.first { $0.name == name && $0.attributes["key"] == key }
  }

  /// The children of the first child named `collection` (`subviews`, `constraints`…), or none.
  package func items(of collection: String) -> [IBElement] {
    child(named: collection)?.children ?? []
  }

  /// The attribute read as a Boolean (`YES`/`NO`), or `nil` when absent or not a Boolean.
  package func bool(_ attribute: String) -> Bool? {
    switch attributes[attribute] {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// The attribute read as a number (decimal, fractional or scientific), or `nil`.
  package func double(_ attribute: String) -> Double? {
    guard let text = attributes[attribute], let value = Double(text), value.isFinite else {
      return nil
    }
    return value
  }

  /// Calls `body` for this element and every descendant, depth first in document order.
  package func forEachElement(_ body: (IBElement) throws -> Void) rethrows {
    try body(self)
    for child in children { try child.forEachElement(body) }
  }
}
