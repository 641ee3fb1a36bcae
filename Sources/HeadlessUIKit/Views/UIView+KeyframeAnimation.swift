import Foundation

/// Keyframe animations and the spring animations of iOS 17, headless (decisions C26, GP6).
///
/// As with every block animation, nothing moves between states: the outer block runs at once,
/// each `addKeyframe` block runs at once when the outer block adds it, so the values the last
/// keyframe sets are final, as UIKit's model values are; the completion handler runs with `true`
/// after the next layout pass.
extension UIView {
  /// Options of keyframe animations: the shared animation options plus how values between
  /// keyframes are calculated.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The options' bits, as in UIKit.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at each step.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the values of an animation in flight.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores the options of an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's values hold until the next.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace, ignoring the keyframes' timing.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Runs a keyframe animation: `animations` adds keyframes with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, which run at once; the
  /// completion runs with `true` after the next layout pass.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for (not waited for).
  ///   - delay: The delay UIKit would wait before animating (not waited for).
  ///   - options: The keyframe options.
  ///   - animations: Adds the keyframes.
  ///   - completion: Called with `true` once the animation has finished.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, animations, completion: completion)
  }

  /// Adds a keyframe to the keyframe animation being set up: its changes are made at once.
  ///
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, as a fraction of the whole animation.
  ///   - frameDuration: How long it lasts, as a fraction of the whole animation.
  ///   - animations: The keyframe's changes.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// Runs a spring animation described by its perceived duration and bounce (iOS 17): the
  /// changes are made at once and the completion runs with `true` after the next layout pass.
  ///
  /// - Parameters:
  ///   - duration: The spring's perceived duration (not waited for).
  ///   - bounce: How much the spring overshoots, from -1 to 1.
  ///   - initialSpringVelocity: The starting velocity, relative to the distance travelled.
  ///   - delay: The delay UIKit would wait before animating (not waited for).
  ///   - options: The animation options.
  ///   - animations: The changes to make.
  ///   - completion: Called with `true` once the animation has finished.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationContext.run(duration: duration, animations, completion: completion)
  }
}
