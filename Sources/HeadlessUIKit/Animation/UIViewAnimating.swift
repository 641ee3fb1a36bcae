import Foundation

/// The state of an animator.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: the animations added are waiting.
  case inactive = 0
  /// Started or paused: the animations have been applied.
  case active = 1
  /// Stopped without finishing: waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, as its completion handlers are told.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end: the animations' final values.
  case end = 0
  /// At the start.
  case start = 1
  /// Where it was stopped.
  case current = 2
}

/// An object that runs animations that can be started, paused, stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  /// The animator's state.
  var state: UIViewAnimatingState { get }

  /// Whether the animator is running (started and not paused or stopped).
  var isRunning: Bool { get }

  /// Whether the animations run from their end back to their start.
  var isReversed: Bool { get set }

  /// How far the animations have run, 0 to 1.
  var fractionComplete: CGFloat { get set }

  /// Starts or resumes the animations.
  func startAnimation()

  /// Starts the animations after a delay.
  ///
  /// - Parameter delay: The delay in seconds.
  func startAnimation(afterDelay delay: TimeInterval)

  /// Pauses the animations.
  func pauseAnimation()

  /// Stops the animations.
  ///
  /// - Parameter withoutFinishing: `true` to end at once without calling the completions;
  ///   `false` to wait in the stopped state for ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)

  /// Finishes stopped animations at a position and calls the completions with it.
  ///
  /// - Parameter finalPosition: Where the animations end.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added after it is made.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations.
  ///
  /// - Parameter animation: The changes to animate.
  func addAnimations(_ animation: @escaping () -> Void)

  /// Adds animations that begin after a fraction of the remaining duration.
  ///
  /// - Parameters:
  ///   - animation: The changes to animate.
  ///   - delayFactor: The fraction of the remaining duration to wait, 0 to 1.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)

  /// Adds a completion handler, told where the animations ended.
  ///
  /// - Parameter completion: The handler.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)

  /// Resumes paused or stopped animations with new timing.
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the current one.
  ///   - durationFactor: The fraction of the original duration the rest takes.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
