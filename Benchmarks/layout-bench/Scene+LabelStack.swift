import BenchSupport
import HeadlessUIKit

extension TextScene {
  /// `label-stack-200`: a vertical stack view of `labels` wrapping labels in a window 390
  /// points wide, against hand-written frame layout of the same rows: built and laid out from
  /// scratch, relaid out after the window's width changes to 600 (and back), and after one
  /// label's text changes.
  static func labelStack(labels count: Int) -> TextScene {
    let name = "label-stack-\(count)"
    return TextScene(
      name: name,
      summary: "a vertical UIStackView of \(count) wrapping labels in a 390 pt window: built, "
        + "resized to 600 pt, one text changed",
      check: { () throws(TextScene.Failure) -> JSONLine in
        let check = try LabelStackBench.check(count: count, scene: name)
        return .object([
          ("scene", .string(name)),
          ("views", .int(check.views)),
          ("steps", .int(0)),
          ("frames_checked", .int(check.comparisons)),
          ("frames_match", .bool(true)),
        ])
      },
      run: { (budget: Double, maximumRepetitions: Int) throws(TextScene.Failure) -> JSONLine in
        let peakBefore = Memory.peakResidentKilobytes()
        let check = try LabelStackBench.check(count: count, scene: name)
        let heap = (
          autoLayout: Memory.retainedHeapBytes { ConstraintLabelStackScreen(count: count) },
          frames: Memory.retainedHeapBytes { FrameLabelStackScreen(count: count) }
        )
        let timings = LabelStackBench.time(
          count: count, budget: budget, maximumRepetitions: maximumRepetitions)
        var line = LabelStackBench.resultLine(name: name, check: check, timings: timings)
        line.append(("peak_rss_kb_before", .int(peakBefore)))
        line.append(("peak_rss_kb_after", .int(Memory.peakResidentKilobytes())))
        if let bytes = heap.autoLayout { line.append(("autolayout_heap_bytes", .int(bytes))) }
        if let bytes = heap.frames { line.append(("frames_heap_bytes", .int(bytes))) }
        line.append(("build", .string(MachineInfo.buildConfiguration)))
        return .object(line)
      })
  }
}

/// Checking and timing the label stack.
@MainActor
enum LabelStackBench {
  /// Builds both versions and runs them in lock step (build; width 600; text changed and
  /// back; width 390; text changed and back), comparing every frame after each.
  ///
  /// - Returns: The views of one tree and the frames compared.
  /// - Throws: ``TextScene/Failure`` at the first difference.
  static func check(count: Int, scene: String) throws(TextScene.Failure)
    -> SceneRunner
    .CheckResult
  {
    let autoLayout = ConstraintLabelStackScreen(count: count)
    let frames = FrameLabelStackScreen(count: count)
    var comparisons = 0
    func compare(_ moment: String) throws(TextScene.Failure) {
      do {
        comparisons += try FrameComparison.compare(autoLayout.rootView, frames.rootView)
      } catch {
        throw TextScene.Failure(
          message: "frames differ \(moment) at \(error.path): autolayout "
            + "\(error.autoLayout), frames \(error.frames)")
      }
    }
    try compare("after the build")
    for width in ["600", "390"] {
      autoLayout.toggleWidthAndLayOut()
      frames.toggleWidthAndLayOut()
      try compare("after the resize to \(width) pt")
      for change in ["the text change", "the text change back"] {
        autoLayout.toggleTextAndLayOut()
        frames.toggleTextAndLayOut()
        try compare("after \(change) at \(width) pt")
      }
    }
    return SceneRunner.CheckResult(
      views: Scene.viewCount(autoLayout.rootView), comparisons: comparisons)
  }

  /// The times of the six modes, in seconds per repetition.
  struct Timings {
    /// Build and lay out from scratch, Auto Layout and frames.
    var build: (first: [Double], second: [Double]) = ([], [])
    /// Toggle the width (390 and 600 points) and lay out.
    var resize: (first: [Double], second: [Double]) = ([], [])
    /// Toggle label 100's text and lay out.
    var textChange: (first: [Double], second: [Double]) = ([], [])
  }

