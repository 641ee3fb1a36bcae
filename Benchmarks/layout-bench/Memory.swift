import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory readings of this process, for the `peak_rss_kb_*` and `*_heap_bytes` keys.
enum Memory {
  /// The process's peak resident set so far, in KiB (`getrusage`'s `ru_maxrss`, which Linux
  /// reports in kilobytes).
  static func peakResidentKilobytes() -> Int {
    var usage = rusage()
    guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
  }

  /// The bytes of heap the process has allocated and not freed, or `nil` where glibc's
  /// `malloc_info` is missing.
  ///
  /// This is what `mallinfo2` reports as `uordblks + hblkhd`, read from `malloc_info`'s totals
  /// (the system bytes of every arena, minus their free chunks and top chunks, plus the blocks
  /// mapped on their own), because `malloc.h` is not part of Swift's Glibc module and a C
  /// function returning a structure cannot be called through `dlsym`. Chunks held in a thread's
  /// cache count as in use, as in `mallinfo2`. The difference across an operation is the heap it
  /// retains, not the total it allocated and freed on the way.
  static func heapInUseBytes() -> Int? {
    #if canImport(Glibc)
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard let symbol = dlsym(nil, "malloc_info") else { return nil }
      var buffer: UnsafeMutablePointer<CChar>? = nil
      var length = 0
      guard let stream = open_memstream(&buffer, &length) else { return nil }
      let status = unsafeBitCast(symbol, to: MallocInfo.self)(0, stream)
      fclose(stream)
      defer { free(buffer) }
      guard status == 0, let buffer else { return nil }
      return inUseBytes(fromMallocInfo: String(cString: buffer))
    #else
      return nil
    #endif
  }

  /// The bytes in use from `malloc_info`'s XML: after the last `</heap>`, system `current`
  /// minus the `fast` and `rest` totals plus the `mmap` total.
  static func inUseBytes(fromMallocInfo xml: String) -> Int? {
    guard let lastHeap = xml.range(of: "</heap>", options: .backwards) else { return nil }
    let totals = xml[lastHeap.upperBound...]
    func size(_ tag: String) -> Int? {
      guard let found = totals.range(of: tag),
        let sizeKey = totals[found.upperBound...].range(of: "size=\"")
      else { return nil }
      let digits = totals[sizeKey.upperBound...].prefix { $0.isNumber }
      return Int(digits)
    }
    guard let system = size("<system type=\"current\""),
      let fast = size("<total type=\"fast\""), let rest = size("<total type=\"rest\""),
      let mapped = size("<total type=\"mmap\"")
    else { return nil }
    return system - fast - rest + mapped
  }

  /// The heap an object retains: the live heap with the result of `make` alive, minus the live
  /// heap before `make` ran; `nil` where it cannot be read.
  static func retainedHeapBytes<T>(_ make: () -> T) -> Int? {
    guard let before = heapInUseBytes() else { return nil }
    let kept = make()
    let after = heapInUseBytes()
    withExtendedLifetime(kept) {}
    return after.map { $0 - before }
  }
}
