import Foundation

/// An animator of view properties that can be started, paused, scrubbed, reversed, stopped and
/// finished, headless (as `UIView.animate`, decision C26).
///
/// Nothing is drawn, so nothing moves between two states: starting (or pausing) the animator
/// runs its animation blocks at once, and their changes are the final values, as UIKit's model
/// layer has them. A running animator then finishes after the next layout pass on a later turn
/// of the main queue, whatever its duration and delay, and calls its completions with `.end`
/// (`.start` when reversed). ``stopAnimation(_:)`` with `false` waits for
/// ``finishAnimation(at:)``, which calls the completions with the position given; with `true`
/// no completion runs. The views keep the values the blocks set in every case: headless the
/// current values are the final ones.
///
///     let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
///       card.alpha = 0
///     }
///     animator.addCompletion { position in card.removeFromSuperview() }
///     animator.startAnimation()   // card.alpha == 0 now; removed on the next main-queue turn
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The duration UIKit would animate for (not waited for).
  open private(set) var duration: TimeInterval

  /// The delay UIKit would wait before animating (not waited for).
  open private(set) var delay: TimeInterval = 0

  /// The timing curve.
  open private(set) var timingParameters: (any UITimingCurveProvider)?

  /// The animator's state; `.inactive` until started or paused.
  open private(set) var state: UIViewAnimatingState = .inactive

  /// Whether the animator is running: started, and neither paused nor stopped.
  open private(set) var isRunning = false

  /// Whether the animations run back to their start; completions are then told `.start`.
  open var isReversed = false

  /// How far the animations have run, 0 to 1; set it to scrub a paused animator.
  ///
  /// Headless it reads what was set, 1 once the animator finished at its end and 0 at its start.
  open var fractionComplete: CGFloat {
    get { storedFraction }
    set { storedFraction = min(max(newValue, 0), 1) }
  }

  /// Whether the animator can be paused, stopped and scrubbed; `true` by default.
  open var isInterruptible = true

  /// Whether the views under the animations take touches while it runs; `true` by default.
  open var isUserInteractionEnabled = true

  /// Whether a paused animator's fraction maps linearly to time; `true` by default.
  open var scrubsLinearly = true

  /// Whether a finished animator pauses instead of going inactive; `false` by default.
  open var pausesOnCompletion = false

  private var storedFraction: CGFloat = 0
  private var pendingAnimations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Increments whenever a scheduled finish must be ignored (pause, stop, finish).
  private var runGeneration = 0

  /// Creates an inactive animator with a timing curve.
  ///
  /// - Parameters:
  ///   - duration: The duration.
  ///   - parameters: The timing curve.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an inactive animator with one of UIKit's named curves.
  ///
  /// - Parameters:
  ///   - duration: The duration.
  ///   - curve: The curve.
  ///   - animations: The first animations, or `nil`.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a cubic curve through two control points.
  ///
  /// - Parameters:
  ///   - duration: The duration.
  ///   - point1: The curve's first control point.
  ///   - point2: The curve's second control point.
  ///   - animations: The first animations, or `nil`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a spring.
  ///
  /// - Parameters:
  ///   - duration: The duration.
  ///   - ratio: The spring's damping ratio.
  ///   - animations: The first animations, or `nil`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator and starts it at once.
  ///
  /// - Parameters:
  ///   - duration: The duration.
  ///   - delay: The delay.
  ///   - options: The animation options (the curve among them).
  ///   - animations: The animations.
  ///   - completion: Called with the position once the animations finish.
  /// - Returns: The running animator.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations: run when the animator starts, or at once when it is already active.
  ///
  /// - Parameter animation: The changes to animate.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active {
      AnimationContext.run(duration: duration, animation, completion: nil)
    } else {
      pendingAnimations.append(animation)
    }
  }

  /// Adds animations; the delay factor is not waited for headless.
  ///
  /// - Parameters:
  ///   - animation: The changes to animate.
  ///   - delayFactor: The fraction of the remaining duration UIKit would wait.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion handler, told where the animations ended.
  ///
  /// - Parameter completion: The handler.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts or resumes the animations.
  ///
  /// The pending blocks run now, and the animator finishes after the next layout pass. Does
  /// nothing while stopped.
  open func startAnimation() {
    guard state != .stopped, !isRunning else { return }
    activate()
    isRunning = true
    runGeneration += 1
    let generation = runGeneration
    UpdateCycle.shared.afterNextPass { [weak self] in
      guard let self, self.runGeneration == generation, self.isRunning else { return }
      self.complete(at: self.isReversed ? .start : .end)
    }
  }

  /// Starts the animations; the delay is not waited for headless.
  ///
  /// - Parameter delay: The delay UIKit would wait.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses the animations; an inactive animator becomes active and paused, its blocks run.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
    runGeneration += 1
  }

  /// Stops active animations.
  ///
  /// With `true` the animator goes inactive and no completion runs;
  /// with `false` it waits, stopped, for ``finishAnimation(at:)``.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    runGeneration += 1
    if withoutFinishing {
      state = .inactive
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes stopped animations and calls the completions with `finalPosition`.
  ///
  /// Does nothing unless the animator is stopped, as UIKit allows it only then.
  ///
  /// - Parameter finalPosition: Where the animations end.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    complete(at: finalPosition)
  }

  /// Resumes paused animations; the new timing is kept for the app to read.
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the current one.
  ///   - durationFactor: The fraction of the original duration the rest takes.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    duration *= durationFactor
    startAnimation()
  }

  /// Makes the animator active, running its pending blocks at once.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let blocks = pendingAnimations
    pendingAnimations = []
    for block in blocks { AnimationContext.run(duration: duration, block, completion: nil) }
  }

  /// Ends the animations at a position: inactive (or paused, with ``pausesOnCompletion``), the
  /// completions told once.
  private func complete(at position: UIViewAnimatingPosition) {
    isRunning = false
    runGeneration += 1
    if pausesOnCompletion, position != .current, state == .active {
      storedFraction = 1
      return
    }
    state = .inactive
    storedFraction = position == .end ? 1 : position == .start ? 0 : storedFraction
    let handlers = completions
    completions = []
    for handler in handlers { handler(position) }
  }
}
