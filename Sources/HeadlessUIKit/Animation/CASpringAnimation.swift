import Foundation

/// An animation that moves a property to its value as a damped spring would.
///
/// The spring is a mass on a spring with a damper, starting at the from value with
/// `initialVelocity` and settling at the to value. Defaults: mass 1, stiffness 100, damping 10,
/// initial velocity 0.
open class CASpringAnimation: CABasicAnimation {
  /// The mass attached to the spring; must be above 0.
  ///
  /// Defaults to 1.
  open var mass: CGFloat = 1
  /// The spring's stiffness; must be above 0.
  ///
  /// Defaults to 100.
  open var stiffness: CGFloat = 100
  /// The damping coefficient; must be 0 or more.
  ///
  /// Defaults to 10.
  open var damping: CGFloat = 10
  /// The initial velocity, in units of the full distance per second.
  ///
  /// Defaults to 0.
  open var initialVelocity: CGFloat = 0
  /// Whether an overdamped spring stays overdamped.
  ///
  /// When `false` (the default), a damping ratio above 1 is clamped to critical damping. Defaults to `false`.
  open var allowsOverdamping = false

  /// Creates a spring from its perceptual duration and bounce (iOS 17), as SwiftUI's `Spring`
  /// maps them: mass 1, stiffness (2π / duration)², and damping 4π (1 − bounce) / duration
  /// for a bounce of 0 or more, 4π / (duration (1 + bounce)) for a negative bounce.
  ///
  /// - Parameters:
  ///   - perceptualDuration: The time the spring appears to take, in seconds.
  ///   - bounce: How bouncy it is, from −1 (overdamped) through 0 (no bounce) to 1.
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let duration = max(perceptualDuration, .leastNonzeroMagnitude)
    mass = 1
    stiffness = pow(2 * .pi / duration, 2)
    damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
    allowsOverdamping = bounce < 0
  }

  /// The perceptual duration of the spring: `2π / √(stiffness / mass)`.
  open var perceptualDuration: TimeInterval {
    2 * .pi / (stiffness / mass).squareRoot()
  }

  /// The bounce of the spring, the inverse of `init(perceptualDuration:bounce:)`'s mapping.
  open var bounce: CGFloat {
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// How long the spring takes to come to rest, in seconds.
  ///
  /// The time at which the envelope of the motion from rest at distance 1 has decayed below
  /// 0.001: `−ln(0.001) / r`, where `r` is the slowest decay rate of the spring
  /// (`ζω₀` when underdamped, `ω₀(ζ − √(ζ² − 1))` when overdamped, with `ω₀ = √(k/m)` and
  /// `ζ = c / (2√(km))`). The defaults give about 1.38 s.
  open var settlingDuration: CFTimeInterval {
    guard mass > 0, stiffness > 0, damping > 0 else { return .infinity }
    let omega = (stiffness / mass).squareRoot()
    var zeta = damping / (2 * (stiffness * mass).squareRoot())
    if !allowsOverdamping { zeta = min(zeta, 1) }
    let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    return -log(0.001) / rate
  }

  override func copyAttributes(from other: CAAnimation) {
    super.copyAttributes(from: other)
    guard let other = other as? CASpringAnimation else { return }
    (mass, stiffness, damping) = (other.mass, other.stiffness, other.damping)
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }
}
