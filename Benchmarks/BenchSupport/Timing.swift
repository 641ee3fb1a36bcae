/// Seconds on the monotonic clock (`ContinuousClock`), as a `Double`.
package enum Stopwatch {
  private static let clock = ContinuousClock()
  private static let origin = clock.now

  /// Seconds since the first use; never goes backwards.
  @inline(__always)
  package static func now() -> Double {
    let elapsed = origin.duration(to: clock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }
}

/// Summary statistics of repetition times, in seconds.
package enum Statistics {
  /// The median (the mean of the two middle values for an even count); 0 when empty.
  package static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The largest value; 0 when empty.
  package static func worst(_ values: [Double]) -> Double {
    values.max() ?? 0
  }

  /// `value` rounded to `places` decimal places.
  package static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// Milliseconds from seconds, rounded to 0.1 µs.
  package static func milliseconds(_ seconds: Double) -> Double {
    rounded(seconds * 1000, 4)
  }
}
