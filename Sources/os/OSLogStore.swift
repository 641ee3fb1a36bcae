#if os(Linux)
  import Foundation

  /// The messages logged so far, as Apple's `OSLogStore` reads them back (iOS 15).
  ///
  /// On Linux the only store is this process's own (``Scope/currentProcessIdentifier``): the
  /// most recent 10,000 messages logged through ``Logger`` and `os_log`, oldest first. Tests use
  /// it to check what a screen logged.
  ///
  ///     let store = try OSLogStore(scope: .currentProcessIdentifier)
  ///     let messages = try store.getEntries().compactMap { ($0 as? OSLogEntryLog)?.composedMessage }
  public final class OSLogStore: NSObject, @unchecked Sendable {
    /// Which messages a store holds.
    public enum Scope: Int, Sendable {
      /// Every process's messages (not available here).
      case system = 0
      /// This process's messages.
      case currentProcessIdentifier = 1
    }

    /// Opens the store of a scope.
    ///
    /// - Throws: ``OSLogStoreError`` for ``Scope/system``: Linux has no system log store.
    public init(scope: Scope) throws {
      guard scope == .currentProcessIdentifier else {
        throw OSLogStoreError(
          message: "Linux has no system log store; use .currentProcessIdentifier")
      }
      super.init()
    }

    /// A position at a date: entries from that moment on.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

    /// A position a number of seconds before the newest entry.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
      let newest = LogRecorder.shared.snapshot.last?.date ?? Date()
      return OSLogPosition(date: newest.addingTimeInterval(seconds))
    }

    /// A position a number of seconds after the process started (standing in for the boot).
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
      OSLogPosition(date: OSLogPosition.processStart.addingTimeInterval(seconds))
    }

    /// The entries from a position on (all of them without one), oldest first, or newest first
    /// with ``OSLogEnumerator/Options/reverse``, filtered by a predicate evaluated on each entry.
    public func getEntries(
      with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
      matching predicate: NSPredicate? = nil
    ) throws -> AnySequence<OSLogEntry> {
      var entries: [OSLogEntry] = LogRecorder.shared.snapshot
        .filter { record in position.map { record.date >= $0.date } ?? true }
        .map(OSLogEntryLog.init(record:))
      if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
      if options.contains(.reverse) { entries.reverse() }
      return AnySequence(entries)
    }
  }

  /// Why a log store cannot be opened.
  public struct OSLogStoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let message: String
    /// The message.
    public var description: String { message }
  }

  /// A place in a log store to read from.
  public final class OSLogPosition: NSObject, @unchecked Sendable {
    let date: Date
    init(date: Date) {
      self.date = date
      super.init()
    }
    static let processStart = Date()
  }

  /// Options for reading a store.
  public final class OSLogEnumerator: NSObject {
    /// How entries are read.
    public struct Options: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Creates options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Newest first.
      public static let reverse = Options(rawValue: 1)
    }
  }

  /// An entry of a log store: when and what.
  public class OSLogEntry: NSObject, @unchecked Sendable {
    /// The message with its values in place.
    public let composedMessage: String
    /// When it was logged.
    public let date: Date
    /// How the store keeps it.
    public let storeCategory: StoreCategory

    /// How long a store keeps an entry.
    public enum StoreCategory: Int, Sendable {
      case undefined = 0
      case metadata
      case shortTerm
      case longTermAuto
      case longTerm1
      case longTerm3
      case longTerm7
      case longTerm14
      case longTerm30
    }

    init(composedMessage: String, date: Date) {
      self.composedMessage = composedMessage
      self.date = date
      self.storeCategory = .undefined
      super.init()
    }
  }

  /// A logged message: its level, subsystem, category and process.
  public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level as a store reports it.
    public enum Level: Int, Sendable {
      case undefined = 0
      case debug
      case info
      case notice
      case error
      case fault
    }

    /// The message's level.
    public let level: Level
    /// The subsystem of the handle it was logged through.
    public let subsystem: String
    /// The category of the handle it was logged through.
    public let category: String
    /// The format it was made from.
    public let formatString: String
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: pid_t
    /// The library that logged it (the process's name here).
    public let sender: String

    init(record: LogRecord) {
      switch record.type {
      case .debug: level = .debug
      case .info: level = .info
      case .error: level = .error
      case .fault: level = .fault
      default: level = .notice
      }
      subsystem = record.subsystem
      category = record.category
      formatString = record.formatString
      process = ProcessInfo.processInfo.processName
      processIdentifier = ProcessInfo.processInfo.processIdentifier
      sender = process
      super.init(composedMessage: record.composedMessage, date: record.date)
    }
  }
#endif
