import BenchSupport

/// A scene that checks and times itself and prints its own keys: the text scenes, whose modes
/// do not fit the two-version runner of ``Scene`` (`label-sizes` has no frames to compare,
/// `label-stack-200` has three pairs of modes).
@MainActor
struct TextScene {
  /// A failed check, with the line for standard error.
  struct Failure: Error {
    /// What differed, and where.
    let message: String
  }

  /// The name `--scene` accepts.
  let name: String

  /// One line saying what the scene does.
  let summary: String

  /// Runs the scene's checks and returns its `--check` line.
  let check: @MainActor () throws(Failure) -> JSONLine

  /// Runs the checks, then times the scene with a budget in seconds and a most number of
  /// rounds, and returns its result line.
  let run: @MainActor (_ budget: Double, _ maximumRepetitions: Int) throws(Failure) -> JSONLine

  /// Every text scene, in the order they run (after the scenes of ``Scene/all``).
  static let all: [TextScene] = [labelSizes(count: 10_000), labelStack(labels: 200)]
}

extension RepetitionRule {
  /// Times several operations in rotation, one repetition of each per round, so that all meet
  /// the same machine load; the rule counts rounds (a round's time is the sum of its
  /// repetitions).
  ///
  /// - Parameter operations: The operations; each round runs them in order.
  /// - Returns: The time of each repetition of each operation, in seconds, one array per
  ///   operation.
  func measure(rotating operations: [() -> Void]) -> [[Double]] {
    var times = Array(repeating: [Double](), count: operations.count)
    var rounds: [Double] = []
    let start = Stopwatch.now()
    repeat {
      var round = 0.0
      for (index, operation) in operations.enumerated() {
        let t0 = Stopwatch.now()
        operation()
        let t1 = Stopwatch.now()
        times[index].append(t1 - t0)
        round += t1 - t0
      }
      rounds.append(round)
    } while !isDone(rounds, startedAt: start)
    return times
  }
}
