#if os(Linux)
  /// How important a log message is, as in Apple's `os` module: `default`, `info`, `debug`,
  /// `error` and `fault`, with Apple's raw values.
  public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number in Apple's logging system.
    public let rawValue: UInt8

    /// Creates a level from its number.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Ordinary messages (`Logger.notice` and `Logger.log`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful but not essential messages.
    public static let info = OSLogType(rawValue: 0x01)
    /// Messages useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// Errors in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// Faults: bugs in the process or in the system.
    public static let fault = OSLogType(rawValue: 0x11)
  }
#endif
