#if os(Linux)
  /// Apple's structured logger (`os.Logger`): messages with interpolated values, filed under a
  /// subsystem and a category at a level.
  ///
  /// Messages go where ``OSLog`` sends them: this process's store (``OSLogStore``) and standard
  /// error, unless `OS_ACTIVITY_MODE=disable`.
  ///
  ///     let logger = Logger(subsystem: "com.example.app", category: "feed")
  ///     logger.error("Loading failed after \(attempts) attempts")
  public struct Logger: Sendable {
    /// The handle messages are filed under.
    let handle: OSLog

    /// Creates a logger for a subsystem and a category.
    public init(subsystem: String, category: String) {
      handle = OSLog(subsystem: subsystem, category: category)
    }

    /// Creates a logger that files messages under an existing handle.
    public init(_ logObj: OSLog) {
      handle = logObj
    }

    /// Creates a logger with no subsystem and no category (``OSLog/default``).
    public init() {
      handle = .default
    }

    /// Logs a message at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
      LogRecorder.shared.record((message.composed, message.format), log: handle, type: level)
    }

    /// Logs a trace message (the debug level).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs a debug message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs a notice (the default level).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a warning (the error level).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a critical message (the fault level).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
  }
#endif
