#if os(Linux)
  import Foundation

  /// One logged message, as the process's store keeps it.
  struct LogRecord: Sendable {
    var date: Date
    var subsystem: String
    var category: String
    var type: OSLogType
    /// The message with its arguments in place.
    var composedMessage: String
    /// The format (`os_log`) or the message's literal parts with `%@` for each value (`Logger`).
    var formatString: String
  }

  /// The messages this process logged, oldest first, at most ``capacity`` of them; and their echo
  /// to standard error.
  final class LogRecorder: @unchecked Sendable {
    /// The most messages kept: older ones are dropped first.
    static let capacity = 10_000
    /// The process's recorder.
    static let shared = LogRecorder()

    private let lock = NSLock()
    private var records: [LogRecord] = []
    /// Whether messages are echoed to standard error (`OS_ACTIVITY_MODE=disable` turns it off).
    let echoes: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
      echoes = environment["OS_ACTIVITY_MODE"]?.lowercased() != "disable"
    }

    /// Files a message under a handle, unless the handle is disabled.
    func record(
      _ message: @autoclosure () -> (text: String, format: String), log: OSLog, type: OSLogType
    ) {
      guard log.isEnabled(type: type) else { return }
      let (text, format) = message()
      let record = LogRecord(
        date: Date(), subsystem: log.subsystem, category: log.category, type: type,
        composedMessage: text, formatString: format)
      lock.lock()
      records.append(record)
      if records.count > Self.capacity {
        records.removeFirst(records.count - Self.capacity)
      }
      lock.unlock()
      if echoes {
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
    }

    /// A copy of the messages kept, oldest first.
    var snapshot: [LogRecord] {
      lock.lock()
      defer { lock.unlock() }
      return records
    }
  }
#endif
