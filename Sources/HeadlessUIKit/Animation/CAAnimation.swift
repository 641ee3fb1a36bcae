import Foundation

/// The methods an animation's delegate implements to learn when the animation starts and stops.
///
/// Every method is optional and does nothing by default.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  ///
  /// - Parameter anim: The animation attached to the layer (the copy `add(_:forKey:)` made).
  func animationDidStart(_ anim: CAAnimation)

  /// The animation stopped.
  ///
  /// - Parameters:
  ///   - anim: The animation attached to the layer.
  ///   - flag: `true` if it ran to its end, `false` if it was removed from the layer first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}

  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract superclass of Core Animation's animations.
///
/// An animation is attached to a layer with `CALayer.add(_:forKey:)`, which copies it. It never
/// changes the layer's model values. Headless there is no render clock: an attached animation
/// runs to its end when its transaction commits (see `CALayer.add(_:forKey:)`).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, @preconcurrency NSCopying {
  /// The animation's timing values.
  var timing = MediaTimingValues()

  /// The pacing of the animation, or `nil` (the default) for linear pacing.
  open var timingFunction: CAMediaTimingFunction?

  /// The animation's delegate.
  ///
  /// Unlike most delegates it is a strong reference, as in Core
  /// Animation; `nil` by default.
  open var delegate: (any CAAnimationDelegate)?

  /// Whether the animation is removed from its layer when it ends.
  ///
  /// Defaults to `true`.
  open var isRemovedOnCompletion = true

  /// Creates an animation with Core Animation's defaults.
  public required override init() {
    super.init()
  }

  /// The default value of a property, as Core Animation's key-value coding reports it.
  ///
  /// - Parameter key: A property name.
  /// - Returns: `nil` (every animation property has a typed default).
  open class func defaultValue(forKey key: String) -> Any? {
    nil
  }

  /// Whether a property's value is archived.
  ///
  /// - Parameter key: A property name.
  /// - Returns: `true`.
  open func shouldArchiveValue(forKey key: String) -> Bool {
    true
  }

  /// A new animation of the same class with the same values (the delegate is shared).
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyAttributes(from: self)
    return copy
  }

  /// Copies every attribute of `other`; subclasses add theirs.
  func copyAttributes(from other: CAAnimation) {
    timing = other.timing
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }

  /// When the animation begins, in its layer's time.
  ///
  /// Defaults to 0 (when it is committed).
  open var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }

  /// The duration in seconds.
  ///
  /// Defaults to 0 (the transaction's duration).
  open var duration: CFTimeInterval {
    get { timing.duration }
    set { timing.duration = newValue }
  }

  /// The rate of the animation's time.
  ///
  /// Defaults to 1.
  open var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }

  /// An offset added to the animation's local time.
  ///
  /// Defaults to 0.
  open var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }

  /// How many times the animation repeats.
  ///
  /// Defaults to 0 (once).
  open var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }

  /// How long the animation repeats.
  ///
  /// Defaults to 0.
  open var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }

  /// Whether each repetition plays forwards then backwards.
  ///
  /// Defaults to `false`.
  open var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }

  /// What the animation shows outside its active duration.
  ///
  /// Defaults to `.removed`.
  open var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }
}

/// An animation of one layer property, named by a key path such as `"opacity"` or
/// `"transform.rotation.x"`.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property, or `nil` (the default).
  open var keyPath: String?

  /// Whether the animation's values are added to the model value.
  ///
  /// Defaults to `false`.
  open var isAdditive = false

  /// Whether each repetition builds on the previous one's end value.
  ///
  /// Defaults to `false`.
  open var isCumulative = false

  /// Creates an animation of the property at `path`.
  ///
  /// - Parameter path: The key path, or `nil`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}

/// An animation of a property from one value to another.
///
/// Of `fromValue`, `toValue` and `byValue`, at most two are meaningful; all default to `nil`.
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value, or `nil`.
  open var fromValue: Any?
  /// The end value, or `nil`.
  open var toValue: Any?
  /// The relative change, or `nil`.
  open var byValue: Any?

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CABasicAnimation else { return }
    (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
  }
}

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public var rawValue: String

  /// Creates a mode from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Straight-line interpolation (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation: each value holds until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even pacing; key times and timing functions are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline with even pacing.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path turn to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public var rawValue: String

  /// Creates a mode from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Turn to follow the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turn to follow the path's tangent, plus 180°.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation of a property through a sequence of values.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values, or `nil` (the default).
  open var values: [Any]?
  /// The fraction of the duration (0…1) at which each value applies, or `nil` for even spacing.
  open var keyTimes: [NSNumber]?
  /// The pacing between consecutive keyframes, or `nil` for linear pacing.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed.
  ///
  /// Defaults to `.linear`.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// The tension of each keyframe for cubic modes, or `nil`.
  open var tensionValues: [NSNumber]?
  /// The continuity of each keyframe for cubic modes, or `nil`.
  open var continuityValues: [NSNumber]?
  /// The bias of each keyframe for cubic modes, or `nil`.
  open var biasValues: [NSNumber]?
  /// Whether objects along a path turn to follow it, or `nil` (the default: they do not).
  open var rotationMode: CAAnimationRotationMode?
  /// The path a point-valued property follows, or `nil` (the default); when set, `values` is
  /// ignored and the animation ends at the path's last point.
  open var path: CGPath?

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    rotationMode = other.rotationMode
    path = other.path
  }
}

/// Several animations run together on one layer, in the group's time.
open class CAAnimationGroup: CAAnimation {
  /// The animations, or `nil` (the default).
  ///
  /// Their delegates are not called.
  open var animations: [CAAnimation]?

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as? CAAnimation ?? $0 }
  }
}

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public var rawValue: String

  /// Creates a type from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The new content fades in (the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away to reveal the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The subtype's name.
  public var rawValue: String

  /// Creates a subtype from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top edge.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole content, such as a fade or a push.
open class CATransition: CAAnimation {
  /// The kind of transition.
  ///
  /// Defaults to `.fade`.
  open var type = CATransitionType.fade
  /// The direction, or `nil` (the default).
  open var subtype: CATransitionSubtype?
  /// The fraction (0…1) at which the transition starts.
  ///
  /// Defaults to 0.
  open var startProgress: Float = 0
  /// The fraction (0…1) at which the transition ends.
  ///
  /// Defaults to 1.
  open var endProgress: Float = 1

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CATransition else { return }
    (type, subtype) = (other.type, other.subtype)
    (startProgress, endProgress) = (other.startProgress, other.endProgress)
  }
}
