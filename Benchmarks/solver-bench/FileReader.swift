#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with POSIX calls (no Foundation).
enum FileReader {
  /// The largest file read, 512 MiB: far above any workload, and a guard against `/dev/zero`.
  static let maximumSize = 512 << 20

  /// Why a file could not be read.
  struct Failure: Error, Sendable {
    /// A short reason, such as `No such file or directory`.
    let reason: String
  }

  /// The contents of the file at `path`.
  ///
  /// Reads in chunks until end of file, so it also works for `/proc` files, whose size is
  /// reported as 0.
  ///
  /// - Parameter path: A file path.
  /// - Returns: The bytes.
  /// - Throws: ``Failure`` with the system's reason (missing file, a directory, no permission)
  ///   or when the file is larger than ``maximumSize``.
  static func contents(of path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    if fd < 0 { throw Failure(reason: errorText(errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    while true {
      let previous = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let got = bytes.withUnsafeMutableBufferPointer { buffer in
        read(fd, buffer.baseAddress.map { $0 + previous }, chunk)
      }
      if got < 0 {
        let code = errno
        if code == EINTR {
          bytes.removeLast(chunk)
          continue
        }
        throw Failure(reason: errorText(code))
      }
      bytes.removeLast(chunk - got)
      if got == 0 { return bytes }
      if bytes.count > maximumSize {
        throw Failure(reason: "larger than \(maximumSize >> 20) MiB")
      }
    }
  }

  /// The system's message for an `errno` value.
  private static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
