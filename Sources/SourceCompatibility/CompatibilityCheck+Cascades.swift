/// Errors that only follow from another error: counted under the kind of the error they follow.
///
/// Three cascades are recognised, each a consequence of how the compiler reports one cause:
/// - an `other` error on the same line as a pre-4.2 name (`UIWindowLevelStatusBar + 1` is the
///   renamed name and then a type mismatch);
/// - `ambiguous use of 'name()'` where the group overrides `name()` declared in an extension:
///   without the Objective-C runtime the override is rejected, and both declarations stay
///   candidates for every call;
/// - `failed to produce diagnostic for expression` where the expression (a closure, say) uses
///   `#selector` or key-value observing: the compiler gives up on the whole expression instead of
///   naming the runtime feature.
extension CompatibilityCheck {
  struct Place: Hashable {
    var file: String
    var line: Int
  }

  /// The errors with each cascade marked as following its cause (see the extension's overview).
  ///
  /// - Parameters:
  ///   - errors: The group's errors, in the compiler's order.
  ///   - sources: Each file's lines, keyed by the path the errors name; files missing here are
  ///     not searched for the third cascade.
  /// - Returns: The same errors, in the same order, with ``CompilerDiagnostic/follows`` set on
  ///   each cascade.
  static func markingCascades(
    in errors: [CompilerDiagnostic], sources: [String: [Substring]] = [:]
  ) -> [CompilerDiagnostic] {
    let renamedLines = Set(
      errors.filter { $0.classification.kind == .renamedAPI }
        .map { Place(file: $0.file, line: $0.line) })
    let unoverridable = Set(errors.compactMap(Self.extensionMemberThatCannotBeOverridden))
    return errors.map { error in
      var error = error
      guard error.classification.kind == .other else { return error }
      if renamedLines.contains(Place(file: error.file, line: error.line)) {
        error.follows = .renamedAPI
      } else if let name = Self.ambiguousName(in: error.message), unoverridable.contains(name) {
        error.follows = .objectiveCRuntime
      } else if error.message.hasPrefix("failed to produce diagnostic for expression"),
        let lines = sources[error.file],
        DiagnosticKind.usesRuntimeFeature(
          Self.expression(in: lines, line: error.line, column: error.column))
      {
        error.follows = .objectiveCRuntime
      }
      return error
    }
  }

  /// The member name in `instance method 'closeLeft()' is declared in extension of 'X' and
  /// cannot be overridden`, or `nil` for other messages.
  static func extensionMemberThatCannotBeOverridden(_ error: CompilerDiagnostic) -> String? {
    guard error.message.contains("is declared in extension of"),
      error.message.contains("cannot be overridden")
    else { return nil }
    return firstQuoted(in: error.message)
  }

  /// The name in `ambiguous use of 'closeLeft()'`, or `nil` for other messages.
  static func ambiguousName(in message: String) -> String? {
    guard message.hasPrefix("ambiguous use of ") else { return nil }
    return firstQuoted(in: message)
  }

  static func firstQuoted(in message: String) -> String? {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : nil
  }

  /// The text of the expression that starts at a place.
  ///
  /// It runs from the column to the point where the brackets opened on the way are closed again
  /// (at most 400 lines), or to the end of the line when none opens. String literals are not parsed; a bracket inside one can end the text
  /// early or late, which only narrows or widens the search for a runtime feature.
  static func expression(in lines: [Substring], line: Int, column: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    var text = ""
    var depth = 0
    var opened = false
    for index in (line - 1)..<min(lines.count, line - 1 + 400) {
      var content = lines[index]
      if index == line - 1 {
        content = content.dropFirst(max(0, column - 1))
      }
      for character in content {
        text.append(character)
        switch character {
        case "(", "[", "{":
          depth += 1
          opened = true
        case ")", "]", "}":
          depth -= 1
          if opened && depth <= 0 { return text }
        default: break
        }
      }
      if !opened { return text }
      text.append("\n")
    }
    return text
  }
}
