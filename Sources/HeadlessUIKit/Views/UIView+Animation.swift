import Foundation

/// Block-based view animations, headless (decision C26).
///
/// Nothing is drawn, so nothing moves between two states: the animation block runs at once and
/// its changes are the final values, as UIKit's model layer has them the moment the block
/// returns. The completion handler runs later, with `true`, after the next layout pass on a later
/// turn of the main queue, whatever the duration and delay; a test awaits one main-queue turn to
/// see it.
extension UIView {
  /// Whether animations are enabled; when they are not, animation blocks still run and their
  /// completion handlers still run later.
  public class var areAnimationsEnabled: Bool {
    AnimationContext.isEnabled
  }

  /// Enables or disables animations.
  ///
  /// - Parameter enabled: Whether animations are enabled.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    AnimationContext.isEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` at once with animations disabled, then restores the
  /// previous setting.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to make.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let previous = AnimationContext.isEnabled
    AnimationContext.isEnabled = false
    defer { AnimationContext.isEnabled = previous }
    actionsWithoutAnimation()
  }

  /// The duration of the animation block being run, or 0 outside animation blocks and while
  /// animations are disabled.
  public class var inheritedAnimationDuration: TimeInterval {
    AnimationContext.durations.last ?? 0
  }

  /// Runs `animations` at once and `completion(true)` after the next layout pass.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - delay: The delay UIKit would wait before animating (not waited for).
  ///   - options: The animation options.
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` once the animation has finished.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, animations, completion: completion)
  }

  /// Runs `animations` at once and `completion(true)` after the next layout pass.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` once the animation has finished.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, animations, completion: completion)
  }

  /// Runs `animations` at once.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - animations: The changes to make.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    AnimationContext.run(duration: duration, animations, completion: nil)
  }

  /// Runs `animations` at once and `completion(true)` after the next layout pass; the spring
  /// parameters shape a motion that is not simulated.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - delay: The delay UIKit would wait before animating (not waited for).
  ///   - dampingRatio: The spring's damping ratio.
  ///   - velocity: The spring's initial velocity.
  ///   - options: The animation options.
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` once the animation has finished.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, animations, completion: completion)
  }

  /// Runs a view transition's `animations` at once and `completion(true)` after the next
  /// layout pass.
  ///
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - options: The transition and animation options.
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` once the transition has finished.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, { animations?() }, completion: completion)
  }

  /// Replaces `fromView` with `toView` at once and calls `completion(true)` after the next
  /// layout pass.
  ///
  /// `toView` takes `fromView`'s place among its siblings and `fromView` leaves its superview;
  /// with `showHideTransitionViews`, `fromView` is hidden and `toView` shown instead, and
  /// neither moves. A `fromView` without a superview leaves `toView` where it is.
  ///
  /// - Parameters:
  ///   - fromView: The view to replace.
  ///   - toView: The view that replaces it.
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - options: The transition and animation options.
  ///   - completion: Called with `true` once the transition has finished.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(
      duration: duration,
      {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let superview = fromView.superview {
          superview.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }
}

/// The state of block-based animations: whether they are enabled and the durations of the
/// blocks being run.
@MainActor
enum AnimationContext {
  /// `UIView.areAnimationsEnabled`.
  static var isEnabled = true

  /// The durations of the animation blocks being run, innermost last.
  static var durations: [TimeInterval] = []

  /// Runs `animations` now, inside an animation block of `duration`, and schedules
  /// `completion(true)` after the next layout pass.
  static func run(
    duration: TimeInterval, _ animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    durations.append(isEnabled ? duration : 0)
    animations()
    durations.removeLast()
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(true) }
  }
}
