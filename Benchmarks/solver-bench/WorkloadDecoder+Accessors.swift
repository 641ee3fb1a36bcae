/// Typed access to JSON nodes, each failure a ``WorkloadError/invalid(file:place:reason:)``
/// naming the path and the byte where the offending value starts.
extension WorkloadDecoder {
  /// An `invalid` error for the value `node` at `path`.
  func invalid(_ node: JSONNode, _ path: String, _ reason: String) -> WorkloadError {
    let line = source.withUnsafeBufferPointer { lineAndColumn(of: node.offset, in: $0).line }
    return .invalid(
      file: file, place: SourcePlace(path: path, offset: node.offset, line: line), reason: reason)
  }

  /// The members of an object.
  func object(_ node: JSONNode, _ path: String) throws(WorkloadError) -> [JSONMember] {
    guard case .object(let members) = node.value else {
      throw invalid(node, path, "expected an object, found \(node.value.typeName)")
    }
    return members
  }

  /// The elements of an array.
  func array(_ node: JSONNode, _ path: String) throws(WorkloadError) -> [JSONNode] {
    guard case .array(let elements) = node.value else {
      throw invalid(node, path, "expected an array, found \(node.value.typeName)")
    }
    return elements
  }

  /// A string.
  func string(_ node: JSONNode, _ path: String) throws(WorkloadError) -> String {
    guard case .string(let text) = node.value else {
      throw invalid(node, path, "expected a string, found \(node.value.typeName)")
    }
    return text
  }

  /// A number (finite: the reader rejects others).
  func number(_ node: JSONNode, _ path: String) throws(WorkloadError) -> Double {
    guard case .number(let value) = node.value else {
      throw invalid(node, path, "expected a number, found \(node.value.typeName)")
    }
    return value
  }

  /// The value of the member `key` of the object `members` (the node `parent`, at `path`).
  func member(
    _ key: String, of members: [JSONMember], _ parent: JSONNode, _ path: String
  ) throws(WorkloadError) -> JSONNode {
    guard let found = members.first(where: { $0.key == key }) else {
      throw invalid(parent, path, "missing key \"\(key)\"")
    }
    return found.node
  }

  /// The index of the variable called `name` (used by the value `node` at `path`).
  func variable(
    _ name: String, _ node: JSONNode, _ path: String, _ index: [String: Int]
  ) throws(WorkloadError) -> Int {
    guard let found = index[name] else {
      throw invalid(node, path, "unknown variable \"\(name)\" (not listed in \"variables\")")
    }
    return found
  }

  /// The name of the variable at `variable` in `index`, for messages.
  func name(_ variable: Int, _ index: [String: Int]) -> String {
    index.first { $0.value == variable }?.key ?? "#\(variable)"
  }
}
