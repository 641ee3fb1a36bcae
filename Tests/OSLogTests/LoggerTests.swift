import Foundation
import Testing
import os

@testable import os

/// The entries one subsystem logged, oldest first (tests run in parallel: each uses its own).
func entries(of subsystem: String) throws -> [OSLogEntryLog] {
  try OSLogStore(scope: .currentProcessIdentifier).getEntries()
    .compactMap { $0 as? OSLogEntryLog }
    .filter { $0.subsystem == subsystem }
}

/// Apple's `Logger` on Linux: messages, levels, interpolations, and the store that reads them.
@Suite struct LoggerTests {
  @Test("a logger files messages under its subsystem and category at Apple's levels")
  func levels() throws {
    let logger = Logger(subsystem: "test.levels", category: "feed")
    logger.trace("t")
    logger.debug("d")
    logger.info("i")
    logger.notice("n")
    logger.log("l")
    logger.warning("w")
    logger.error("e")
    logger.critical("c")
    logger.fault("f")
    logger.log(level: .info, "li")
    let logged = try entries(of: "test.levels")
    #expect(logged.map(\.composedMessage) == ["t", "d", "i", "n", "l", "w", "e", "c", "f", "li"])
    #expect(
      logged.map(\.level) == [
        .debug, .debug, .info, .notice, .notice, .error, .error, .fault, .fault, .info,
      ])
    #expect(logged.allSatisfy { $0.category == "feed" })
  }

  @Test("interpolated values are formatted as Apple's options ask; privacy shows the value")
  func interpolations() throws {
    let logger = Logger(subsystem: "test.interpolation", category: "")
    let count = 42
    let name = "Ada"
    let ratio = 0.5
    logger.info(
      "count \(count) hex \(count, format: .hex) HEX \(255, format: .hex(includePrefix: true, uppercase: true))"
    )
    logger.info(
      "padded \(7, format: .decimal(minDigits: 3)) signed \(5, format: .decimal(explicitPositiveSign: true)) negative \(-12)"
    )
    logger.info(
      "ratio \(ratio) \(ratio, format: .fixed(precision: 2)) \(Float(1.5), format: .fixed(precision: 1))"
    )
    logger.info(
      "flag \(true) \(false, format: .answer) user \(name, privacy: .private) [\(name, align: .right(columns: 5))] [\(name, align: .left(columns: 5))]"
    )
    logger.info("type \(Int.self) url \(URL(fileURLWithPath: "/tmp/a"), privacy: .public) 100%")
    let logged = try entries(of: "test.interpolation").map(\.composedMessage)
    #expect(
      logged == [
        "count 42 hex 2a HEX 0xFF",
        "padded 007 signed +5 negative -12",
        "ratio 0.500000 0.50 1.5",
        "flag true NO user Ada [  Ada] [Ada  ]",
        "type Swift.Int url file:///tmp/a 100%",
      ])
    let formats = try entries(of: "test.interpolation").map(\.formatString)
    #expect(formats.last == "type %@ url %@ 100%%")
  }

  @Test("values are evaluated when the message is logged, not before")
  func lazyValues() throws {
    var evaluations = 0
    func value() -> Int {
      evaluations += 1
      return evaluations
    }
    Logger(OSLog.disabled).info("never \(value())")
    #expect(evaluations == 0)
    Logger(subsystem: "test.lazy", category: "").info("once \(value())")
    #expect(evaluations == 1)
    #expect(try entries(of: "test.lazy").map(\.composedMessage) == ["once 1"])
  }

  @Test("the store reads newest first on request, from a position, and only this process")
  func store() throws {
    let logger = Logger(subsystem: "test.store", category: "")
    let before = Date()
    logger.info("first")
    logger.info("second")
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let reversed = try store.getEntries(with: [.reverse], at: store.position(date: before))
      .compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == "test.store" }
    #expect(reversed.map(\.composedMessage) == ["second", "first"])
    let later = try store.getEntries(at: store.position(date: Date().addingTimeInterval(60)))
    #expect(Array(later).isEmpty)
    #expect(throws: OSLogStoreError.self) { try OSLogStore(scope: .system) }
    #expect(reversed.first?.processIdentifier == ProcessInfo.processInfo.processIdentifier)
  }

  @Test("OS_ACTIVITY_MODE=disable stops the echo to standard error, as it quiets Xcode's console")
  func activityMode() {
    #expect(LogRecorder(environment: [:]).echoes)
    #expect(!LogRecorder(environment: ["OS_ACTIVITY_MODE": "disable"]).echoes)
  }
}
