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

/// Summary statistics of repetition times, in seconds.
enum Statistics {
  /// The median (the mean of the two middle values for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The largest value; 0 when empty.
  static func worst(_ values: [Double]) -> Double {
    values.max() ?? 0
  }

  /// Milliseconds from seconds, rounded to 1 µs.
  static func milliseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded() / 1000
  }
}
