import Foundation

/// Where HeadlessUIKit reports what UIKit would print to the console: layout diagnostics,
/// feedback loops, conversions without a common space.
///
/// Messages go to standard error, prefixed with `HeadlessUIKit:`. Tests and tools may capture
/// them instead with `capture(_:)`.
@MainActor
package enum Diagnostics {
  /// The current sink for messages; standard error unless a capture is in progress.
  private static var sink: (String) -> Void = { message in
    FileHandle.standardError.write(Data("HeadlessUIKit: \(message)\n".utf8))
  }

  /// Reports a message.
  ///
  /// - Parameter message: One line, in the style of UIKit's console messages.
  package static func log(_ message: String) {
    sink(message)
  }

  /// Runs `body` and returns the messages it reported, instead of printing them.
  ///
  /// - Parameter body: The code whose diagnostics are wanted.
  /// - Returns: The messages, in order.
  package static func capture(_ body: () throws -> Void) rethrows -> [String] {
    var messages: [String] = []
    let previous = sink
    sink = { messages.append($0) }
    defer { sink = previous }
    try body()
    return messages
  }
}
