import BenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command: parses options, checks and times each selected scene, and maps outcomes to an
/// exit status (the only place that prints).
@MainActor
enum LayoutBench {
  /// Exit status when every check passed.
  static let success: Int32 = 0
  /// Exit status when the two versions of a scene produced different frames.
  static let mismatch: Int32 = 1
  /// Exit status on a usage error, or when a debug build is asked to time.
  static let usageError: Int32 = 2

  /// The ratio `autolayout_ms / frames_ms` the project aims to stay under.
  static let goalRatio = 3.0

  /// Runs the command.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      printError("layout-bench: \(error.message)\n\(Options.usage)")
      return usageError
    }
    if options.showHelp {
      writeLine(Options.help, to: STDOUT_FILENO)
      return success
    }
    let scenes = Scene.all.filter { options.selects($0.name) }
    let textScenes = TextScene.all.filter { options.selects($0.name) }
    if options.listScenes {
      for scene in Scene.all { writeLine("\(scene.name)\t\(scene.summary)", to: STDOUT_FILENO) }
      for scene in TextScene.all {
        writeLine("\(scene.name)\t\(scene.summary)", to: STDOUT_FILENO)
      }
      return success
    }
    guard !scenes.isEmpty || !textScenes.isEmpty else {
      printError(
        "layout-bench: no scene matches \(options.sceneFilters.joined(separator: ", ")); see --list"
      )
      return usageError
    }
    if MachineInfo.buildConfiguration == "debug" && !options.checkOnly {
      printError(
        """
        layout-bench: refusing to time a DEBUG build: it runs the library's internal invariant
        checks and its numbers mean nothing. Use `swift run -c release layout-bench` (or
        Benchmarks/run-layout-bench.sh); `--check` works in debug.
        """)
      return usageError
    }
    printError(MachineInfo.line.text)
    var status = success
    for scene in scenes {
      let check: SceneRunner.CheckResult
      do {
        check = try SceneRunner.check(scene)
      } catch {
        printError("layout-bench: \(scene.name): \(error.message)")
        status = mismatch
        continue
      }
      if options.checkOnly {
        writeLine(checkLine(scene, check).text, to: STDOUT_FILENO)
      } else {
        let heap = SceneRunner.heapPerView(scene)
        let timings = SceneRunner.time(
          scene, budget: options.budget, maximumRepetitions: options.maximumRepetitions)
        writeLine(resultLine(scene, check, timings, heap).text, to: STDOUT_FILENO)
      }
    }
    for scene in textScenes {
      do {
        let line =
          options.checkOnly
          ? try scene.check() : try scene.run(options.budget, options.maximumRepetitions)
        writeLine(line.text, to: STDOUT_FILENO)
      } catch {
        printError("layout-bench: \(scene.name): \(error.message)")
        status = mismatch
      }
    }
    if !options.checkOnly, let load = MachineInfo.loadAverage {
      printError("{\"load_average_at_end\": \"\(load)\"}")
    }
    return status
  }

  /// The `--check` line of a scene whose versions agree.
  private static func checkLine(_ scene: Scene, _ check: SceneRunner.CheckResult) -> JSONLine {
    .object([
      ("scene", .string(scene.name)),
      ("views", .int(check.views)),
      ("steps", .int(scene.steps)),
      ("frames_checked", .int(check.comparisons)),
      ("frames_match", .bool(true)),
      ("relayout_layouts", .int(check.relayoutLayouts)),
      ("frames_relayout_layouts", .int(check.framesRelayoutLayouts)),
    ])
  }

  /// The result line of a timed scene.
  private static func resultLine(
    _ scene: Scene, _ check: SceneRunner.CheckResult, _ timings: SceneRunner.Timings,
    _ heap: (autoLayout: Double, frames: Double)?
  ) -> JSONLine {
    let autoLayout = Statistics.median(timings.autoLayout)
    let relayout = Statistics.median(timings.relayout)
    let frames = Statistics.median(timings.frames)
    let framesRelayout = Statistics.median(timings.framesRelayout)
    func ms(_ seconds: Double) -> JSONLine { .double(Statistics.milliseconds(seconds)) }
    func fastest(_ times: [Double]) -> JSONLine { ms(times.min() ?? 0) }
    let ratio = frames > 0 ? autoLayout / frames : .infinity
    let fastestFrames = timings.frames.min() ?? 0
    let minimumRatio =
      fastestFrames > 0 ? (timings.autoLayout.min() ?? 0) / fastestFrames : .infinity
    return .object([
      ("scene", .string(scene.name)),
      ("views", .int(check.views)),
      ("steps", .int(scene.steps)),
      ("autolayout_ms", ms(autoLayout)),
      ("autolayout_min_ms", fastest(timings.autoLayout)),
      ("relayout_ms", ms(relayout)),
      ("relayout_min_ms", fastest(timings.relayout)),
      ("frames_ms", ms(frames)),
      ("frames_min_ms", fastest(timings.frames)),
      ("frames_relayout_ms", ms(framesRelayout)),
      ("frames_relayout_min_ms", fastest(timings.framesRelayout)),
      ("ratio", .double(Statistics.rounded(ratio, 2))),
      ("ratio_min", .double(Statistics.rounded(minimumRatio, 2))),
      ("relayout_ratio", .double(Statistics.rounded(relayout / framesRelayout, 2))),
      ("relayout_layouts", .int(check.relayoutLayouts)),
      ("frames_relayout_layouts", .int(check.framesRelayoutLayouts)),
      ("autolayout_heap_bytes_per_view", .double(heap.map { $0.autoLayout.rounded() } ?? .nan)),
      ("frames_heap_bytes_per_view", .double(heap.map { $0.frames.rounded() } ?? .nan)),
      ("goal_met", .bool(ratio <= goalRatio)),
      (
        "reps",
        .array(
          [timings.autoLayout, timings.relayout, timings.frames, timings.framesRelayout].map {
            .int($0.count)
          })
      ),
      ("frames_checked", .int(check.comparisons)),
      ("build", .string(MachineInfo.buildConfiguration)),
    ])
  }

  /// Writes `text` and a newline to standard error.
  static func printError(_ text: String) {
    writeLine(text, to: STDERR_FILENO)
  }

  /// Writes `text` and a newline to a file descriptor at once, unbuffered, so each scene's line
  /// is out as soon as the scene is done.
  static func writeLine(_ text: String, to descriptor: Int32) {
    let bytes = Array((text + "\n").utf8)
    var start = 0
    while start < bytes.count {
      let written = bytes[start...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      start += written
    }
  }
}
