#if os(Linux)
  import Foundation

  /// A log handle: a subsystem and a category that messages are filed under, as in Apple's `os`
  /// module.
  ///
  /// On Linux there is no unified logging system: messages logged through a handle are kept in
  /// this process's store (read them back with ``OSLogStore``) and echoed to standard error, as
  /// Xcode's console shows them, unless the environment sets `OS_ACTIVITY_MODE=disable` (the
  /// switch Xcode users know). ``disabled`` logs nothing.
  public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem messages are filed under (usually a reverse-DNS name), or empty.
    public let subsystem: String
    /// The category messages are filed under, or empty.
    public let category: String
    /// Whether the handle logs at all (false only for ``disabled``).
    let enabled: Bool

    /// Creates a handle for a subsystem and a category.
    public init(subsystem: String, category: String) {
      self.subsystem = subsystem
      self.category = category
      self.enabled = true
      super.init()
    }

    init(disabled: Void) {
      self.subsystem = ""
      self.category = ""
      self.enabled = false
      super.init()
    }

    init(unnamed: Void) {
      self.subsystem = ""
      self.category = ""
      self.enabled = true
      super.init()
    }

    /// The handle `os_log` uses when none is given: no subsystem, no category.
    public static let `default` = OSLog(unnamed: ())
    /// A handle that drops every message.
    public static let disabled = OSLog(disabled: ())

    /// Whether a message of this level would be logged: every level for an ordinary handle,
    /// none for ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool {
      enabled
    }
  }
#endif
