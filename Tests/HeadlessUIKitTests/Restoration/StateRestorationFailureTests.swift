import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// Archives that cannot be used, writes that fail, and controllers that cannot be restored.
@MainActor
@Suite("State restoration: failures", .serialized)
struct StateRestorationFailureTests {
  /// Saves a profile screen whose note is "saved" and returns its archive's bytes.
  private func savedArchive(in directory: ArchiveDirectory) throws -> Data {
    let app = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("profile") },
      stateArchive: directory.archive)
    (app.keyWindow?.rootViewController as? NoteController)?.note = "saved"
    try app.headlessEnterBackground()
    _ = RestorationLog.take()
    return try Data(contentsOf: directory.archive)
  }

  /// Launches over whatever is in the directory; returns the app and the restored note.
  private func relaunch(_ directory: ArchiveDirectory) -> (UIApplication, String?, [String]) {
    var app: UIApplication?
    let messages = Diagnostics.capture {
      app = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate { NoteController("profile") },
        stateArchive: directory.archive)
    }
    _ = RestorationLog.take()
    let note = (app?.keyWindow?.rootViewController as? NoteController)?.note
    return (app ?? UIApplication.shared, note, messages)
  }

  @Test("A missing archive is a typed error; the app starts in its default state")
  func missingArchive() {
    let directory = ArchiveDirectory()
    let (app, note, messages) = relaunch(directory)
    #expect(app.headlessStateRestorationError?.kind == .missingArchive)
    #expect(app.headlessStateRestorationError?.keptAsideAt == nil)
    #expect(note == "")
    #expect(messages.isEmpty)
    #expect(directory.fileNames.isEmpty)
  }

  @Test("A truncated archive is refused, kept aside byte for byte, and the app starts fresh")
  func truncatedArchive() throws {
    let directory = ArchiveDirectory()
    let bytes = try savedArchive(in: directory)
    let truncated = bytes.prefix(bytes.count / 2)
    try truncated.write(to: directory.archive)
    let (app, note, messages) = relaunch(directory)
    let error = try #require(app.headlessStateRestorationError)
    #expect(error.kind == .truncated)
    #expect(note == "")
    let aside = try #require(error.keptAsideAt)
    #expect(try Data(contentsOf: aside) == truncated)
    #expect(!FileManager.default.fileExists(atPath: directory.archive.path))
    #expect(aside.lastPathComponent.hasPrefix("state.archive.rejected-"))
    #expect(messages == ["State restoration: \(error)"])
    #expect("\(error)".hasPrefix("state.archive: error: the archive is truncated"))
  }

  @Test("Foreign files are refused: text, and a keyed archive of something else")
  func foreignArchives() throws {
    let directory = ArchiveDirectory()
    try Data("not an archive\n".utf8).write(to: directory.archive)
    let (textApp, _, _) = relaunch(directory)
    #expect(textApp.headlessStateRestorationError?.kind == .foreignArchive)

    let other = NSKeyedArchiver(requiringSecureCoding: true)
    other.encode(["user": "ada"] as NSDictionary, forKey: "root")
    other.finishEncoding()
    try other.encodedData.write(to: directory.archive)
    let (keyedApp, note, _) = relaunch(directory)
    #expect(keyedApp.headlessStateRestorationError?.kind == .foreignArchive)
    #expect(note == "")
    #expect(directory.fileNames.count == 2)
  }

  @Test("An archive of another format version is refused with its version")
  func versionMismatch() throws {
    let directory = ArchiveDirectory()
    let bytes = try savedArchive(in: directory)
    let (application, records) = try StateArchiveTesting.records(of: bytes)
    let payload = NSKeyedArchiver(requiringSecureCoding: true)
    payload.encode(application as NSData, forKey: "application")
    payload.encode(records.map { NSDictionary(dictionary: $0) } as NSArray, forKey: "records")
    payload.finishEncoding()
    try StateArchiveTesting.outer(version: 2, payload: payload.encodedData)
      .write(to: directory.archive)
    let (app, note, _) = relaunch(directory)
    #expect(app.headlessStateRestorationError?.kind == .unsupportedVersion(2))
    #expect(note == "")
  }

  @Test("A payload that fails its checksum is refused as corrupted")
  func checksumMismatch() throws {
    let directory = ArchiveDirectory()
    let bytes = try savedArchive(in: directory)
    let (application, records) = try StateArchiveTesting.records(of: bytes)
    let valid = StateArchiveTesting.archive(application: application, records: records)
    // Re-encoding the same records restores, so the only change below is the checksum.
    try valid.write(to: directory.archive)
    #expect(relaunch(directory).1 == "saved")
    let payload = NSKeyedArchiver(requiringSecureCoding: true)
    payload.encode(application as NSData, forKey: "application")
    payload.encode(records.map { NSDictionary(dictionary: $0) } as NSArray, forKey: "records")
    payload.finishEncoding()
    let checksum = StateArchiveTesting.checksum(payload.encodedData) ^ 1
    try StateArchiveTesting.outer(checksum: checksum, payload: payload.encodedData)
      .write(to: directory.archive)
    let (app, note, _) = relaunch(directory)
    #expect(app.headlessStateRestorationError?.kind == .corrupted)
    #expect(note == "")
  }

  @Test("Property: any byte flip or truncation either restores or is refused and kept aside")
  func corruptionNeverCrashes() throws {
    let directory = ArchiveDirectory()
    let bytes = try savedArchive(in: directory)
    var random = SplitMix64(seed: 0x5eed_0013)
    var refused = 0
    for _ in 0..<200 {
      var damaged = bytes
      if random.index(below: 4) == 0 {
        damaged = damaged.prefix(random.index(below: bytes.count))
      } else {
        let position = random.index(below: bytes.count)
        damaged[position] ^= UInt8(1 + random.index(below: 255))
      }
      for name in directory.fileNames {
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(name))
      }
      try damaged.write(to: directory.archive)
      let (app, note, _) = relaunch(directory)
      if let error = app.headlessStateRestorationError {
        refused += 1
        #expect(error.kind != .missingArchive)
        #expect(note == "")
        let aside = try #require(error.keptAsideAt)
        #expect(try Data(contentsOf: aside) == damaged)
      } else {
        #expect(note == "saved")
      }
    }
    #expect(refused > 150)
  }

  @Test("A write that fails leaves the previous archive whole and no temporary file")
  func failedWriteKeepsPreviousArchive() throws {
    let directory = ArchiveDirectory()
    let previous = try savedArchive(in: directory)
    let app = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("profile") },
      stateArchive: directory.archive)
    // Large enough for several chunks, so the fault strikes in the middle of the file.
    (app.keyWindow?.rootViewController as? NoteController)?.note = String(
      repeating: "x", count: 40_000)
    StateArchiveFile.$writeFault.withValue((afterBytes: 16 << 10, crash: false)) {
      #expect(throws: StateRestorationError.self) { try app.headlessEnterBackground() }
      do throws(StateRestorationError) {
        try app.headlessEnterBackground()
      } catch {
        #expect(error.kind == .writeFailed)
        #expect(error.message.contains("16384 of"))
      }
    }
    #expect(try Data(contentsOf: directory.archive) == previous)
    #expect(directory.fileNames == ["state.archive"])
  }

  @Test("A controller without an identifier is not saved, nor anything under it (13.3)")
  func missingIdentifierSkipsSubtree() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let root = NoteController("root")
      let anonymous = UIViewController()
      let orphan = NoteController("orphan", note: "lost")
      let sibling = NoteController("sibling", note: "kept")
      root.addChild(anonymous)
      anonymous.addChild(orphan)
      root.addChild(sibling)
      return root
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let root = try #require(first.keyWindow?.rootViewController)
    (root.children[0].children[0] as? NoteController)?.note = "changed"
    (root.children[1] as? NoteController)?.note = "changed too"
    _ = RestorationLog.take()
    try first.headlessEnterBackground()
    #expect(
      RestorationLog.take() == [
        "app.shouldSave secure=true", "app.willEncode", "root.encode", "sibling.encode",
      ])
    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let restored = try #require(second.keyWindow?.rootViewController)
    #expect((restored.children[0].children[0] as? NoteController)?.note == "lost")
    #expect((restored.children[1] as? NoteController)?.note == "changed too")
  }

  @Test("A declining restoration class skips its controller and everything under it (13.10)")
  func decliningRestorationClass() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      UINavigationController(rootViewController: NoteController("list")).then {
        $0.restorationIdentifier = "nav"
      }
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let navigation = try #require(first.keyWindow?.rootViewController as? UINavigationController)
    let declined = DecliningNoteController("declined", note: "x")
    declined.addChild(RecreatedNoteController("inner"))
    navigation.pushViewController(declined, animated: false)
    navigation.present(RecreatedNoteController("sheet", note: "kept"), animated: false)
    first.keyWindow?.layoutIfNeeded()
    try first.headlessEnterBackground()
    _ = RestorationLog.take()

    var second: UIApplication?
    let messages = Diagnostics.capture {
      second = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    }
    let restored = try #require(second?.keyWindow?.rootViewController as? UINavigationController)
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["list"])
    #expect((restored.presentedViewController as? NoteController)?.note == "kept")
    #expect(
      messages == [
        "State restoration: HeadlessUIKitTests.DecliningNoteController declined to restore view "
          + "controller 'nav' / 'declined'; it is skipped",
        "State restoration: the parent of view controller 'nav' / 'declined' / 'inner' was not "
          + "restored; it is skipped",
      ])
    #expect(RestorationLog.take().contains("decline nav/declined"))
  }

  @Test("A restoration class that cannot be found skips its controller; the rest restores")
  func unknownRestorationClass() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController { NoteController("root") }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let root = try #require(first.keyWindow?.rootViewController as? NoteController)
    root.note = "root note"
    root.addChild(RecreatedNoteController("gone", note: "g"))
    root.addChild(RecreatedNoteController("kept", note: "k"))
    try first.headlessEnterBackground()
    let (application, records) = try StateArchiveTesting.records(
      of: Data(contentsOf: directory.archive))
    let edited = records.map { record -> [String: Any] in
      var record = record
      if (record["path"] as? [String]) == ["root", "gone"] {
        record["restorationClass"] = "HeadlessUIKitTests.NoSuchRestorationClass"
      }
      return record
    }
    try StateArchiveTesting.archive(application: application, records: edited)
      .write(to: directory.archive)

    var second: UIApplication?
    let messages = Diagnostics.capture {
      second = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    }
    #expect(
      messages == [
        "State restoration: restoration class 'HeadlessUIKitTests.NoSuchRestorationClass' of "
          + "view controller 'root' / 'gone' cannot be found; it is skipped"
      ])
    let restored = try #require(second?.keyWindow?.rootViewController as? NoteController)
    #expect(restored.note == "root note")
    #expect(RestorationLog.take().contains("make root/kept"))
  }

  @Test("Declining to save writes nothing; declining to restore keeps the default state")
  func delegateOptOut() throws {
    let directory = ArchiveDirectory()
    let delegate = RestorationAppDelegate { NoteController("profile") }
    delegate.savesState = false
    let first = UIApplication.headlessLaunch(delegate: delegate, stateArchive: directory.archive)
    #expect(try first.headlessEnterBackground() == false)
    #expect(directory.fileNames.isEmpty)

    _ = try savedArchive(in: directory)
    let declining = RestorationAppDelegate { NoteController("profile") }
    declining.restoresState = false
    let second = UIApplication.headlessLaunch(delegate: declining, stateArchive: directory.archive)
    #expect((second.keyWindow?.rootViewController as? NoteController)?.note == "")
    #expect(second.headlessStateRestorationError == nil)
  }
}

extension UIViewController {
  /// Configures the controller in place and returns it.
  fileprivate func then(_ configure: (UIViewController) -> Void) -> UIViewController {
    configure(self)
    return self
  }
}
