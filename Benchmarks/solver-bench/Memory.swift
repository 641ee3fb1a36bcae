#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's memory use, from `/proc/self/status` (Linux).
///
/// - `peak_rss_mb` is `VmHWM`, the peak resident set size of the whole process so far; it
///   includes the runtime, the parsed JSON and every earlier workload in the same run.
/// - `bytes_per_constraint` is the growth of `VmRSS` over one untimed build (objects, then
///   solver, then `updateVariables`) divided by the constraint count. Before the build, freed
///   heap pages are returned to the system (`malloc_trim(0)`), so that the build's allocations
///   show up as new resident pages instead of reusing pages freed earlier. The value is an
///   estimate at page (4 KiB) granularity: noisy for small workloads.
enum ProcessMemory {
  /// The value of a `kB` field of `/proc/self/status` (`VmRSS`, `VmHWM`), in bytes.
  ///
  /// - Parameter field: The field name, without the colon.
  /// - Returns: The value in bytes, or `nil` where `/proc` is unavailable.
  static func statusBytes(_ field: String) -> Int? {
    guard let bytes = try? FileReader.contents(of: "/proc/self/status") else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }

  /// The current resident set size in bytes (`VmRSS`).
  static var resident: Int? { statusBytes("VmRSS") }

  /// The peak resident set size in bytes (`VmHWM`).
  static var peakResident: Int? { statusBytes("VmHWM") }

  /// Returns free heap memory to the system with glibc's `malloc_trim(0)`, when available.
  ///
  /// Looked up at run time (`malloc.h` is not part of Swift's Glibc module).
  static func releaseFreeHeap() {
    #if canImport(Glibc)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }
}
