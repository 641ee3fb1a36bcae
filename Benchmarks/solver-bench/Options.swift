/// The command line: `[--budget S] [--max-reps N] [--native-kiwi-strength] file.json...`.
struct Options: Sendable {
  /// Seconds of build timing per workload (each of the two modes spends about half).
  var budget = 20.0
  /// The most repetitions per mode.
  var maximumRepetitions = 15
  /// Whether `--native-kiwi-strength` was given.
  var nativeKiwiStrength = false
  /// Whether `--help` was given.
  var showHelp = false
  /// The workload files, in order.
  var files: [String] = []

  /// A command-line mistake, with its message.
  struct UsageError: Error, Sendable {
    /// What is wrong.
    let message: String
  }

  /// Parses the arguments (without the program name).
  ///
  /// Options may come anywhere; `--budget=S` and `--max-reps=N` also work, and `--` ends the
  /// options.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option, a missing or bad value, or no files.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        options.files += rest
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        options.files.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      func value() throws(UsageError) -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
        return next
      }
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--native-kiwi-strength": options.nativeKiwiStrength = true
      case "--budget":
        let text = try value()
        guard let budget = Double(text), budget.isFinite, budget > 0 else {
          throw UsageError(message: "--budget needs a positive number of seconds, not \"\(text)\"")
        }
        options.budget = budget
      case "--max-reps":
        let text = try value()
        guard let reps = Int(text), reps >= 1 else {
          throw UsageError(
            message: "--max-reps needs a whole number of at least 1, not \"\(text)\"")
        }
        options.maximumRepetitions = reps
      default:
        throw UsageError(message: "unknown option \(name)")
      }
    }
    if options.files.isEmpty && !options.showHelp {
      throw UsageError(message: "no workload files given")
    }
    return options
  }

  /// One-line usage.
  static let usage =
    "usage: solver-bench [--budget S] [--max-reps N] [--native-kiwi-strength] file.json..."

  /// The `--help` text.
  static let help = """
    \(usage)

    Times HeadlessUIKit's ConstraintSolver on autolayout-bench/1 workload files
    (Benchmarks/Workloads/WORKLOADS.md) and prints one JSON line per file on standard output, with
    the keys and meanings of Benchmarks/Workloads/kiwi_bench.py, so the two compare line by line.
    Machine information goes to standard error. Build in release mode first:
        swift run -c release solver-bench Benchmarks/Workloads/workloads/*.json

    Options:
      --budget S              seconds of build timing per workload (default 20). Each mode
                              (objects, solver) repeats until 15 reps, or >= 3 reps once S/2
                              seconds are spent, or stops after 1 rep longer than S/2.
      --max-reps N            at most N repetitions per mode (default 15).
      --native-kiwi-strength  use each constraint's kiwi_strength (Kiwi's float strength)
                              mapped back to a priority: weak 1 -> 1, medium 1e3 -> 100,
                              mmedium 1250 -> 125, smedium 1e5 -> 500, strong 1e6 -> 750.
                              Those are the priorities the files already carry in strength,
                              so for this solver (which uses priorities, not weights) the
                              option changes nothing; it exists to mirror kiwi_bench.py.
      -h, --help              show this text.

    Output keys (times are medians over repetitions):
      objects_ms         create the Variables, Terms, Expressions and Constraints
      build_solver_ms    new Solver, addEditVariable*, add* (in file order), initial
                         suggestValue*, updateVariables
      build_total_ms     objects_ms + build_solver_ms; build_reps = [objects, solver] reps
      step_us            one step (suggestValue per entry, then updateVariables), the median
                         over 5 passes of each pass's mean; step_p50_us, step_p99_us and
                         step_max_us are over every step; update_only_us is
                         updateVariables alone
      checks_ok, checks_failed   the file's checks, |got - v| <= 1e-6 * max(1, |v|)
      us_per_constraint  build_solver_ms * 1000 / constraints
      peak_rss_mb        the process's peak resident set (VmHWM) so far
      bytes_per_constraint, solver_bytes_per_constraint
                         resident-set growth over one untimed build (objects and solver;
                         solver only) divided by the constraint count, after malloc_trim

    Exit status: 0 when every check passes; 1 if any check fails; 2 on bad input (usage, or
    a file that cannot be read, is malformed or is rejected by the solver: one line on
    standard error names the file and the place; the other files still run).
    """
}
