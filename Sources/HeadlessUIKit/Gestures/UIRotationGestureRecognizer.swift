import Foundation

/// A continuous recognizer of two fingers turning around each other.
///
/// It begins once the line between the first two fingers has turned by 0.05 radians (a
/// headless threshold: UIKit does not document its own). ``rotation`` is the angle turned
/// since the fingers touched down, in radians, positive clockwise on the screen, and can be
/// reset (usually to 0); ``velocity`` is its change per second at the latest move.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers must turn before the gesture begins, in radians.
  static let hysteresis: CGFloat = 0.05

  /// The angle a rotation of 0 stands for.
  private var baseAngle: CGFloat?

  /// The angle when the fingers touched down.
  private var initialAngle: CGFloat?

  /// The current rotation.
  private var currentRotation: CGFloat = 0

  /// The rotation and time of the latest sample.
  private var lastSample: (rotation: CGFloat, time: TimeInterval)?

  /// The rotation's change per second at the latest move, in radians per second.
  open private(set) var velocity: CGFloat = 0

  /// The angle the fingers turned since the start (or since the rotation was last set), in
  /// radians.
  open var rotation: CGFloat {
    get { currentRotation }
    set {
      currentRotation = newValue
      if let angle = fingerAngle { baseAngle = angle - newValue }
      lastSample = (newValue, HeadlessTouchClock.now)
    }
  }

  /// The angle of the line from the first finger to the second.
  private var fingerAngle: CGFloat? {
    guard trackedTouches.count >= 2 else { return nil }
    let first = trackedTouches[0].windowLocation
    let second = trackedTouches[1].windowLocation
    return atan2(second.y - first.y, second.x - first.x)
  }

  /// Receives touches that began: the second finger fixes the starting angle.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard initialAngle == nil, let angle = fingerAngle else { return }
    initialAngle = angle
    baseAngle = angle
    lastSample = (0, HeadlessTouchClock.now)
  }

  /// Receives touches that moved: begins past the threshold, then reports changes.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let angle = fingerAngle, let baseAngle, let initialAngle else { return }
    currentRotation = Self.normalized(angle - baseAngle)
    if let lastSample, HeadlessTouchClock.now > lastSample.time {
      velocity =
        (currentRotation - lastSample.rotation) / CGFloat(HeadlessTouchClock.now - lastSample.time)
    }
    lastSample = (currentRotation, HeadlessTouchClock.now)
    if isActive {
      state = .changed
    } else if state == .possible, abs(Self.normalized(angle - initialAngle)) >= Self.hysteresis {
      state = .began
    }
  }

  /// Receives touches that ended: a gesture under way ends, otherwise it fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive {
      state = .ended
    } else if trackedTouches.count == touches.count, pendingState == nil {
      state = .failed
    }
  }

  /// Receives cancelled touches: a gesture under way is cancelled, otherwise it fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = isActive ? .cancelled : .failed
  }

  /// An angle brought into (-π, π].
  private static func normalized(_ angle: CGFloat) -> CGFloat {
    var value = angle
    while value > .pi { value -= 2 * .pi }
    while value <= -.pi { value += 2 * .pi }
    return value
  }

  /// Returns the rotation to 0.
  override func resetSubclassState() {
    baseAngle = nil
    initialAngle = nil
    currentRotation = 0
    lastSample = nil
    velocity = 0
  }
}
