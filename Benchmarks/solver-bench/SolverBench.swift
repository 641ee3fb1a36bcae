#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command: parses options, benchmarks each file in order, and maps outcomes to an exit
/// status (the only place that prints errors).
enum SolverBench {
  /// Exit status when every check passed.
  static let success: Int32 = 0
  /// Exit status when a check failed.
  static let checkFailed: Int32 = 1
  /// Exit status on bad input: usage, or an unreadable, malformed or rejected file.
  static let badInput: Int32 = 2

  /// Runs the command.
  ///
  /// A bad file is reported on standard error (one line naming the file and the place) and
  /// skipped; the rest still run. Status 2 wins over 1.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      printError("solver-bench: \(error.message)\n\(Options.usage)")
      return badInput
    }
    if options.showHelp {
      writeLine(Options.help, to: STDOUT_FILENO)
      return success
    }
    printError(MachineInfo.line.text)
    if buildConfiguration == "debug" {
      printError("solver-bench: warning: debug build (solver invariant checks on); use -c release")
    }
    let rule = RepetitionRule(
      budget: options.budget, maximumRepetitions: options.maximumRepetitions)
    var status = success
    for file in options.files {
      do {
        let line = try benchmarkFile(file, rule: rule, options: options)
        writeLine(line.text, to: STDOUT_FILENO)
        if case .int(let failed) = line.member("checks_failed"), failed > 0, status == success {
          status = checkFailed
        }
      } catch {
        printError("solver-bench: error: \(error)")
        status = badInput
      }
    }
    return status
  }

  /// Loads and benchmarks one file; the workload and its JSON are freed before returning.
  private static func benchmarkFile(
    _ file: String, rule: RepetitionRule, options: Options
  ) throws(WorkloadError) -> JSONOutput {
    let workload = try WorkloadDecoder.load(
      file: file, nativeKiwiStrength: options.nativeKiwiStrength)
    return .object(
      try benchmark(workload, rule: rule, nativeKiwiStrength: options.nativeKiwiStrength))
  }

  /// Writes `text` and a newline to standard error.
  static func printError(_ text: String) {
    writeLine(text, to: STDERR_FILENO)
  }

  /// Writes `text` and a newline to a file descriptor at once (unbuffered, so each result
  /// line is out as soon as its workload is done).
  static func writeLine(_ text: String, to descriptor: Int32) {
    let bytes = Array((text + "\n").utf8)
    var start = 0
    while start < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(descriptor, raw.baseAddress.map { $0 + start }, raw.count - start)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      start += written
    }
  }
}

extension JSONOutput {
  /// The value of `key` if this is an object that has it.
  func member(_ key: String) -> JSONOutput? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}
