import BenchSupport

/// When to stop repeating a pair of timed modes of a scene.
///
/// A pair stops after ``maximumRepetitions`` rounds; or once it has done at least 3 rounds and
/// spent ``budget`` seconds; or after 1 round that alone took longer than ``budget``.
struct RepetitionRule: Sendable {
  /// Seconds this pair of modes may spend.
  let budget: Double
  /// The most rounds.
  let maximumRepetitions: Int

  /// Whether `times` (seconds per round so far) are enough for a pair started at `start`.
  func isDone(_ times: [Double], startedAt start: Double) -> Bool {
    if times.count >= maximumRepetitions { return true }
    if times.count == 1 && times[0] > budget { return true }
    return times.count >= 3 && Stopwatch.now() - start > budget
  }

  /// Times `first` and `second` in alternation, one repetition of each per round, so that both
  /// meet the same machine load; each result is released before the next round's clocks start
  /// (so tearing a view tree down is never timed).
  ///
  /// The rule counts rounds: a round's time is the sum of both repetitions.
  ///
  /// - Parameters:
  ///   - first: The first operation; its result is kept until the next round.
  ///   - second: The second operation; its result is kept until the next round.
  /// - Returns: The time of each repetition of each operation, in seconds.
  func measure<A, B>(
    alternating first: () -> A, _ second: () -> B
  ) -> (first: [Double], second: [Double]) {
    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    var rounds: [Double] = []
    var keptFirst: A? = nil
    var keptSecond: B? = nil
    let start = Stopwatch.now()
    repeat {
      release(&keptFirst)
      release(&keptSecond)
      let t0 = Stopwatch.now()
      let a = first()
      let t1 = Stopwatch.now()
      keptFirst = a
      let t2 = Stopwatch.now()
      let b = second()
      let t3 = Stopwatch.now()
      keptSecond = b
      firstTimes.append(t1 - t0)
      secondTimes.append(t3 - t2)
      rounds.append(t1 - t0 + t3 - t2)
    } while !isDone(rounds, startedAt: start)
    release(&keptFirst)
    release(&keptSecond)
    return (firstTimes, secondTimes)
  }
}

/// Drops `value` here, outside any timed region.
@inline(never)
func release<T>(_ value: inout T?) {
  value = nil
}
