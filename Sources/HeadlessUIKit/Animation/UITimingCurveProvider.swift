import Foundation

/// The kind of timing curve a ``UITimingCurveProvider`` gives.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve for some properties and a spring for others.
  case composed = 3
}

/// The timing of a property animator: a cubic curve, a spring, or both.
///
/// Headless nothing moves between the start and the end, so the curve is kept for the app to read and shapes nothing.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }

  /// The cubic parameters, when the curve has them.
  var cubicTimingParameters: UICubicTimingParameters? { get }

  /// The spring parameters, when the curve has them.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// The timing of an animation as a cubic Bézier curve from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The named curve, or `.easeInOut` for a custom curve (as UIKit reports).
  public let animationCurve: UIView.AnimationCurve

  /// The curve's first control point.
  public let controlPoint1: CGPoint

  /// The curve's second control point.
  public let controlPoint2: CGPoint

  /// Whether the curve is one of UIKit's named curves.
  private let isBuiltin: Bool

  /// Creates the default curve: `.easeInOut`.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// Creates one of UIKit's named curves, with Core Animation's control points for it.
  ///
  /// - Parameter curve: The curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut:
      (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    isBuiltin = true
    super.init()
  }

  /// Creates a custom curve from its two control points.
  ///
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
    super.init()
  }

  /// `.cubic`, or `.builtin` for a named curve made with ``init(animationCurve:)``.
  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }

  /// The parameters themselves.
  open var cubicTimingParameters: UICubicTimingParameters? { self }

  /// `nil`: a cubic curve has no spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// The timing of an animation as a damped spring.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The initial velocity, relative to the distance travelled.
  public let initialVelocity: CGVector

  /// Creates UIKit's default spring: critically damped, no initial velocity.
  public override convenience init() {
    self.init(dampingRatio: 1)
  }

  /// Creates a spring with a damping ratio and no initial velocity.
  ///
  /// - Parameter ratio: The damping ratio: 1 for no oscillation, smaller for more.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates a spring with a damping ratio and an initial velocity.
  ///
  /// - Parameters:
  ///   - ratio: The damping ratio.
  ///   - velocity: The initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    super.init()
  }

  /// Creates a spring from its physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  ///   - velocity: The initial velocity.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    super.init()
  }

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }

  /// `nil`: a spring has no cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }

  /// The parameters themselves.
  open var springTimingParameters: UISpringTimingParameters? { self }
}
