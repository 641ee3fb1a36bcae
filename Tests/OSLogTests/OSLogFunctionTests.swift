import Foundation
import Testing
import os.log

/// `os_log` with printf-style formats, through `import os.log` (Apple's submodule spelling).
@Suite struct OSLogFunctionTests {
  @Test("formats take printf's conversions and Apple's privacy annotations")
  func formats() throws {
    let log = OSLog(subsystem: "test.os_log", category: "formats")
    os_log("plain", log: log)
    os_log("%{public}s and %{private}@", log: log, type: .error, "Ada", "Lovelace")
    os_log("%d items, %5d|%-4d|, %.2f, %x, %%, %c", log: log, 3, 42, 7, 3.14159, 255, 65)
    os_log(.debug, log: log, "%ld then %@", 12, "text")
    os_log("%d and %d", log: log, 1)
    let logged = try entries(of: "test.os_log")
    #expect(
      logged.map(\.composedMessage) == [
        "plain",
        "Ada and Lovelace",
        "3 items,    42|7   |, 3.14, ff, %, A",
        "12 then text",
        "1 and <missing>",
      ])
    #expect(logged.map(\.level) == [.notice, .error, .notice, .debug, .notice])
    #expect(logged[1].formatString == "%{public}s and %{private}@")
    #expect(logged.allSatisfy { $0.category == "formats" })
  }

  @Test("the disabled handle logs nothing; the default handle has no subsystem")
  func handles() throws {
    #expect(!OSLog.disabled.isEnabled(type: .error))
    #expect(OSLog.default.isEnabled(type: .debug))
    #expect(OSLog.default.subsystem.isEmpty)
    os_log("dropped", log: .disabled, type: .fault)
    let dropped = try OSLogStore(scope: .currentProcessIdentifier).getEntries()
      .filter { $0.composedMessage == "dropped" }
    #expect(Array(dropped).isEmpty)
  }

  @Test("signposts compile and mark nothing on Linux")
  func signposts() throws {
    let log = OSLog(subsystem: "test.signpost", category: "")
    let id = OSSignpostID(log: log)
    #expect(id != OSSignpostID(log: log))
    os_signpost(.begin, log: log, name: "load", signpostID: id)
    os_signpost(.end, log: log, name: "load", signpostID: id, "%d rows", 3)
    let signposter = OSSignposter(logHandle: log)
    let state = signposter.beginInterval("parse", id: signposter.makeSignpostID())
    signposter.endInterval("parse", state)
    #expect(signposter.withIntervalSignpost("sum") { 1 + 1 } == 2)
    #expect(!signposter.isEnabled)
    #expect(try entries(of: "test.signpost").isEmpty)
  }
}

/// Apple's unfair lock, which packages reach through `#if canImport(os)`.
@Suite struct UnfairLockTests {
  @Test("a zeroed lock locks, refuses a second try, and unlocks")
  func lockAndTry() {
    let lock = os_unfair_lock_t.allocate(capacity: 1)
    lock.initialize(to: os_unfair_lock())
    defer { lock.deallocate() }
    os_unfair_lock_lock(lock)
    os_unfair_lock_assert_owner(lock)
    #expect(!os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
    #expect(os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
  }

  @Test("an allocated lock guards its state across threads")
  func allocatedLock() async {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
    let plain = OSAllocatedUnfairLock()
    plain.lock()
    #expect(!plain.lockIfAvailable())
    plain.unlock()
    #expect(plain.lockIfAvailable())
    plain.unlock()
  }
}
