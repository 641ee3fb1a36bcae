import Foundation

/// A continuous recognizer of fingers dragged across the screen.
///
/// It begins once enough fingers (``minimumNumberOfTouches``) have moved 10 points from where
/// they touched down (a headless threshold: UIKit does not document its own), changes with each
/// move, and ends when the fingers lift. Its translation is measured from where the fingers
/// touched down, in any view's coordinates, and can be reset with ``setTranslation(_:in:)``;
/// its velocity is that of the latest move.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that make the gesture; 1 by default.
  open var minimumNumberOfTouches = 1

  /// The most fingers the gesture follows, further fingers being ignored; `Int.max` by
  /// default.
  open var maximumNumberOfTouches = Int.max

  /// How far the fingers move before the gesture begins, in points.
  static let hysteresis: CGFloat = 10

  /// The point translations are measured from, in window coordinates.
  var translationOrigin: CGPoint = .zero

  /// The centroid and time of the latest sample.
  private var lastSample: (location: CGPoint, time: TimeInterval)?

  /// The velocity of the latest move, in window points per second.
  private var lastVelocity: CGPoint = .zero

  /// The translation of the fingers since the gesture's origin, in a view's coordinates.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint {
    guard lastSample != nil else { return .zero }
    let location = centroid
    return convertVectorFromWindow(
      CGPoint(x: location.x - translationOrigin.x, y: location.y - translationOrigin.y),
      to: view)
  }

  /// Sets the translation, so that later translations are measured from the new value.
  ///
  /// - Parameters:
  ///   - translation: The translation, in `view`'s coordinates (usually `.zero`).
  ///   - view: The view, or `nil` for the window.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let offset = convertVectorToWindow(translation, from: view)
    let location = centroid
    translationOrigin = CGPoint(x: location.x - offset.x, y: location.y - offset.y)
  }

  /// The velocity of the fingers, in a view's points per second.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The velocity of the latest move (kept after the fingers lift).
  open func velocity(in view: UIView?) -> CGPoint {
    convertVectorFromWindow(lastVelocity, to: view)
  }

  /// Receives touches that began: ignores fingers beyond the maximum and keeps the
  /// translation from jumping when a finger joins.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in trackedTouches.dropFirst(maximumNumberOfTouches) {
      ignore(touch, for: event)
    }
    shiftOrigin(to: centroid)
  }

  /// Receives touches that moved: begins past the threshold, then reports changes.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let location = centroid
    if let lastSample, HeadlessTouchClock.now > lastSample.time {
      let interval = CGFloat(HeadlessTouchClock.now - lastSample.time)
      lastVelocity = CGPoint(
        x: (location.x - lastSample.location.x) / interval,
        y: (location.y - lastSample.location.y) / interval)
    }
    lastSample = (location, HeadlessTouchClock.now)
    if state == .possible {
      let distance = hypot(location.x - translationOrigin.x, location.y - translationOrigin.y)
      if trackedTouches.count >= minimumNumberOfTouches, distance >= Self.hysteresis,
        shouldBegin(
          movingBy: CGPoint(
            x: location.x - translationOrigin.x, y: location.y - translationOrigin.y))
      {
        state = .began
      }
    } else {
      state = .changed
    }
  }

  /// Receives touches that ended: the gesture ends when the last finger lifts (or too few
  /// remain); a gesture that never began fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let remaining = trackedTouches.filter { !touches.contains($0) }
    if remaining.isEmpty || (isActive && remaining.count < minimumNumberOfTouches) {
      state = isActive ? .ended : .failed
      return
    }
    let count = CGFloat(remaining.count)
    let sum = remaining.reduce(CGPoint.zero) {
      CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
    }
    shiftOrigin(to: CGPoint(x: sum.x / count, y: sum.y / count))
  }

  /// Receives cancelled touches: a gesture under way is cancelled, otherwise it fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = isActive ? .cancelled : .failed
  }

  /// Whether a move may begin the gesture; every direction may for a plain pan.
  func shouldBegin(movingBy translation: CGPoint) -> Bool {
    true
  }

  /// Moves the origin with the centroid when fingers join or leave, so the translation does
  /// not jump.
  private func shiftOrigin(to location: CGPoint) {
    if let lastSample {
      translationOrigin.x += location.x - lastSample.location.x
      translationOrigin.y += location.y - lastSample.location.y
    } else {
      translationOrigin = location
    }
    lastSample = (location, HeadlessTouchClock.now)
  }

  /// Forgets the samples; the velocity starts again from zero.
  override func resetSubclassState() {
    lastSample = nil
    lastVelocity = .zero
    translationOrigin = .zero
  }
}
