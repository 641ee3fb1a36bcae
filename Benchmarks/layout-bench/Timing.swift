/// Seconds on the monotonic clock (`ContinuousClock`), as a `Double`.
enum Stopwatch {
  private static let clock = ContinuousClock()
  private static let origin = clock.now

  /// Seconds since the first use; never goes backwards.
  @inline(__always)
  static func now() -> Double {
    let elapsed = origin.duration(to: clock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }
}

/// When to stop repeating one timed mode of a scene.
///
/// A mode stops after ``maximumRepetitions``; or once it has done at least 3 repetitions and
/// spent ``budget`` seconds; or after 1 repetition that alone took longer than ``budget``.
struct RepetitionRule: Sendable {
  /// Seconds this mode may spend.
  let budget: Double
  /// The most repetitions.
  let maximumRepetitions: Int

  /// Whether `times` (seconds per repetition so far) are enough for a mode started at `start`.
  func isDone(_ times: [Double], startedAt start: Double) -> Bool {
    if times.count >= maximumRepetitions { return true }
    if times.count == 1 && times[0] > budget { return true }
    return times.count >= 3 && Stopwatch.now() - start > budget
  }

  /// Times `make` repeatedly, releasing each result before the next repetition's clock starts
  /// (so tearing a view tree down is never timed).
  ///
  /// - Parameter make: The work to time; its result is kept until the next repetition.
  /// - Returns: The time of each repetition, in seconds.
  func measure<T>(_ make: () -> T) -> [Double] {
    var times: [Double] = []
    var kept: T? = nil
    let start = Stopwatch.now()
    repeat {
      release(&kept)
      let t0 = Stopwatch.now()
      let made = make()
      let t1 = Stopwatch.now()
      kept = made
      times.append(t1 - t0)
    } while !isDone(times, startedAt: start)
    release(&kept)
    return times
  }
}

/// Drops `value` here, outside any timed region.
@inline(never)
func release<T>(_ value: inout T?) {
  value = nil
}

/// Summary statistics of repetition times.
enum Statistics {
  /// The median (the mean of the two middle values for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `value` rounded to `places` decimal places.
  static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// Milliseconds from seconds, rounded to 0.1 µs.
  static func milliseconds(_ seconds: Double) -> Double {
    rounded(seconds * 1000, 4)
  }
}
