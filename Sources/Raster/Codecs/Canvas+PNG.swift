import Foundation
import Glibc

extension Canvas {
  /// The canvas encoded as PNG (8-bit RGBA, straight alpha).
  ///
  /// - Throws: ``RenderError/pngEncodingFailed(reason:)`` with libpng's message.
  package func pngData() throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(self)
  }

  /// Writes the canvas as a PNG file at `url`, atomically.
  ///
  /// The bytes go to a new temporary file in the same directory, which is flushed and then
  /// renamed over `url`: readers see the old file or the whole new one, never part of it, and
  /// on failure the temporary file is removed (decision R9).
  ///
  /// - Throws: ``RenderError/cannotWrite(path:reason:)`` naming the path and the system's
  ///   reason, or ``RenderError/pngEncodingFailed(reason:)``.
  package func writePNG(to url: URL) throws(RenderError) {
    try AtomicFile.write(try pngData(), to: url)
  }
}

/// Writes files through a temporary file and a rename.
enum AtomicFile {
  /// Writes `bytes` to `url` atomically; see ``Canvas/writePNG(to:)``.
  static func write(_ bytes: [UInt8], to url: URL) throws(RenderError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary =
      directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-"
      + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let error = failure(path)
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += result
    }
    let synced = fsync(descriptor) == 0
    let syncError = failure(path)
    if close(descriptor) != 0 || !synced {
      let error = synced ? failure(path) : syncError
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  /// The error for `path` with the system's explanation of `errno`.
  private static func failure(_ path: String) -> RenderError {
    .cannotWrite(path: path, reason: String(cString: strerror(errno)))
  }
}
