import InterfaceBuilderDocuments

/// Enumerated attributes: Interface Builder writes each UIKit enumeration as a string.
extension NibInstantiator {
  /// The case an enumerated attribute of an object names.
  ///
  /// `cases` maps the strings that set something; `ignored` lists the strings Interface Builder
  /// writes that need nothing here (the property's default, or a case with no headless
  /// effect). Any other string is a value the loader does not know: it is logged through
  /// ``warn(_:_:)``, naming the file and line, and the property is left as it is.
  ///
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - object: The object the attribute belongs to (for the warning's line).
  ///   - attributes: The object's attributes, after its size-class variations.
  ///   - cases: The case each known string sets.
  ///   - ignored: The known strings that set nothing.
  /// - Returns: The case, or `nil` when the attribute is absent, ignored or unknown.
  func enumerated<Value>(
    _ name: String, of object: IBObject?, _ attributes: [String: String],
    _ cases: [String: Value], ignoring ignored: Set<String> = []
  ) -> Value? {
    guard let text = attributes[name] else { return nil }
    if let value = cases[text] { return value }
    if !ignored.contains(text) { warn(object, "unknown \(name) '\(text)' ignored") }
    return nil
  }
}
