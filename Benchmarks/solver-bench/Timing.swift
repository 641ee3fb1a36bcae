#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), in seconds.
enum Clock {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  @inline(__always)
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}

/// When to stop repeating a timed operation (the rule every driver shares).
///
/// Stop at ``maximumRepetitions``; or once at least 3 repetitions are done and `budget/2`
/// seconds have passed since the mode started; or after 1 repetition if that one alone took
/// more than `budget/2`.
struct RepetitionRule: Sendable {
  /// The time budget in seconds; each mode spends about half of it.
  let budget: Double
  /// The most repetitions.
  let maximumRepetitions: Int

  /// Whether `times` (seconds per repetition so far) are enough, in a mode started at `start`.
  func isDone(_ times: [Double], startedAt start: Double) -> Bool {
    if times.count >= maximumRepetitions { return true }
    if times.count == 1 && times[0] > budget / 2 { return true }
    return times.count >= 3 && Clock.now() - start > budget / 2
  }

  /// Times `make` repeatedly under this rule and keeps the last result.
  ///
  /// The previous result is released before the clock starts, so tearing it down (freeing a
  /// solver) is outside the timed region.
  ///
  /// - Parameter make: The operation to time; its result is kept alive until the next call.
  /// - Returns: The last result and the time of each repetition in seconds.
  /// - Throws: Whatever `make` throws, at the first failure.
  func measure<T, E: Error>(_ make: () throws(E) -> T) throws(E) -> (last: T, times: [Double]) {
    var times: [Double] = []
    var kept: T? = nil
    let start = Clock.now()
    while true {
      release(&kept)
      let t0 = Clock.now()
      let made = try make()
      let t1 = Clock.now()
      kept = made
      times.append(t1 - t0)
      if isDone(times, startedAt: start), let last = kept { return (last, times) }
    }
  }
}

/// Drops `value` here, not later (keeps deallocation out of the next timed region).
@inline(never)
func release<T>(_ value: inout T?) {
  value = nil
}

/// Summary statistics as Python's `statistics` module computes them.
enum Statistics {
  /// The median (the mean of the two middle values for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The element at `⌊count · fraction⌋` of the sorted values (`kiwi_bench.py`'s percentile).
  ///
  /// - Parameters:
  ///   - sorted: Values in ascending order, not empty.
  ///   - fraction: In `[0, 1)`.
  /// - Returns: The element, or 0 when there are none.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard let last = sorted.last else { return 0 }
    let position = Int(Double(sorted.count) * fraction)
    return position < sorted.count ? sorted[position] : last
  }

  /// `value` rounded to `places` decimal places.
  static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}
