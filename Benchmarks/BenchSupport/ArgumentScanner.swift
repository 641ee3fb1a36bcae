/// A command-line mistake, with its message.
package struct UsageError: Error, Sendable {
  /// What is wrong.
  package let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What is wrong.
  package init(message: String) {
    self.message = message
  }
}

/// Walks the arguments of a benchmark driver: each option's name, and its value from
/// `--name=value` or from the next argument.
package struct ArgumentScanner {
  private var rest: ArraySlice<String>
  private var inlineValue: String?

  /// The current argument as given, and its option name (the part before `=`).
  package private(set) var argument = ""
  /// The option name of the current argument.
  package private(set) var name = ""

  /// Creates a scanner over the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  package init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// Moves to the next argument.
  ///
  /// - Returns: `false` when there are no more.
  package mutating func advance() -> Bool {
    guard let next = rest.popFirst() else { return false }
    let parts = next.split(separator: "=", maxSplits: 1).map(String.init)
    argument = next
    name = parts.first ?? next
    inlineValue = parts.count == 2 ? parts[1] : nil
    return true
  }

  /// The current option's value.
  ///
  /// - Returns: The text after `=`, or the next argument.
  /// - Throws: ``UsageError`` when there is none.
  package mutating func value() throws(UsageError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
    return next
  }

  /// The current option's value as a positive, finite number.
  ///
  /// - Returns: The number.
  /// - Throws: ``UsageError`` when the value is missing or not a positive number.
  package mutating func positive() throws(UsageError) -> Double {
    let text = try value()
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw UsageError(message: "\(name) needs a positive number, not \"\(text)\"")
    }
    return number
  }
}
