#if os(Linux)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Logs a message made from a printf-style format and its arguments, as Apple's `os_log` does.
  ///
  /// The format takes `printf`'s conversions (`%d`, `%s`, `%@`, `%f`, `%x`...) with Apple's
  /// privacy annotations (`%{public}s`, `%{private}@`), which are read and dropped: headless,
  /// every value is shown, as in Xcode's console while debugging. See ``OSLog`` for where the
  /// message goes.
  ///
  /// - Parameters:
  ///   - message: The format.
  ///   - dso: Apple's shared-object handle (unused on Linux).
  ///   - log: The handle the message is filed under.
  ///   - type: The message's level.
  ///   - args: The values for the format's conversions.
  public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: any CVarArg...
  ) {
    let format = message.description
    LogRecorder.shared.record((PrintfFormat.render(format, args), format), log: log, type: type)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Logs a message made from a printf-style format and its arguments at a level, as Apple's
  /// `os_log(_:dso:log:_:_:)` does (see ``os_log(_:dso:log:type:_:)``).
  public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: StaticString, _ args: any CVarArg...
  ) {
    let format = message.description
    LogRecorder.shared.record((PrintfFormat.render(format, args), format), log: log, type: type)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Logs an interpolated message at a level, as Apple's `os_log(_:log:_:)` does (see
  /// ``OSLogMessage``).
  public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    LogRecorder.shared.record((message.composed, message.format), log: log, type: type)
  }
#endif