  /// Times three alternating pairs: from scratch with 60% of `budget`, then the resize and the
  /// text change with 20% each, on instances that have done each change twice untimed.
  static func time(count: Int, budget: Double, maximumRepetitions: Int) -> Timings {
    let wide = RepetitionRule(budget: budget * 0.6, maximumRepetitions: maximumRepetitions)
    let narrow = RepetitionRule(budget: budget * 0.2, maximumRepetitions: maximumRepetitions)
    var timings = Timings()
    timings.build = wide.measure(
      alternating: { ConstraintLabelStackScreen(count: count) },
      { FrameLabelStackScreen(count: count) })
    let autoLayout = ConstraintLabelStackScreen(count: count)
    let frames = FrameLabelStackScreen(count: count)
    for screen in [autoLayout, frames] as [any LabelStackScreen] {
      for _ in 0..<2 {
        screen.toggleWidthAndLayOut()
        screen.toggleTextAndLayOut()
      }
    }
    timings.resize = narrow.measure(
      alternating: { autoLayout.toggleWidthAndLayOut() }, { frames.toggleWidthAndLayOut() })
    timings.textChange = narrow.measure(
      alternating: { autoLayout.toggleTextAndLayOut() }, { frames.toggleTextAndLayOut() })
    return timings
  }

  /// The timing keys of the result line.
  static func resultLine(
    name: String, check: SceneRunner.CheckResult, timings: Timings
  ) -> [(String, JSONLine)] {
    func ms(_ times: [Double]) -> JSONLine {
      .double(Statistics.milliseconds(Statistics.median(times)))
    }
    func fastest(_ times: [Double]) -> JSONLine {
      .double(Statistics.milliseconds(times.min() ?? 0))
    }
    func ratio(_ a: [Double], _ b: [Double]) -> JSONLine {
      let denominator = Statistics.median(b)
      return .double(
        Statistics.rounded(denominator > 0 ? Statistics.median(a) / denominator : .infinity, 2))
    }
    let build = timings.build
    let fastestFrames = build.second.min() ?? 0
    let minimumRatio = fastestFrames > 0 ? (build.first.min() ?? 0) / fastestFrames : .infinity
    let buildRatio = Statistics.median(build.first) / max(Statistics.median(build.second), 1e-12)
    return [
      ("scene", .string(name)),
      ("views", .int(check.views)),
      ("steps", .int(0)),
      ("autolayout_ms", ms(build.first)),
      ("autolayout_min_ms", fastest(build.first)),
      ("frames_ms", ms(build.second)),
      ("frames_min_ms", fastest(build.second)),
      ("resize_ms", ms(timings.resize.first)),
      ("resize_min_ms", fastest(timings.resize.first)),
      ("frames_resize_ms", ms(timings.resize.second)),
      ("frames_resize_min_ms", fastest(timings.resize.second)),
      ("text_change_ms", ms(timings.textChange.first)),
      ("text_change_min_ms", fastest(timings.textChange.first)),
      ("frames_text_change_ms", ms(timings.textChange.second)),
      ("frames_text_change_min_ms", fastest(timings.textChange.second)),
      ("ratio", ratio(build.first, build.second)),
      ("ratio_min", .double(Statistics.rounded(minimumRatio, 2))),
      ("resize_ratio", ratio(timings.resize.first, timings.resize.second)),
      ("text_change_ratio", ratio(timings.textChange.first, timings.textChange.second)),
      ("goal_met", .bool(buildRatio <= LayoutBench.goalRatio)),
      (
        "reps",
        .array(
          [
            build.first, timings.resize.first, timings.textChange.first,
            build.second, timings.resize.second, timings.textChange.second,
          ].map { .int($0.count) })
      ),
      ("frames_checked", .int(check.comparisons)),
    ]
  }
}
