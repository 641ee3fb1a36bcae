import SwiftSyntax

/// Makes `@objc dynamic` properties notify key-value observers (decision KV4), as the
/// Objective-C runtime's automatic notification does on iOS by wrapping the setter.
///
/// - A stored property gains `willSet { willChangeValue(forKey: "x") }` and
///   `didSet { didChangeValue(forKey: "x") }`, merged into observers it already has (the
///   did-change call is deferred at the top of `didSet`, so a `return` cannot skip it).
/// - A computed property's setter starts with the will-change call and defers the did-change
///   call; a read-only computed property has no setter to notify from.
///
/// Every insertion is on the line of the brace or value it follows, so line numbers do not move.
/// A `lazy` property (Swift refuses observers on it) and a declaration of several properties
/// are errors naming the file and line, rather than properties that would silently not notify.
extension FileRewriter {
  func rewriteObservableProperty(_ node: VariableDeclSyntax) {
    guard node.modifiers.contains(.dynamic), !node.modifiers.contains(.static),
      !node.modifiers.contains(.class), node.bindingSpecifier.tokenKind == .keyword(.var),
      isObjCProperty(node)
    else { return }
    guard node.bindings.count == 1, let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      fail(
        node,
        "an @objc dynamic declaration of several properties cannot be made to notify "
          + "key-value observers; declare each property on its own")
      return
    }
    if node.modifiers.contains(.lazy) {
      fail(
        node,
        "an @objc dynamic lazy property cannot be made to notify key-value observers (Swift "
          + "allows no observers on lazy properties); make it a stored or computed property")
      return
    }
    let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    let willChange = "willChangeValue(forKey: \"\(key)\")"
    let didChange = "didChangeValue(forKey: \"\(key)\")"
    switch binding.accessorBlock?.accessors {
    case nil:
      let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(
        TextEdit(
          range: end..<end,
          replacement: " { willSet { \(willChange) } didSet { \(didChange) } }"))
    case .getter?:
      return  // read-only computed property
    case .accessors(let accessors)?:
      rewriteAccessors(accessors, willChange: willChange, didChange: didChange, binding: binding)
    }
  }

  private func rewriteAccessors(
    _ accessors: AccessorDeclListSyntax, willChange: String, didChange: String,
    binding: PatternBindingSyntax
  ) {
    let kinds = accessors.map(\.accessorSpecifier.tokenKind)
    if let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
      insert("\(willChange); defer { \(didChange) };", atStartOf: setter)
      return
    }
    guard !kinds.contains(.keyword(.get)), !kinds.contains(.keyword(._read)) else {
      return  // read-only computed property
    }
    // A stored property with observers: merge with them.
    if let willSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
    ) {
      insert("\(willChange);", atStartOf: willSet)
    } else if let block = binding.accessorBlock {
      let start = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(TextEdit(range: start..<start, replacement: " willSet { \(willChange) }"))
    }
    if let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })
    {
      insert("defer { \(didChange) };", atStartOf: didSet)
    } else if let block = binding.accessorBlock {
      let end = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(TextEdit(range: end..<end, replacement: " didSet { \(didChange) } "))
    }
  }

  /// Inserts text just after the opening brace of an accessor's body.
  private func insert(_ text: String, atStartOf accessor: AccessorDeclSyntax) {
    guard let body = accessor.body else { return }
    let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(TextEdit(range: start..<start, replacement: " " + text))
  }

  /// Whether a property is visible to Objective-C (the scan decided, with `@objcMembers`).
  private func isObjCProperty(_ node: VariableDeclSyntax) -> Bool {
    guard let binding = node.bindings.first else { return false }
    let place = location(of: binding)
    return index.properties.contains { $0.location == place && $0.isObjC }
  }
}
