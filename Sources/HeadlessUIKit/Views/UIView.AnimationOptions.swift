import Foundation

extension UIView {
  /// Options for animating views with the block-based methods, with the SDK's raw values.
  ///
  /// HeadlessUIKit applies every animation's final values at once (decision C26), so
  /// the options are accepted and kept for source compatibility; only
  /// `showHideTransitionViews` changes what `transition(from:to:duration:options:completion:)`
  /// does.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits, with UIKit's values.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at commit time so that they animate with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state rather than the model state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards (with `repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses the duration given rather than the enclosing animation's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses the curve given rather than the enclosing animation's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the view's content during the animation.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a view transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Does not inherit the enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// An ease-in ease-out curve (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No view transition (the default).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// A flip about the vertical axis, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip about the vertical axis, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curl upwards.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl downwards.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip about the horizontal axis, top edge first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip about the horizontal axis, bottom edge first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }
}
