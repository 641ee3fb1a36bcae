import Foundation

/// Writes state-restoration archives atomically and reads them back, moving unusable files
/// aside.
///
/// A write goes to a new temporary file in the archive's directory, is flushed to disk, and
/// only then renamed over the archive, so a crash or a failure at any point leaves the previous
/// archive whole (at worst a stray temporary file next to it). A read that fails for any
/// reason but a missing file moves the file aside as `NAME.rejected-TIMESTAMP` and never
/// deletes it.
@MainActor
package enum StateArchiveFile {
  /// The largest archive a launch reads.
  static let maximumSize = 64 << 20

  /// How many bytes one write call writes.
  static let chunkSize = 16 << 10

  /// A fault to inject while writing, for tests: after at least `afterBytes` bytes of the
  /// temporary file are written, the write fails (or, with `crash`, the process stops).
  ///
  /// Task-local: bound with `$writeFault.withValue(_:operation:)` around the writes that
  /// should fail, so it cannot outlive them.
  @TaskLocal package static var writeFault: (afterBytes: Int, crash: Bool)? = nil

  /// Writes `data` to `url` atomically.
  ///
  /// - Throws: `.writeFailed` when the temporary file cannot be made, written or renamed; the
  ///   previous archive is untouched and the temporary file removed.
  static func write(_ data: Data, to url: URL) throws(StateRestorationError) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    func failed(_ reason: String) -> StateRestorationError {
      try? FileManager.default.removeItem(at: temporary)
      return StateRestorationError(
        .writeFailed, url: url, message: "the archive could not be written (\(reason))")
    }
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: temporary)
    else { throw failed("cannot create a file in \(directory.path)") }
    var written = 0
    do {
      while written < data.count {
        let end = min(written + chunkSize, data.count)
        try handle.write(contentsOf: data[data.startIndex + written..<data.startIndex + end])
        written = end
        if let fault = writeFault, written >= fault.afterBytes, written < data.count {
          if fault.crash { fatalError("simulated crash while writing \(temporary.path)") }
          throw CocoaError(.fileWriteUnknown)
        }
      }
      try handle.synchronize()
      try handle.close()
    } catch {
      try? handle.close()
      throw failed("\(written) of \(data.count) bytes written")
    }
    guard rename(temporary.path, url.path) == 0 else {
      throw failed("cannot rename the temporary file over \(url.path)")
    }
  }

  /// Reads the archive at `url`.
  ///
  /// - Throws: `.missingArchive` when there is no file; otherwise, for a file that is too
  ///   large, unreadable or not a valid archive, the error with the location the file was moved
  ///   to.
  static func read(_ url: URL) throws(StateRestorationError) -> StateArchive {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw StateRestorationError(.missingArchive, url: url, message: "there is no saved state")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumSize else {
      throw StateRestorationError(
        .tooLarge, url: url,
        message: "the archive is \(size) bytes; the limit is \(maximumSize)"
      ).keptAside(at: keepAside(url))
    }
    guard let data = try? Data(contentsOf: url) else {
      throw StateRestorationError(.unreadable, url: url, message: "the archive cannot be read")
        .keptAside(at: keepAside(url))
    }
    do {
      return try StateArchive.decode(data, url: url)
    } catch {
      throw error.keptAside(at: keepAside(url))
    }
  }

  /// Moves an unusable archive aside, next to where it was; returns where, or `nil` when it
  /// could not be moved.
  static func keepAside(_ url: URL) -> URL? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    let stamp = formatter.string(from: Date()).replacingOccurrences(of: ":", with: "")
    var candidate = url.appendingPathExtension("rejected-\(stamp)")
    var counter = 1
    while FileManager.default.fileExists(atPath: candidate.path) {
      counter += 1
      candidate = url.appendingPathExtension("rejected-\(stamp)-\(counter)")
    }
    do {
      try FileManager.default.moveItem(at: url, to: candidate)
      return candidate
    } catch {
      return nil
    }
  }
}
