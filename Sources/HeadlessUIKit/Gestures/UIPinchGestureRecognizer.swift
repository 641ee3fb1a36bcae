import Foundation

/// A continuous recognizer of two fingers moving apart or together.
///
/// It begins once the distance between the first two fingers has changed by 8 points (a
/// headless threshold: UIKit does not document its own). ``scale`` is the distance over the
/// distance when the fingers touched down, and can be reset (usually to 1) to measure from
/// the current distance; ``velocity`` is the scale's change per second at the latest move.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How much the distance must change before the gesture begins, in points.
  static let hysteresis: CGFloat = 8

  /// The distance a scale of 1 stands for.
  private var baseDistance: CGFloat?

  /// The distance when the fingers touched down.
  private var initialDistance: CGFloat?

  /// The current scale.
  private var currentScale: CGFloat = 1

  /// The scale and time of the latest sample.
  private var lastSample: (scale: CGFloat, time: TimeInterval)?

  /// The scale's change per second at the latest move.
  open private(set) var velocity: CGFloat = 0

  /// The distance between the fingers over their distance at the start (or when the scale was
  /// last set).
  open var scale: CGFloat {
    get { currentScale }
    set {
      currentScale = newValue
      if let distance = fingerDistance, newValue != 0 { baseDistance = distance / newValue }
      lastSample = (newValue, HeadlessTouchClock.now)
    }
  }

  /// The distance between the first two fingers.
  private var fingerDistance: CGFloat? {
    guard trackedTouches.count >= 2 else { return nil }
    let first = trackedTouches[0].windowLocation
    let second = trackedTouches[1].windowLocation
    return hypot(second.x - first.x, second.y - first.y)
  }

  /// Receives touches that began: the second finger fixes the starting distance.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard initialDistance == nil, let distance = fingerDistance, distance > 0 else { return }
    initialDistance = distance
    baseDistance = distance
    lastSample = (1, HeadlessTouchClock.now)
  }

  /// Receives touches that moved: begins past the threshold, then reports changes.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let distance = fingerDistance, let baseDistance, let initialDistance, baseDistance > 0
    else { return }
    currentScale = distance / baseDistance
    if let lastSample, HeadlessTouchClock.now > lastSample.time {
      velocity =
        (currentScale - lastSample.scale) / CGFloat(HeadlessTouchClock.now - lastSample.time)
    }
    lastSample = (currentScale, HeadlessTouchClock.now)
    if isActive {
      state = .changed
    } else if state == .possible, abs(distance - initialDistance) >= Self.hysteresis {
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

  /// Returns the scale to 1.
  override func resetSubclassState() {
    baseDistance = nil
    initialDistance = nil
    currentScale = 1
    lastSample = nil
    velocity = 0
  }
}
