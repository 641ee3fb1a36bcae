#if os(Linux)
  import Foundation

  // Points of interest for Instruments, as Apple's `os.signpost` marks them.
  ///
  // Linux has no Instruments: signposts compile and cost nothing, and they are not logged
  // (on Apple platforms they are not ordinary log messages either).

  /// The kind of a signpost.
  public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The kind's number in Apple's system.
    public let rawValue: UInt8
    /// Creates a kind from its number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single moment.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
  }

  /// Identifies the intervals of a signpost that overlap.
  public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's number.
    public let rawValue: UInt64

    /// Creates an identifier from a number.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in this process.
    public init(log: OSLog) { rawValue = Self.next() }

    /// The identifier of an object (its address), stable while it lives.
    public init(log: OSLog, object: AnyObject) {
      rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// For signposts that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that matches nothing.
    public static let invalid = OSSignpostID(~0)
    /// No identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by number.
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

    private static let counter = SignpostCounter()
    private static func next() -> UInt64 { counter.next() }
  }

  final class SignpostCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Marks a signpost (no effect on Linux).
  public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
  ) {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Marks a signpost with a formatted message (no effect on Linux).
  public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
  ) {}

  /// Apple's signposter (iOS 15): intervals and events for Instruments (no effect on Linux).
  public struct OSSignposter: @unchecked Sendable {
    let handle: OSLog

    /// A signposter for a subsystem and a category.
    public init(subsystem: String, category: String) {
      handle = OSLog(subsystem: subsystem, category: category)
    }
    /// A signposter that uses a logger's handle.
    public init(logger: Logger) { handle = logger.handle }
    /// A signposter that uses a log handle.
    public init(logHandle: OSLog) { handle = logHandle }
    /// A signposter that marks nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are recorded: never on Linux.
    public var isEnabled: Bool { false }

    /// A new identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: handle) }
    /// An object's identifier.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
      OSSignpostID(log: handle, object: object)
    }

    /// Marks a moment.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a moment with a message.
    public func emitEvent(
      _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
    ) {}

    /// Starts an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
      -> OSSignpostIntervalState
    {
      OSSignpostIntervalState(id: id)
    }
    /// Starts an interval with a message.
    public func beginInterval(
      _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
    ) -> OSSignpostIntervalState {
      OSSignpostIntervalState(id: id)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    public func endInterval(
      _ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage
    ) {}

    /// Runs a closure inside an interval and returns its result.
    public func withIntervalSignpost<T>(
      _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
      try task()
    }
  }

  /// An interval begun by ``OSSignposter/beginInterval(_:id:)``.
  public final class OSSignpostIntervalState: @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
  }
#endif
