import BenchSupport

/// The command line: `[--scene NAME]... [--budget S] [--max-reps N] [--check] [--list]`.
struct Options: Sendable {
  /// Seconds of timing per scene, shared by its two alternating pairs of modes.
  var budget = 2.0
  /// The most timed rounds per pair of modes.
  var maximumRepetitions = 1000
  /// The scene filters given with `--scene`; empty means every scene.
  var sceneFilters: [String] = []
  /// Whether `--check` was given: run each scene once, compare frames, time nothing.
  var checkOnly = false
  /// Whether `--list` was given.
  var listScenes = false
  /// Whether `--help` was given.
  var showHelp = false

  /// Parses the arguments (without the program name).
  ///
  /// `--budget=S`, `--max-reps=N` and `--scene=NAME` also work.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option, a missing or bad value, or an operand.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var scanner = ArgumentScanner(arguments)
    while scanner.advance() {
      let (name, argument) = (scanner.name, scanner.argument)
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--check": options.checkOnly = true
      case "--list": options.listScenes = true
      case "--scene": options.sceneFilters.append(try scanner.value())
      case "--budget":
        let text = try scanner.value()
        guard let budget = Double(text), budget.isFinite, budget > 0 else {
          throw UsageError(message: "--budget needs a positive number of seconds, not \"\(text)\"")
        }
        options.budget = budget
      case "--max-reps":
        let text = try scanner.value()
        guard let reps = Int(text), reps >= 1 else {
          throw UsageError(
            message: "--max-reps needs a whole number of at least 1, not \"\(text)\"")
        }
        options.maximumRepetitions = reps
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "unknown option \(name)" : "unexpected argument \"\(argument)\" (use --scene)")
      }
    }
    return options
  }

  /// Whether a scene is selected: no filter, or a filter equal to its name or to the part
  /// before its dash (`form` selects every `form-N`).
  func selects(_ sceneName: String) -> Bool {
    guard !sceneFilters.isEmpty else { return true }
    let family = sceneName.split(separator: "-").first.map(String.init) ?? sceneName
    return sceneFilters.contains { $0 == sceneName || $0 == family }
  }

  /// One-line usage.
  static let usage =
    "usage: layout-bench [--scene NAME]... [--budget S] [--max-reps N] [--check] [--list]"

  /// The `--help` text.
  static let help = """
    \(usage)

    Times UI-level workloads laid out with Auto Layout (anchors, isActive, layoutIfNeeded,
    systemLayoutSizeFitting) against hand-written layoutSubviews/sizeThatFits code that
    computes the same frames, and prints one JSON line per scene on standard output.
    Machine information goes to standard error. Every run first checks, view by view,
    that both versions produce the same frames (1e-6 pt) and exits 1 on a mismatch.
    Release builds only (debug builds run the library's internal invariant checks):
        swift run -c release layout-bench

    Options:
      --scene NAME  run only this scene (repeatable); a family name such as "form"
                    selects every form-N. See --list.
      --budget S    seconds of timing per scene (default 2). The two from-scratch modes
                    run in alternation (one Auto Layout build, one frame build, and
                    again) with 80% of it, the two relayout modes likewise with 20%,
                    each pair until it has used its share and done at least 3 rounds,
                    or --max-reps rounds.
      --max-reps N  at most N timed rounds per pair of modes (default 1000).
      --check       run every selected scene once in lock step, compare every frame and
                    measured size, print one line per scene, time nothing (works in debug).
      --list        list the scenes and exit.
      -h, --help    show this text.

    Output keys (times in ms; medians over repetitions, *_min_ms the fastest):
      scene, views       the scene and the number of views in its tree
      steps              resizes or measurements after the build (0 for form-N)
      autolayout_ms      build the tree, activate its constraints, lay out (and run the
                         steps) from scratch
      relayout_ms        change one constraint constant, lay out (or measure) again
      frames_ms          the same tree built and laid out by hand-written layoutSubviews
      frames_relayout_ms the same change made to a property the frame code reads
      ratio              autolayout_ms / frames_ms (goal: at most 3)
      ratio_min          autolayout_min_ms / frames_min_ms (steadier on a busy machine)
      relayout_ratio     relayout_ms / frames_relayout_ms
      relayout_layouts   views whose layoutSubviews ran in one constant change and its
                         layout (frames_relayout_layouts: the same in the frame version)
      *_heap_bytes_per_view
                         live heap held by one built and laid-out tree, per view
      reps               timed repetitions: [autolayout, relayout, frames, frames_relayout]
      frames_checked     views (and measured sizes) compared between the two versions

    The text scenes have keys of their own (see Benchmarks/README.md):
      label-sizes        intrinsic_ms, size_that_fits_ms, string_ms: one pass over the
                         10,000 texts (set text, read the size; or the string measurement
                         alone), with *_us_per_label and label_overhead_fraction
      label-stack-200    autolayout_ms and frames_ms (build), resize_ms and
                         frames_resize_ms (390 <-> 600 pt), text_change_ms and
                         frames_text_change_ms (one label's text), and their ratios
      memory             peak_rss_kb_before, peak_rss_kb_after (getrusage ru_maxrss);
                         *_heap_bytes, live heap growth read from glibc's malloc_info

    Exit status: 0 when the frames agree; 1 on a mismatch (the first differing view is
    printed on standard error); 2 on a usage error or a debug build asked to time.
    """
}
