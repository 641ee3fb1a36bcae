import HeadlessUIKit

/// Runs a scene: the lock-step check of both versions, then the four timed modes.
@MainActor
enum SceneRunner {
  /// What the check found: the views counted and compared.
  struct CheckResult {
    /// The number of views in the Auto Layout tree.
    let views: Int
    /// The number of frame and size comparisons made.
    let comparisons: Int
    /// The views whose `layoutSubviews` ran in the Auto Layout version after the constant
    /// change back (see ``LayoutCount``); 0 where not counted.
    var relayoutLayouts = 0
    /// The same in the frame version.
    var framesRelayoutLayouts = 0
  }

  /// A check failure: where the two versions first disagreed.
  struct CheckFailure: Error {
    /// When it happened (`after the build`, `after step 17`, …).
    let moment: String
    /// The first differing view or measurement.
    let mismatch: FrameComparison.Mismatch

    /// One line for standard error.
    var message: String {
      "frames differ \(moment) at \(mismatch.path): autolayout \(mismatch.autoLayout), "
        + "frames \(mismatch.frames)"
    }
  }

  /// Builds both versions and runs them in lock step (build, every step, the constant change
  /// and back), comparing every frame after each, and every measured size.
  ///
  /// - Throws: ``CheckFailure`` at the first difference.
  static func check(_ scene: Scene) throws(CheckFailure) -> CheckResult {
    let autoLayout = scene.makeAutoLayout()
    let frames = scene.makeFrames()
    var comparisons = 0
    func compare(_ moment: String) throws(CheckFailure) {
      do {
        comparisons += try FrameComparison.compare(autoLayout.rootView, frames.rootView)
      } catch {
        throw CheckFailure(moment: moment, mismatch: error)
      }
    }
    try compare("after the build")
    for index in 0..<scene.steps {
      let measuredA = autoLayout.step(index)
      let measuredB = frames.step(index)
      if let measuredA, let measuredB {
        comparisons += 1
        guard FrameComparison.agree(measuredA, measuredB) else {
          throw CheckFailure(
            moment: "at step \(index)",
            mismatch: .init(
              path: "measured size of \(String(describing: type(of: autoLayout.rootView)))",
              autoLayout: FrameComparison.describe(measuredA),
              frames: FrameComparison.describe(measuredB)))
        }
      }
      autoLayout.prepareForComparison(measured: measuredA)
      frames.prepareForComparison(measured: measuredB)
      try compare("after step \(index)")
    }
    var layouts = (autoLayout: 0, frames: 0)
    for change in ["after the constant change", "after the constant change back"] {
      LayoutCount.reset()
      autoLayout.changeConstantAndLayOut()
      layouts.autoLayout = LayoutCount.calls
      LayoutCount.reset()
      frames.changeConstantAndLayOut()
      layouts.frames = LayoutCount.calls
      autoLayout.prepareForComparison(measured: nil)
      frames.prepareForComparison(measured: nil)
      try compare(change)
    }
    return CheckResult(
      views: Scene.viewCount(autoLayout.rootView), comparisons: comparisons,
      relayoutLayouts: layouts.autoLayout, framesRelayoutLayouts: layouts.frames)
  }

  /// The times of one scene's four modes, in seconds per repetition.
  struct Timings {
    /// Build, activate, lay out and run the steps, from scratch.
    var autoLayout: [Double] = []
    /// One constraint constant changed, laid out (or measured) again.
    var relayout: [Double] = []
    /// The frame version from scratch.
    var frames: [Double] = []
    /// The frame version's constant changed, laid out (or measured) again.
    var framesRelayout: [Double] = []
  }

  /// The live heap held by one built and laid-out instance of each version (steps not run),
  /// per view of its tree; `nil` where the heap cannot be read.
  static func heapPerView(_ scene: Scene) -> (autoLayout: Double, frames: Double)? {
    func perView(_ make: () -> any SceneInstance) -> Double? {
      var views = 1
      guard
        let bytes = Memory.retainedHeapBytes({ () -> any SceneInstance in
          let instance = make()
          views = Scene.viewCount(instance.rootView)
          return instance
        })
      else { return nil }
      return Double(bytes) / Double(views)
    }
    guard let autoLayout = perView(scene.makeAutoLayout), let frames = perView(scene.makeFrames)
    else { return nil }
    return (autoLayout, frames)
  }

  /// Times the four modes in two alternating pairs: from scratch (Auto Layout, then frames,
  /// round after round) with 80% of `budget`, then the constant change (likewise) with 20%.
  static func time(_ scene: Scene, budget: Double, maximumRepetitions: Int) -> Timings {
    let wide = RepetitionRule(budget: budget * 0.8, maximumRepetitions: maximumRepetitions)
    let narrow = RepetitionRule(budget: budget * 0.2, maximumRepetitions: maximumRepetitions)
    var timings = Timings()
    (timings.autoLayout, timings.frames) = wide.measure(
      alternating: { fromScratch(scene, scene.makeAutoLayout) },
      { fromScratch(scene, scene.makeFrames) })
    let autoLayout = preparedForRelayout(scene, scene.makeAutoLayout)
    let frames = preparedForRelayout(scene, scene.makeFrames)
    (timings.relayout, timings.framesRelayout) = narrow.measure(
      alternating: { autoLayout.changeConstantAndLayOut() },
      { frames.changeConstantAndLayOut() })
    return timings
  }

  /// Builds a version and runs its steps; the result is kept alive by the caller so that its
  /// teardown is not timed.
  private static func fromScratch(
    _ scene: Scene, _ make: () -> any SceneInstance
  ) -> any SceneInstance {
    let instance = make()
    for index in 0..<scene.steps {
      if let size = instance.step(index) { Sink.consume(size) }
    }
    return instance
  }

  /// Builds a version and runs its steps, then changes the constant twice, all untimed.
  private static func preparedForRelayout(
    _ scene: Scene, _ make: () -> any SceneInstance
  ) -> any SceneInstance {
    let instance = fromScratch(scene, make)
    instance.changeConstantAndLayOut()
    instance.changeConstantAndLayOut()
    return instance
  }
}

/// Keeps measured sizes observable, so the optimiser cannot drop the measurements.
@MainActor
enum Sink {
  /// The sum of everything consumed.
  private(set) static var total: CGFloat = 0

  /// Adds a measured size to ``total``.
  @inline(never)
  static func consume(_ size: CGSize) {
    total += size.width + size.height
  }
}
