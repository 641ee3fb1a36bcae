import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Where a failed image comparison's pictures go (decision SN3): swift-snapshot-testing
/// writes only the new image to its artifacts folder and attaches the others only under
/// Xcode, so headless writes all three (`reference.png`, `failure.png`, `difference.png`) to
/// a new folder under `SNAPSHOT_ARTIFACTS` (the library's variable; the temporary folder when
/// unset), and attaches them to the running Swift Testing test (kept with
/// `swift test --attachments-path`).
enum FailureImages {
  /// Writes the images and attaches them.
  ///
  /// - Parameter files: Each image's PNG bytes and file name.
  /// - Returns: The folder's path, or `nil` when it could not be written.
  static func save(_ files: [(Data, String)]) -> String? {
    #if canImport(Testing)
      if Test.current != nil {
        for (data, name) in files { Attachment.record(Array(data), named: name) }
      }
    #endif
    let base =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let folder = URL(fileURLWithPath: base, isDirectory: true)
      .appendingPathComponent("HeadlessUIKitSnapshotTesting", isDirectory: true)
      .appendingPathComponent(UUID().uuidString, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (data, name) in files {
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
      }
    } catch {
      return nil
    }
    return folder.path
  }
}
