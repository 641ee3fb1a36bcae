import Foundation
import HeadlessUIKit
import Testing

/// The archive of the crash test: a directory unique to the test process, whose path the
/// crashing child process reads from the environment it inherits (so that test runs in other
/// processes at the same time never share it).
private enum CrashArchive {
  static let variable = "HEADLESS_UIKIT_TESTS_CRASH_ARCHIVE_DIRECTORY"

  static var directory: URL {
    if let path = ProcessInfo.processInfo.environment[variable] {
      return URL(fileURLWithPath: path)
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "HeadlessUIKitTests-restoration-crash-\(UUID().uuidString)")
    setenv(variable, url.path, 1)
    return url
  }

  static var archive: URL { directory.appendingPathComponent("state.archive") }
}

@MainActor
@Suite("State restoration: a crash while saving")
struct StateRestorationCrashTests {
  @Test("A process that dies in the middle of writing leaves the previous archive whole")
  func crashWhileWriting() async throws {
    try FileManager.default.createDirectory(
      at: CrashArchive.directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: CrashArchive.directory) }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("profile") },
      stateArchive: CrashArchive.archive)
    (first.keyWindow?.rootViewController as? NoteController)?.note = "saved"
    try first.headlessEnterBackground()
    let previous = try Data(contentsOf: CrashArchive.archive)

    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let app = UIApplication.headlessLaunch(
          delegate: RestorationAppDelegate { NoteController("profile") },
          stateArchive: CrashArchive.archive)
        (app.keyWindow?.rootViewController as? NoteController)?.note = String(
          repeating: "y", count: 40_000)
        StateArchiveFile.$writeFault.withValue((afterBytes: 16 << 10, crash: true)) {
          _ = try? app.headlessEnterBackground()
        }
      }
    }

    #expect(try Data(contentsOf: CrashArchive.archive) == previous)
    let names = try FileManager.default.contentsOfDirectory(atPath: CrashArchive.directory.path)
    let strays = names.filter { $0.hasPrefix(".state.archive.") && $0.hasSuffix(".tmp") }
    #expect(strays.count == 1)
    let again = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("profile") },
      stateArchive: CrashArchive.archive)
    #expect((again.keyWindow?.rootViewController as? NoteController)?.note == "saved")
    #expect(again.headlessStateRestorationError == nil)
    _ = RestorationLog.take()
  }
}
